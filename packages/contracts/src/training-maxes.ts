import { z } from 'zod';
import { errorBody, idParams, idSchema } from './common.ts';
import { route } from './route.ts';
import { weightUnitSchema } from './workout-answers.ts';

// A client's training max per exercise: what a percentage prescription takes its load from. The
// trainer sets one, else the client's records give their estimated one-rep max.

/** Training maxes a trainer may set per client: far above the lifts any program works from. */
export const TRAINING_MAXES_PER_CLIENT_MAX = 200;
export const TRAINING_MAXES_LIMIT_REACHED = `A client can have at most ${TRAINING_MAXES_PER_CLIENT_MAX} training maxes: remove one first`;
export const TRAINING_MAX_WEIGHT_MAX = 1000;

export const TRAINING_MAX_SOURCES = ['trainer', 'records'] as const;

export const trainingMaxInput = z.object({
  weight: z
    .number({ message: 'Weight must be a number' })
    .positive('Weight must be above 0')
    .max(TRAINING_MAX_WEIGHT_MAX, `Weight must be at most ${TRAINING_MAX_WEIGHT_MAX}`),
  weightUnit: weightUnitSchema,
});
export type TrainingMaxInput = z.input<typeof trainingMaxInput>;

/**
 * One exercise's training max: the trainer's (`source` trainer, with when it was set) or the best
 * estimated 1RM (Epley) of the client's records (`source` records, `updatedAt` null).
 */
export const trainingMax = z.object({
  exerciseId: idSchema,
  exerciseName: z.string(),
  weight: z.number(),
  weightUnit: weightUnitSchema,
  source: z.enum(TRAINING_MAX_SOURCES),
  updatedAt: z.string().nullable(),
});
export type TrainingMaxEntry = z.infer<typeof trainingMax>;

/** By exercise name; an exercise with a trainer's training max is not listed again from records. */
export const trainingMaxesAnswer = z.object({ trainingMaxes: z.array(trainingMax) });
export type TrainingMaxesAnswer = z.infer<typeof trainingMaxesAnswer>;

export const trainingMaxParams = z.object({ id: idSchema, exerciseId: idSchema });

const tags = ['clients'];

/** A trainer's calls on the training maxes of one of their clients. */
export const trainingMaxCalls = {
  ofClient: route({
    method: 'GET',
    path: '/api/clients/:id/training-maxes',
    summary: "A client's training maxes: the ones I set, else their records' estimated 1RM",
    tags,
    params: idParams,
    answers: { 200: trainingMaxesAnswer, 404: errorBody },
  }),

  set: route({
    method: 'PUT',
    path: '/api/clients/:id/training-maxes/:exerciseId',
    summary: "Set a client's training max for an exercise",
    description: `A weight above 0 and at most ${TRAINING_MAX_WEIGHT_MAX} in kg or lbs. At most ${TRAINING_MAXES_PER_CLIENT_MAX} per client (409).`,
    tags,
    params: trainingMaxParams,
    body: trainingMaxInput,
    answers: { 200: z.object({ trainingMax }), 400: errorBody, 404: errorBody, 409: errorBody },
  }),

  remove: route({
    method: 'DELETE',
    path: '/api/clients/:id/training-maxes/:exerciseId',
    summary: "Remove the training max I set (the records' estimate applies again)",
    tags,
    params: trainingMaxParams,
    answers: { 204: z.null(), 404: errorBody },
  }),
};
