import { memo, useId, type Dispatch } from 'react';
import { ArrowDown, ArrowUp, ChevronDown, Plus, Repeat2, Trash2 } from 'lucide-react';
import { DESCRIPTION_MAX } from '@kinetic/contracts/workouts';
import { cn } from '../../../components/ui/cn.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';
import { bindText } from '../lib/bind-text.ts';
import type { BuilderAction, ExerciseDraft } from '../lib/builder-state.ts';
import { ExerciseNotes } from './exercise-notes.tsx';
import { SetRowEditor } from './set-row-editor.tsx';
import { SpecialInstructionsField } from './special-instructions-field.tsx';
import { EditButton } from './edit-button.tsx';

function summary(exercise: ExerciseDraft): string {
  const parts = [`${exercise.sets.length} ${exercise.sets.length === 1 ? 'set' : 'sets'}`];
  const reps = exercise.sets.map((r) => r.targetReps).filter((r) => r > 0);
  if (reps.length > 0) parts.push(`${[...new Set(reps)].join('/')} reps`);
  const times = exercise.sets.map((r) => r.targetDuration.trim()).filter(Boolean);
  if (times.length > 0) parts.push([...new Set(times)].join('/'));
  if (exercise.duration) parts.push(exercise.duration);
  if (exercise.tempo) parts.push(`tempo ${exercise.tempo}`);
  return parts.join(' · ');
}

export interface ExerciseCardProps {
  blockKey: string;
  exercise: ExerciseDraft;
  /** How many exercises the block has (the last cannot move down). */
  count: number;
  dispatch: Dispatch<BuilderAction>;
  onChangeExercise: (blockKey: string, exerciseKey: string) => void;
}

/** One exercise of a block: its set rows and its instructions; memoized (only the edited one re-renders). */
export const ExerciseCard = memo(function ExerciseCard({
  blockKey,
  exercise,
  count,
  dispatch,
  onChangeExercise,
}: ExerciseCardProps) {
  const bodyId = useId();
  const weightUnit = useWeightUnit();
  const ids = { blockKey, exerciseKey: exercise.key };
  const update = (patch: Partial<ExerciseDraft>) => dispatch({ type: 'updateExercise', ...ids, patch });
  const text = bindText(exercise, update);

  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <div className="flex items-start gap-1 p-2 pl-3">
        <button
          type="button"
          onClick={() => dispatch({ type: 'toggleExercise', ...ids })}
          aria-expanded={exercise.expanded}
          aria-controls={bodyId}
          className="flex min-w-0 flex-1 items-start gap-2 rounded-lg py-1 text-left"
        >
          <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600">
            {exercise.order}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-medium break-words text-slate-900">{exercise.exerciseName}</span>
            <span className="block text-xs text-slate-500">
              {summary(exercise)}
              {exercise.equipment.length > 0 && ` · ${exercise.equipment.join(', ')}`}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'mt-1 size-4 shrink-0 text-slate-400 transition-transform',
              exercise.expanded && 'rotate-180',
            )}
          />
        </button>
        <EditButton
          label={`Move ${exercise.exerciseName} up`}
          title="Move up"
          icon={ArrowUp}
          disabled={exercise.order === 1}
          onClick={() => dispatch({ type: 'moveExercise', ...ids, direction: -1 })}
        />
        <EditButton
          label={`Move ${exercise.exerciseName} down`}
          title="Move down"
          icon={ArrowDown}
          disabled={exercise.order === count}
          onClick={() => dispatch({ type: 'moveExercise', ...ids, direction: 1 })}
        />
        <EditButton
          label={`Change ${exercise.exerciseName}`}
          title="Change exercise"
          icon={Repeat2}
          onClick={() => onChangeExercise(blockKey, exercise.key)}
        />
        <EditButton
          label={`Remove ${exercise.exerciseName}`}
          title="Remove exercise"
          icon={Trash2}
          tone="danger"
          onClick={() => dispatch({ type: 'removeExercise', ...ids })}
        />
      </div>
      <ExerciseNotes exercise={exercise} />
      <div id={bodyId} hidden={!exercise.expanded} className="border-t border-slate-100 px-3 pt-1 pb-3">
        {exercise.expanded && (
          <>
            <ul aria-label={`${exercise.exerciseName} sets`} className="divide-y divide-slate-100">
              {exercise.sets.map((row) => (
                <SetRowEditor
                  key={row.key}
                  row={row}
                  blockKey={blockKey}
                  exerciseKey={exercise.key}
                  timed={Boolean(exercise.duration.trim() || exercise.tempo.trim())}
                  dispatch={dispatch}
                />
              ))}
            </ul>
            <button
              type="button"
              data-edit-control
              onClick={() => dispatch({ type: 'addSetRow', ...ids, weightUnit })}
              className="mt-1 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Plus aria-hidden="true" className="size-4" />
              Add Set
            </button>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              <TextField
                label="Duration"
                placeholder="e.g. 30 seconds"
                maxLength={50}
                {...text('duration')}
              />
              <TextField
                label="Tempo/Intensity"
                placeholder="e.g. 3-1-1 or moderate"
                maxLength={50}
                {...text('tempo')}
              />
              <TextareaField
                label="Description / Tip"
                rows={2}
                maxLength={DESCRIPTION_MAX}
                hint={`${exercise.description.length}/${DESCRIPTION_MAX}`}
                {...text('description')}
              />
              <SpecialInstructionsField {...text('specialInstructions')} />
            </div>
          </>
        )}
      </div>
    </li>
  );
});
