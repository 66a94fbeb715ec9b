import { z } from 'zod';
import { errorBody, idParams, idSchema } from './common.ts';
import { route } from './route.ts';
import { exerciseItem } from './libraries.ts';
import { previousPerformance } from './workouts.ts';

/** At most this many exercises in each list of the picker's suggestions. */
export const SUGGESTIONS_MAX = 10;

/** GET /api/clients/{id}/exercise-suggestions: what the picker offers before any search. */
export const exerciseSuggestionsAnswer = z.object({
  /** Exercises of the client's most recent workouts, most recent first. */
  recent: z.array(exerciseItem),
  /** The exercises the trainer prescribes most, most used first. */
  mostUsed: z.array(exerciseItem),
});
export type ExerciseSuggestions = z.infer<typeof exerciseSuggestionsAnswer>;

export const LAST_PERFORMANCES_MAX = 50;

/** `exerciseIds`: a comma-separated list of library exercise ids, 1 to 50. */
export const lastPerformancesQuery = z.object({
  exerciseIds: z
    .string({ message: 'Exercise ids are required' })
    .trim()
    .min(1, 'Exercise ids are required')
    .max(LAST_PERFORMANCES_MAX * 37, `At most ${LAST_PERFORMANCES_MAX} exercise ids`)
    .transform((v) => [...new Set(v.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(idSchema)
        .min(1, 'Exercise ids are required')
        .max(LAST_PERFORMANCES_MAX, `At most ${LAST_PERFORMANCES_MAX} exercise ids`),
    ),
});

export { performedSet, type PerformedSet } from './workouts.ts';

/** The sets of the last completed workout in which the client performed the exercise. */
export const lastPerformance = previousPerformance.extend({ exerciseId: idSchema });
export type LastPerformance = z.infer<typeof lastPerformance>;

export const lastPerformancesAnswer = z.object({ performances: z.array(lastPerformance) });
export type LastPerformancesAnswer = z.infer<typeof lastPerformancesAnswer>;

/** What the builder offers a trainer first, from a client's history. */
export const prescribingCalls = {
  suggestions: route({
    method: 'GET',
    path: '/api/clients/:id/exercise-suggestions',
    summary: "Exercises to offer first: the client's recent ones and my most used",
    tags: ['clients'],
    params: idParams,
    answers: { 200: exerciseSuggestionsAnswer, 404: errorBody },
  }),

  lastPerformances: route({
    method: 'GET',
    path: '/api/clients/:id/last-performances',
    summary: 'What the client last did of each exercise',
    tags: ['clients'],
    params: idParams,
    query: lastPerformancesQuery,
    answers: { 200: lastPerformancesAnswer, 400: errorBody, 404: errorBody },
  }),
};
