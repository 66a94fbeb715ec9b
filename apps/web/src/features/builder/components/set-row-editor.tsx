import type { Dispatch } from 'react';
import { Copy, X } from 'lucide-react';
import { WEIGHT_UNITS } from '@kinetic/contracts/workouts';
import { cn } from '../../../components/ui/cn.ts';
import { inputClasses, inputStateClasses } from '../../../components/ui/text-field.tsx';
import { bindText } from '../lib/bind-text.ts';
import type { BuilderAction, SetRowDraft } from '../lib/builder-state.ts';
import { EditButton } from './edit-button.tsx';

// The shared input look without its full width: set rows put several small inputs on one line.
const smallInput = cn(inputClasses.replace('block w-full', 'block'), 'px-2.5 py-2 text-center');

/**
 * One set row of an exercise: reps, weight, unit, each side, its own target duration (a plank held
 * 45 s), copy and delete.
 */
export function SetRowEditor({
  row,
  blockKey,
  exerciseKey,
  timed,
  dispatch,
}: {
  row: SetRowDraft;
  blockKey: string;
  exerciseKey: string;
  /** The exercise has a duration or a tempo: it is valid without reps, so none is wrong. */
  timed: boolean;
  dispatch: Dispatch<BuilderAction>;
}) {
  const ids = { blockKey, exerciseKey, rowKey: row.key };
  const update = (patch: Partial<SetRowDraft>) => dispatch({ type: 'updateSetRow', ...ids, patch });
  const text = bindText(row, update);
  // A row with its own duration is timed too: no reps is right there.
  const invalidReps = row.targetReps <= 0 && !timed && row.targetDuration.trim() === '';
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-2 py-2">
      <span className="w-12 shrink-0 text-sm font-medium text-slate-600">Set {row.setNumber}</span>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        aria-label={`Set ${row.setNumber} reps`}
        aria-invalid={invalidReps || undefined}
        placeholder="Reps"
        value={row.targetReps === 0 ? '' : row.targetReps}
        onChange={(e) => {
          const n = Number.parseInt(e.target.value, 10);
          update({ targetReps: Number.isNaN(n) ? 0 : n });
        }}
        className={cn(smallInput, inputStateClasses(invalidReps), 'w-20', invalidReps && 'bg-red-50')}
      />
      <input
        type="text"
        inputMode="decimal"
        aria-label={`Set ${row.setNumber} weight`}
        placeholder="Weight"
        maxLength={20}
        {...text('targetWeight')}
        className={cn(smallInput, inputStateClasses(false), 'w-20')}
      />
      <input
        type="text"
        aria-label={`Set ${row.setNumber} time`}
        title="Time (e.g. 45s or 1:30)"
        placeholder="Time"
        maxLength={50}
        {...text('targetDuration')}
        className={cn(smallInput, inputStateClasses(false), 'w-20')}
      />
      <div
        role="group"
        aria-label={`Set ${row.setNumber} unit`}
        className="flex rounded-lg border border-slate-300 p-0.5"
      >
        {WEIGHT_UNITS.map((unit) => (
          <button
            key={unit}
            type="button"
            aria-pressed={row.weightUnit === unit}
            onClick={() => update({ weightUnit: unit })}
            className={cn(
              'rounded-md px-2 py-1 text-xs font-semibold',
              row.weightUnit === unit ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            {unit}
          </button>
        ))}
      </div>
      <button
        type="button"
        aria-pressed={row.eachSide}
        title="Each side"
        aria-label={`Set ${row.setNumber} each side`}
        onClick={() => update({ eachSide: !row.eachSide })}
        className={cn(
          'rounded-lg border px-2 py-1.5 text-xs font-semibold',
          row.eachSide
            ? 'border-brand-600 bg-brand-50 text-brand-800'
            : 'border-slate-300 text-slate-500 hover:bg-slate-100',
        )}
      >
        ea
      </button>
      <span className="ml-auto flex items-center">
        <EditButton
          label={`Copy set ${row.setNumber}`}
          title="Copy set"
          icon={Copy}
          onClick={() => dispatch({ type: 'copySetRow', ...ids })}
        />
        <EditButton
          label={`Delete set ${row.setNumber}`}
          title="Delete set"
          icon={X}
          tone="danger"
          onClick={() => dispatch({ type: 'removeSetRow', ...ids })}
        />
      </span>
    </li>
  );
}
