import { z } from 'zod';
import { idSchema } from './common.ts';

/** Workouts whose date has passed in a window, and how many of them were completed. */
export const adherenceSchema = z.object({
  scheduled: z.number().int().min(0),
  completed: z.number().int().min(0),
  /** completed / scheduled; null when nothing was scheduled. */
  ratio: z.number().min(0).max(1).nullable(),
});
export type Adherence = z.infer<typeof adherenceSchema>;

export const adherenceAnswer = z.object({ last7: adherenceSchema, last30: adherenceSchema });
export type AdherenceAnswer = z.infer<typeof adherenceAnswer>;

/** Under this share of completed workouts, a client needs attention. */
export const LOW_ADHERENCE = 0.6;
/** Days without a completed workout after which a client is inactive. */
export const INACTIVE_DAYS = 14;

export const ATTENTION_KINDS = [
  'pain-note',
  'missed-workout',
  'new-flags',
  'low-adherence',
  'inactive',
  'nothing-scheduled',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const attentionReason = z.object({
  kind: z.enum(ATTENTION_KINDS),
  detail: z.string(),
  workoutId: idSchema.optional(),
});
export type AttentionReason = z.infer<typeof attentionReason>;

export const attentionClient = z.object({
  client: z.object({ id: idSchema, firstName: z.string(), lastName: z.string() }),
  adherence7: adherenceSchema,
  adherence30: adherenceSchema,
  reasons: z.array(attentionReason),
});
export type AttentionClient = z.infer<typeof attentionClient>;

/** Every client of the trainer, most urgent first (those without reasons last). */
export const attentionAnswer = z.object({ clients: z.array(attentionClient) });
export type AttentionAnswer = z.infer<typeof attentionAnswer>;
