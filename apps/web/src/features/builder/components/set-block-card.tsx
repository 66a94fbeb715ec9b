import { memo, type Dispatch } from 'react';
import { ArrowDown, ArrowUp, CopyPlus, Plus, Trash2 } from 'lucide-react';
import type { SetType } from '@kinetic/contracts/libraries';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bindText } from '../lib/bind-text.ts';
import type { BlockDraft, BlockFields, BuilderAction } from '../lib/builder-state.ts';
import { ExerciseCard } from './exercise-card.tsx';
import { EditButton } from './edit-button.tsx';
import { SpecialInstructionsField } from './special-instructions-field.tsx';

/**
 * A whole number from `min` to `max` (intensity 1-10, heart rate 60-220), with the message under
 * the field, naming it `name`, when it is out of range.
 */
function RangeField({
  label,
  name,
  min,
  max,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  name: string;
  min: number;
  max: number;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const n = Number(value);
  const inRange = value.trim() === '' || (Number.isInteger(n) && n >= min && n <= max);
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      placeholder={placeholder}
      value={value}
      error={inRange ? undefined : `${name} must be from ${min} to ${max}`}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export interface SetBlockCardProps {
  block: BlockDraft;
  count: number;
  setTypes: SetType[] | undefined;
  dispatch: Dispatch<BuilderAction>;
  onAddExercise: (blockKey: string) => void;
  onChangeExercise: (blockKey: string, exerciseKey: string) => void;
}

/** A set block: its controls, fields and exercises. Memoized: typing in one block leaves the others alone. */
export const SetBlockCard = memo(function SetBlockCard({
  block,
  count,
  setTypes,
  dispatch,
  onAddExercise,
  onChangeExercise,
}: SetBlockCardProps) {
  const n = block.setNumber;
  const update = (patch: Partial<BlockFields>) =>
    dispatch({ type: 'updateBlock', blockKey: block.key, patch });
  const text = bindText(block, update);
  const typeNames = setTypes?.map((t) => t.name) ?? [];
  const knownTypes =
    block.setType && !typeNames.includes(block.setType) ? [block.setType, ...typeNames] : typeNames;

  return (
    <section
      aria-labelledby={`${block.key}-title`}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center gap-1 border-b border-slate-100 py-2 pr-2 pl-4 sm:pl-5">
        <h3 id={`${block.key}-title`} className="min-w-0 flex-1 truncate font-semibold text-slate-900">
          Set {n} - {block.setType || 'No Type'}
        </h3>
        <EditButton
          label={`Move set ${n} up`}
          icon={ArrowUp}
          disabled={n === 1}
          onClick={() => dispatch({ type: 'moveBlock', blockKey: block.key, direction: -1 })}
        />
        <EditButton
          label={`Move set ${n} down`}
          icon={ArrowDown}
          disabled={n === count}
          onClick={() => dispatch({ type: 'moveBlock', blockKey: block.key, direction: 1 })}
        />
        <EditButton
          label={`Duplicate set ${n}`}
          title="Duplicate set"
          icon={CopyPlus}
          onClick={() => dispatch({ type: 'duplicateBlock', blockKey: block.key })}
        />
        {count > 1 && (
          <EditButton
            label={`Delete set ${n}`}
            icon={Trash2}
            tone="danger"
            onClick={() => dispatch({ type: 'removeBlock', blockKey: block.key })}
          />
        )}
      </div>
      <div className="space-y-4 px-4 py-4 sm:px-5">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField label="Set Type" options={knownTypes} {...text('setType')}>
            <option value="">No Type</option>
          </SelectField>
          <TextField
            label="Rest Period"
            placeholder="e.g. 60 seconds"
            maxLength={50}
            {...text('restPeriod')}
          />
          <RangeField
            label="Intensity Level / RPE (1-10)"
            name="Intensity"
            min={1}
            max={10}
            value={block.intensityLevel}
            onChange={(intensityLevel) => update({ intensityLevel })}
          />
          <RangeField
            label="Target Heart Rate (BPM)"
            name="Heart rate"
            min={60}
            max={220}
            placeholder="60-220"
            value={block.targetHeartRate}
            onChange={(targetHeartRate) => update({ targetHeartRate })}
          />
        </div>
        <SpecialInstructionsField {...text('specialInstructions')} />
        {block.exercises.length > 0 && (
          <ul aria-label={`Set ${n} exercises`} className="space-y-2">
            {block.exercises.map((exercise) => (
              <ExerciseCard
                key={exercise.key}
                blockKey={block.key}
                exercise={exercise}
                count={block.exercises.length}
                dispatch={dispatch}
                onChangeExercise={onChangeExercise}
              />
            ))}
          </ul>
        )}
        <Button variant="secondary" size="sm" data-edit-control onClick={() => onAddExercise(block.key)}>
          <Plus aria-hidden="true" className="size-4" />
          Add Exercise
        </Button>
      </div>
    </section>
  );
});
