import { useId, useState } from 'react';
import { ChevronDown, FileText, Lock, MessageSquareText, PlayCircle } from 'lucide-react';
import type { WorkoutExercise } from '@kinetic/contracts/workouts';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { inputClasses, inputStateClasses } from '../../../components/ui/text-field.tsx';
import {
  completeAsAssigned,
  fieldKey,
  hasModifiedFeedback,
  isDurationBased,
  modifyPerformance,
  type ExerciseDraft,
} from '../lib/client-workout-feedback.ts';
import { videoEmbed } from '../lib/client-workout-video.ts';
import { ActualInput } from './client-actual-input.tsx';
import { ClientExerciseSets } from './client-exercise-sets.tsx';
import { ClientExerciseTargets } from './client-exercise-targets.tsx';
import { ClientExerciseVideo } from './client-exercise-video.tsx';
import { PerformanceChoice } from './client-performance-choice.tsx';
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
  const durationBased = isDurationBased(exercise);
  const locked = readOnly || draft.completedAsPrescribed;
  const modified = hasModifiedFeedback(exercise, draft);
  const embed = videoEmbed(exercise.videoUrl);
  const hasDescription = Boolean(exercise.description.trim() || exercise.specialInstructions.trim());
  const name = exercise.exerciseName;

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
        <ClientExerciseTargets exercise={exercise} />

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

        <ClientExerciseSets
          exercise={exercise}
          draft={draft}
          onChange={onChange}
          locked={locked}
          errors={errors}
        />

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
