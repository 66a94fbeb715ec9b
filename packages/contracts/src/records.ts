import { z } from 'zod';
import { errorBody, idParams, idSchema } from './common.ts';
import { route } from './route.ts';
import { weightUnitSchema, workoutAnswer } from './workouts.ts';

/**
 * How the app names its one-rep-max estimate wherever it shows one: Epley's, weight × (1 + reps / 30)
 * and the weight itself for one rep (computed by the database, records.repository.ts).
 */
export const ONE_REP_MAX_LABEL = 'Estimated 1RM (Epley)';

/** Kilograms in one pound: weights in different units are compared in kilograms. */
export const KG_PER_LB = 0.45359237;

/** One decimal, as weights are shown and sent. */
export const roundWeight = (value: number) => Math.round(value * 10) / 10;

/**
 * A client's best in one exercise, from the actuals of their completed workouts (sets with reps and
 * a weight above 0). `bestWeight`, `reps`, `achievedAt` and `workoutId` are the heaviest set's (in its
 * own unit; the heaviest compared in kilograms, then the most reps, then the earliest);
 * `estimatedOneRepMax` is the best Epley estimate over all those sets, in `weightUnit`.
 */
export const personalRecord = z.object({
  exerciseId: idSchema,
  exerciseName: z.string(),
  bestWeight: z.number(),
  weightUnit: weightUnitSchema,
  reps: z.number().int(),
  estimatedOneRepMax: z.number(),
  /** When the workout of the heaviest set was completed (ISO 8601). */
  achievedAt: z.string(),
  workoutId: idSchema,
});
export type PersonalRecord = z.infer<typeof personalRecord>;

/** GET /api/records, GET /api/clients/{id}/records: one record per exercise, by exercise name. */
export const recordsAnswer = z.object({ records: z.array(personalRecord) });
export type RecordsAnswer = z.infer<typeof recordsAnswer>;

/** `clientId`: the trainer names one of their clients; a client may leave it out or name themselves. */
export const exerciseHistoryQuery = z.object({ clientId: idSchema.optional() });

export const exerciseHistoryParams = z.object({ exerciseId: idSchema });

/**
 * One completed workout's performance of the exercise: its heaviest set (`topWeight`, its unit and
 * reps), the best Epley estimate of its sets and the volume (weight × reps summed), both in
 * `weightUnit`.
 */
export const historyPoint = z.object({
  /** When the workout was completed (ISO 8601). */
  date: z.string(),
  workoutId: idSchema,
  topWeight: z.number(),
  weightUnit: weightUnitSchema,
  reps: z.number().int(),
  estimatedOneRepMax: z.number(),
  volume: z.number(),
});
export type HistoryPoint = z.infer<typeof historyPoint>;

/** GET /api/exercise-history/{exerciseId}: oldest first. */
export const exerciseHistoryAnswer = z.object({
  exerciseId: idSchema,
  exerciseName: z.string(),
  points: z.array(historyPoint),
});
export type ExerciseHistoryAnswer = z.infer<typeof exerciseHistoryAnswer>;

/** A weight as people read it: "100 kg", "225.5 lbs". */
export const formatWeight = (value: number, unit: string) =>
  `${Number(roundWeight(value).toFixed(1))} ${unit}`;

/** "Back Squat 100 kg × 5 (est. 1RM 116.7 kg)". */
export function describeRecord(
  r: Pick<PersonalRecord, 'exerciseName' | 'bestWeight' | 'weightUnit' | 'reps' | 'estimatedOneRepMax'>,
): string {
  return `${r.exerciseName} ${formatWeight(r.bestWeight, r.weightUnit)} × ${r.reps} (est. 1RM ${formatWeight(
    r.estimatedOneRepMax,
    r.weightUnit,
  )})`;
}

/**
 * PATCH /api/workouts/{id}/complete: the completed workout, and the personal records it set (an
 * exercise's best Epley estimate or heaviest weight beaten; each the workout's set that did it).
 */
export const completeAnswer = workoutAnswer.extend({ records: z.array(personalRecord) });
export type CompleteAnswer = z.infer<typeof completeAnswer>;

/** The records' calls. */
export const recordsCalls = {
  /** The client's own records. */
  mine: route({
    method: 'GET',
    path: '/api/records',
    summary: 'My personal records: the best weight and estimated 1RM (Epley) of each exercise',
    tags: ['progress'],
    answers: { 200: recordsAnswer },
  }),

  /** A trainer's client's records. */
  ofClient: route({
    method: 'GET',
    path: '/api/clients/:id/records',
    summary: "A client's personal records",
    tags: ['clients'],
    params: idParams,
    answers: { 200: recordsAnswer, 404: errorBody },
  }),

  /** One exercise over the completed workouts: the client's own, or a trainer's client's. */
  history: route({
    method: 'GET',
    path: '/api/exercise-history/:exerciseId',
    summary: 'One exercise in each completed workout: top set, estimated 1RM (Epley) and volume',
    tags: ['progress'],
    params: exerciseHistoryParams,
    query: exerciseHistoryQuery,
    answers: { 200: exerciseHistoryAnswer, 400: errorBody, 404: errorBody },
  }),
};
