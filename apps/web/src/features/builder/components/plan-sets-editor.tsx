import type { Dispatch } from 'react';
import { Plus } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { useSetTypes } from '../api/get-set-types.ts';
import { useExercisePicker } from '../hooks/use-exercise-picker.ts';
import type { BlockDraft, BuilderAction } from '../lib/builder-state.ts';
import { ExercisePicker } from './exercise-picker.tsx';
import { SetBlockCard } from './set-block-card.tsx';

/**
 * The sets of a plan (a workout's or a template's), each a card to edit, with Add Set and the
 * exercise picker. Read-only, the cards show without their edit controls.
 */
export function PlanSetsEditor({
  blocks,
  dispatch,
  readOnly,
}: {
  blocks: BlockDraft[];
  dispatch: Dispatch<BuilderAction>;
  readOnly: boolean;
}) {
  const picker = useExercisePicker(dispatch);
  const setTypes = useSetTypes();
  return (
    <>
      <fieldset
        disabled={readOnly}
        className={cn('min-w-0 space-y-4', readOnly && '[&_[data-edit-control]]:hidden')}
      >
        <legend className="sr-only">Sets</legend>
        {blocks.map((block) => (
          <SetBlockCard
            key={block.key}
            block={block}
            count={blocks.length}
            setTypes={setTypes.data?.setTypes}
            dispatch={dispatch}
            onAddExercise={picker.openAdd}
            onChangeExercise={picker.openChange}
          />
        ))}
        {!readOnly && (
          <button
            type="button"
            onClick={() => dispatch({ type: 'addBlock' })}
            className="flex w-full items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-white/50 py-4 text-sm font-semibold text-slate-600 hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800"
          >
            <Plus aria-hidden="true" className="size-4" />
            Add Set
          </button>
        )}
      </fieldset>
      <ExercisePicker mode={picker.mode} onClose={picker.close} onPick={picker.pick} />
    </>
  );
}
