import { z } from 'zod';
import {
  actualExerciseInput,
  actualSetInput,
  painReport,
  type WeightUnit,
  type Workout,
} from '@kinetic/contracts/workouts';
import { draftFromWorkout, type ExerciseDraft, type WorkoutDraft } from './client-workout-feedback.ts';
import { exerciseBody } from './feedback-body.ts';
import { NO_PAIN, type PainDraft } from './pain-report.ts';

/**
 * The gym screen's form: each exercise's draft (at its place of exerciseIndexes), and the
 * "Something hurt" part of the completion.
 */
export interface WorkoutForm {
  exercises: ExerciseDraft[];
  pain: PainDraft;
}

/** Where each exercise's draft is in the form: `exercises.${index}`. */
export type ExercisePath = `exercises.${number}`;

// What the client typed is checked with the contract's own rules for what is sent (reps whole
// numbers of at least 0, lengths of text...), on the body built from it, so each message comes from
// the one definition the server applies too. Ids and sizes are the server's to judge, not the client's.
const typedSet = actualSetInput
  .pick({
    actualReps: true,
    actualWeight: true,
    actualWeightUnit: true,
    actualDuration: true,
    actualTempo: true,
  })
  .extend({ id: z.string() });
const typedExercise = actualExerciseInput
  .pick({ notes: true, completedAsPrescribed: true, actualDuration: true, actualTempo: true })
  .extend({ id: z.string(), sets: z.array(typedSet) });

/** "Something hurt": nothing to check unless it did; then where (and how much), as the contract says. */
export const painForm = z
  .custom<PainDraft>()
  .transform((p) => (p.hurt ? { area: p.area, level: p.level } : null))
  .pipe(painReport.nullable());

/**
 * The form's schema: a message lands under the field it names (`exercises.0.sets.1.actualReps`),
 * since a body's exercises and rows are in the order of the drafts.
 */
export const workoutForm = z.object({
  exercises: z.array(z.custom<ExerciseDraft>().transform(exerciseBody).pipe(typedExercise)),
  pain: painForm,
});

/** On load: what the server holds (see draftFromExercise), weights left empty in `unit`; nothing hurt. */
export function workoutFormValues(workout: Pick<Workout, 'sets'>, unit?: WeightUnit): WorkoutForm {
  return { exercises: Object.values(draftFromWorkout(workout, unit)), pain: NO_PAIN };
}

/** Each exercise's place in the form, by its id. */
export function exerciseIndexes(exercises: readonly ExerciseDraft[]): ReadonlyMap<string, number> {
  return new Map(exercises.map((d, index) => [d.id, index]));
}

/** The form's drafts by exercise id, as the bodies are built from them. */
export function draftOf(exercises: readonly ExerciseDraft[]): WorkoutDraft {
  return Object.fromEntries(exercises.map((d) => [d.id, d]));
}
