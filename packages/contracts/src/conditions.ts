import { z } from 'zod';
import { errorBody, idParams, idSchema } from './common.ts';
import { route } from './route.ts';

/**
 * One vocabulary for what a body may forbid: library exercises list the conditions they are
 * contraindicated for, and a client carries the conditions their trainer confirmed.
 */
export const CONDITIONS = [
  'knee',
  'lower-back',
  'shoulder',
  'wrist',
  'hip',
  'ankle',
  'neck',
  'pregnancy',
  'high-blood-pressure',
  'heart',
] as const;

export const conditionSchema = z.enum(CONDITIONS, { message: 'Unknown condition' });
export type Condition = z.infer<typeof conditionSchema>;

/** How a condition is named to people. */
export const CONDITION_LABELS: Record<Condition, string> = {
  knee: 'Knee',
  'lower-back': 'Lower back',
  shoulder: 'Shoulder',
  wrist: 'Wrist',
  hip: 'Hip',
  ankle: 'Ankle',
  neck: 'Neck',
  pregnancy: 'Pregnancy',
  'high-blood-pressure': 'High blood pressure',
  heart: 'Heart condition',
};

/** A list of conditions: each at most once, in the vocabulary's order. */
export const conditionList = z
  .array(conditionSchema, { message: 'Conditions must be a list' })
  .max(CONDITIONS.length)
  .transform((list) => CONDITIONS.filter((condition) => list.includes(condition)));

/** A warning on one exercise of a plan that meets one of the client's conditions. Never a block. */
export const warningSchema = z.object({
  exerciseId: idSchema,
  exerciseName: z.string(),
  condition: conditionSchema,
  message: z.string(),
});
export type ExerciseWarning = z.infer<typeof warningSchema>;

/** A warning for one of the clients a program or copies are for (never a refusal). */
export const clientWarning = warningSchema.extend({ clientId: idSchema });
export type ClientWarning = z.infer<typeof clientWarning>;

export const warningMessage = (exerciseName: string, condition: Condition) =>
  `${exerciseName} is contraindicated for ${CONDITION_LABELS[condition].toLowerCase()}`;

/**
 * The warnings for a plan's exercises given the client's conditions: one per exercise and
 * condition, in the order the exercises first appear. The server and the web app both use this, so
 * a warning reads the same wherever it is shown.
 */
export function conditionWarnings(
  conditions: readonly Condition[],
  exercises: readonly { id: string; name: string; contraindications: readonly Condition[] }[],
): ExerciseWarning[] {
  const seen = new Set<string>();
  const warnings: ExerciseWarning[] = [];
  for (const exercise of exercises) {
    for (const condition of exercise.contraindications) {
      const key = `${exercise.id}:${condition}`;
      if (!conditions.includes(condition) || seen.has(key)) continue;
      seen.add(key);
      warnings.push({
        exerciseId: exercise.id,
        exerciseName: exercise.name,
        condition,
        message: warningMessage(exercise.name, condition),
      });
    }
  }
  return warnings;
}

/** PUT /api/clients/{id}/conditions: the client's conditions as the trainer confirmed them. */
export const clientConditionsBody = z.object({ conditions: conditionList });
export type ClientConditionsBody = z.input<typeof clientConditionsBody>;

export const clientConditionsSaved = z.object({ conditions: z.array(conditionSchema) });

/** GET /api/users/me/conditions: the signed-in client's own conditions, read-only. */
export const ownConditionsAnswer = clientConditionsSaved;
export type OwnConditions = z.infer<typeof ownConditionsAnswer>;

export const NO_CONDITIONS = 'No conditions recorded';
export const CONDITIONS_LOAD_FAILED = 'Could not load your conditions.';

/** GET /api/clients/{id}/conditions: `suggested` are the conditions the intake answers point to. */
export const clientConditionsAnswer = clientConditionsSaved.extend({
  suggested: z.array(conditionSchema),
});
export type ClientConditions = z.infer<typeof clientConditionsAnswer>;

/**
 * A client's conditions: for their own trainer (any other client is not found), and read-only for
 * the client.
 */
export const conditionsCalls = {
  ofClient: route({
    method: 'GET',
    path: '/api/clients/:id/conditions',
    summary: "A client's conditions, and those their intake suggests",
    tags: ['clients'],
    params: idParams,
    answers: { 200: clientConditionsAnswer, 404: errorBody },
  }),

  own: route({
    method: 'GET',
    path: '/api/users/me/conditions',
    summary: 'My conditions, as my trainer recorded them',
    tags: ['users'],
    answers: { 200: ownConditionsAnswer },
  }),

  save: route({
    method: 'PUT',
    path: '/api/clients/:id/conditions',
    summary: "Set a client's conditions",
    tags: ['clients'],
    params: idParams,
    body: clientConditionsBody,
    answers: { 200: clientConditionsSaved, 400: errorBody, 404: errorBody },
  }),
};
