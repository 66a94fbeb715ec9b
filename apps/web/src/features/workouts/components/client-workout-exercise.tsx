import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, FileText, Lock, MessageSquareText, PlayCircle } from 'lucide-react';
import type { SetRow, WorkoutExercise } from '@kinetic/contracts/workouts';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { inputClasses, inputStateClasses } from '../../../components/ui/text-field.tsx';
import {
  completeAsAssigned,
  fieldKey,
  hasModifiedFeedback,
  isDurationBased,
  isRepBased,
  modifyPerformance,
  type ExerciseDraft,
  type SetDraft,
} from '../lib/client-workout-feedback.ts';
import { videoEmbed } from '../lib/client-workout-video.ts';
import { ClientExerciseVideo } from './client-exercise-video.tsx';
import { ClientWorkoutModal } from './client-workout-modal.tsx';

export interface ClientWorkoutExerciseProps {
  exercise: WorkoutExercise;
  draft: ExerciseDraft;
  onChange: (draft: ExerciseDraft) => void;
  /** A completed workout: everything disabled. */
  readOnly: boolean;
  unsaved: boolean;
  errors: Record<string, string>;
}

export function setCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'set' : 'sets'}`;
}

function targetText(set: SetRow): string {
  const parts: string[] = [];
  if (set.targetReps > 0) parts.push(`${set.targetReps} reps`);
  if (set.targetWeight.trim())
    parts.push(`${set.targetWeight} ${set.weightUnit}${set.eachSide ? ' ea' : ''}`);
  else if (set.eachSide && set.targetReps > 0) parts.push('ea');
  if (set.targetDuration.trim()) parts.push(set.targetDuration);
  return parts.join(' × ') || 'No target';
}

/** One labelled input of the performance form; the label names the exercise and set for screen readers. */
function ActualInput({
  context,
  label,
  value,
  onChange,
  disabled,
  error,
  hint,
  numeric,
  decimal,
}: {
  context: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error?: string;
  hint?: string;
  numeric?: boolean;
  decimal?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        <span className="sr-only">{context} </span>
        {label}
      </label>
      <input
        id={id}
        type={numeric ? 'number' : 'text'}
        inputMode={numeric ? 'numeric' : decimal ? 'decimal' : undefined}
        pattern={numeric ? '[0-9]*' : undefined}
        min={numeric ? 0 : undefined}
        step={numeric ? 1 : undefined}
        autoComplete="off"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
        }
        className={cn(inputClasses, inputStateClasses(Boolean(error)), 'h-12 text-base sm:h-11')}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The two choices; the spec's words are 'completed as assigned' and 'modify actual performance'. */
function PerformanceChoice({
  name,
  asAssigned,
  disabled,
  onAsAssigned,
  onModify,
}: {
  name: string;
  asAssigned: boolean;
  disabled: boolean;
  onAsAssigned: () => void;
  onModify: () => void;
}) {
  const option = (
    key: string,
    checked: boolean,
    label: string,
    description: string,
    onSelect: () => void,
  ): ReactNode => (
    <label
      className={cn(
        'flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
        checked
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : 'border-slate-200 bg-white hover:bg-slate-50',
        disabled && 'cursor-not-allowed opacity-70',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-labelledby={`${name}-${key}`}
        aria-describedby={`${name}-${key}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span className="min-w-0">
        <span
          id={`${name}-${key}`}
          className="block text-sm font-semibold text-slate-900 first-letter:uppercase"
        >
          {label}
        </span>
        <span id={`${name}-${key}-hint`} className="block text-xs text-slate-500">
          {description}
        </span>
      </span>
    </label>
  );
  return (
    <fieldset>
      <legend className="sr-only">How did it go?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {option(
          'assigned',
          asAssigned,
          'completed as assigned',
          'Use the targets as my results',
          onAsAssigned,
        )}
        {option('modify', !asAssigned, 'modify actual performance', 'Enter what I actually did', onModify)}
      </div>
    </fieldset>
  );
}

/** One exercise of a set block: collapsible, with its demo, description, choice, actual values and notes. */
export function ClientWorkoutExercise({
  exercise,
  draft,
  onChange,
  readOnly,
  unsaved,
  errors,
}: ClientWorkoutExerciseProps) {
  const [open, setOpen] = useState(true);
  const [modal, setModal] = useState<'description' | 'video' | null>(null);
  const panelId = useId();
  const notesId = useId();
  const repBased = isRepBased(exercise);
  const durationBased = isDurationBased(exercise);
  const locked = readOnly || draft.completedAsPrescribed;
  const modified = hasModifiedFeedback(exercise, draft);
  const embed = videoEmbed(exercise.videoUrl);
  const hasDescription = Boolean(exercise.description.trim() || exercise.specialInstructions.trim());
  const name = exercise.exerciseName;

  const updateSet = (setId: string, patch: Partial<SetDraft>) =>
    onChange({ ...draft, sets: draft.sets.map((s) => (s.id === setId ? { ...s, ...patch } : s)) });

  return (
    <div role="group" aria-label={name} className="rounded-xl border border-slate-200 bg-white">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="flex min-h-14 w-full items-center gap-3 rounded-xl px-4 py-3 text-left hover:bg-slate-50"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-slate-900">{name}</span>
            <span className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-500">
              <span>
                {exercise.sets.length === 0 && durationBased
                  ? [exercise.duration, exercise.tempo].filter((v) => v.trim()).join(' · ')
                  : setCountLabel(exercise.sets.length)}
              </span>
              {unsaved && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
                  Unsaved
                </span>
              )}
              {modified && (
                <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">
                  <MessageSquareText aria-hidden="true" className="size-3" />
                  Feedback added
                </span>
              )}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-slate-400 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>

      <div id={panelId} hidden={!open} className="space-y-4 border-t border-slate-100 px-4 pt-3 pb-4">
        {(durationBased || exercise.equipment.length > 0) && (
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {durationBased && exercise.duration && (
              <div className="flex gap-1.5">
                <dt className="text-slate-500">Target duration</dt>
                <dd className="font-medium text-slate-900">{exercise.duration}</dd>
              </div>
            )}
            {exercise.tempo && (
              <div className="flex gap-1.5">
                <dt className="text-slate-500">Tempo</dt>
                <dd className="font-medium text-slate-900">{exercise.tempo}</dd>
              </div>
            )}
            {exercise.equipment.length > 0 && (
              <div className="flex gap-1.5">
                <dt className="text-slate-500">Equipment</dt>
                <dd className="font-medium text-slate-900">{exercise.equipment.join(', ')}</dd>
              </div>
            )}
          </dl>
        )}

        {(hasDescription || embed) && (
          <div className="flex flex-wrap gap-2">
            {hasDescription && (
              <button
                type="button"
                onClick={() => setModal('description')}
                className="inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50"
              >
                <FileText aria-hidden="true" className="size-4" />
                Description
              </button>
            )}
            {embed && (
              <button
                type="button"
                onClick={() => setModal('video')}
                className="inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50"
              >
                <PlayCircle aria-hidden="true" className="size-4" />
                Watch Demo
              </button>
            )}
          </div>
        )}

        <PerformanceChoice
          name={`performance-${exercise.id}`}
          asAssigned={draft.completedAsPrescribed}
          disabled={readOnly}
          onAsAssigned={() => onChange(completeAsAssigned(exercise, draft))}
          onModify={() => onChange(modifyPerformance(draft))}
        />

        {repBased && (
          <ol className="space-y-3">
            {exercise.sets.map((set) => {
              const setDraft = draft.sets.find((s) => s.id === set.id);
              if (!setDraft) return null;
              const context = `${name} set ${set.setNumber}`;
              return (
                <li key={set.id} className="rounded-lg bg-slate-50 p-3">
                  <div className="mb-2 flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-semibold text-slate-800">Set {set.setNumber}</span>
                    <span className="text-slate-500">Target: {targetText(set)}</span>
                  </div>
                  <div className="grid grid-cols-2 items-start gap-3">
                    <ActualInput
                      context={context}
                      label="Actual reps"
                      numeric
                      value={setDraft.actualReps}
                      disabled={locked}
                      onChange={(actualReps) => updateSet(set.id, { actualReps })}
                      error={errors[fieldKey(exercise.id, 'actualReps', set.id)]}
                    />
                    <ActualInput
                      context={context}
                      label={`Actual weight (${set.weightUnit})`}
                      decimal
                      value={setDraft.actualWeight}
                      disabled={locked}
                      onChange={(actualWeight) => updateSet(set.id, { actualWeight })}
                      error={errors[fieldKey(exercise.id, 'actualWeight', set.id)]}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        )}

        {durationBased && (
          <div className="grid grid-cols-2 gap-3">
            <ActualInput
              context={name}
              label="Actual duration"
              value={draft.actualDuration}
              disabled={locked}
              onChange={(actualDuration) => onChange({ ...draft, actualDuration })}
              error={errors[fieldKey(exercise.id, 'actualDuration')]}
              hint={exercise.duration ? `Target: ${exercise.duration}` : undefined}
            />
            <ActualInput
              context={name}
              label="Actual tempo"
              value={draft.actualTempo}
              disabled={locked}
              onChange={(actualTempo) => onChange({ ...draft, actualTempo })}
              error={errors[fieldKey(exercise.id, 'actualTempo')]}
              hint={exercise.tempo ? `Target: ${exercise.tempo}` : undefined}
            />
          </div>
        )}

        {locked && !readOnly && (
          <p className="flex items-center gap-1.5 text-xs text-slate-500">
            <Lock aria-hidden="true" className="size-3.5" />
            Results match the targets. Choose “modify actual performance” to change them.
          </p>
        )}

        <div hidden={readOnly && !draft.notes.trim()}>
          <label htmlFor={notesId} className="mb-1 block text-xs font-medium text-slate-600">
            <span className="sr-only">{name} </span>
            Notes
          </label>
          <textarea
            id={notesId}
            rows={2}
            value={draft.notes}
            disabled={readOnly}
            placeholder={readOnly ? undefined : 'How did it feel? Anything your trainer should know?'}
            onChange={(event) => onChange({ ...draft, notes: event.target.value })}
            aria-invalid={errors[fieldKey(exercise.id, 'notes')] ? true : undefined}
            aria-describedby={errors[fieldKey(exercise.id, 'notes')] ? `${notesId}-error` : undefined}
            className={cn(
              inputClasses,
              inputStateClasses(Boolean(errors[fieldKey(exercise.id, 'notes')])),
              'text-base',
            )}
          />
          <FieldError id={`${notesId}-error`} message={errors[fieldKey(exercise.id, 'notes')]} />
        </div>
      </div>

      <ClientWorkoutModal title={name} open={modal === 'description'} onClose={() => setModal(null)}>
        <div className="space-y-4 text-sm text-slate-700">
          {exercise.description.trim() && (
            <section>
              <h3 className="mb-1 font-semibold text-slate-900">Description</h3>
              <p className="whitespace-pre-line">{exercise.description}</p>
            </section>
          )}
          {exercise.specialInstructions.trim() && (
            <section>
              <h3 className="mb-1 font-semibold text-slate-900">Special instructions</h3>
              <p className="whitespace-pre-line">{exercise.specialInstructions}</p>
            </section>
          )}
        </div>
      </ClientWorkoutModal>
      {embed && (
        <ClientWorkoutModal
          title={`${name} demo`}
          open={modal === 'video'}
          onClose={() => setModal(null)}
          wide
        >
          <ClientExerciseVideo embed={embed} title={`${name} demo video`} />
        </ClientWorkoutModal>
      )}
    </div>
  );
}
