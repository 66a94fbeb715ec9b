import { z } from 'zod';
import { errorBody, idParams, idSchema, oneLine, textUpTo } from './common.ts';
import { route } from './route.ts';

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
/** How far ahead (days, from today) upcoming workouts are checked against the client's conditions. */
export const CONTRAINDICATED_DAYS_AHEAD = 28;
/** Days without a completed workout after which a client is inactive. */
export const INACTIVE_DAYS = 14;
/** Of the last 7 days, this many logged and off the nutrition targets make a client need attention. */
export const NUTRITION_OFF_TARGET_DAYS = 5;
/** Days without a diary entry (or since targets were set, never logged) after which a client needs attention. */
export const NOTHING_LOGGED_DAYS = 3;

export const ATTENTION_KINDS = [
  'pain-note',
  'contraindicated',
  'intake-pending',
  'missed-workout',
  'new-flags',
  'low-adherence',
  'inactive',
  'nothing-scheduled',
  'nutrition-off-target',
  'nothing-logged',
  'check-in-alert',
  'check-in-overdue',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const attentionKindSchema = z.enum(ATTENTION_KINDS, { message: 'Unknown reason' });

/** What identifies the facts behind a reason (a workout, a note, the flags): at most this long. */
export const ATTENTION_FACT_MAX = 200;

export const attentionReason = z.object({
  kind: attentionKindSchema,
  detail: z.string(),
  workoutId: idSchema.optional(),
  /** Every workout the reason is about, when there are several (contraindicated: the flagged ones). */
  workoutIds: z.array(idSchema).optional(),
  /**
   * The facts that raised the reason, as the server names them (the missed workout, the note, the
   * flags): a resolution covers these facts, so a new one raises the reason again.
   */
  fact: z.string(),
});
export type AttentionReason = z.infer<typeof attentionReason>;

export const attentionClient = z.object({
  client: z.object({ id: idSchema, firstName: z.string(), lastName: z.string() }),
  adherence7: adherenceSchema,
  adherence30: adherenceSchema,
  /**
   * The last 7 days against the client's nutrition targets (nutrition-compliance.ts): days on target
   * and days logged; null when the client has no targets.
   */
  nutrition7: z.object({ onTarget: z.number().int().min(0), logged: z.number().int().min(0) }).nullable(),
  reasons: z.array(attentionReason),
});
export type AttentionClient = z.infer<typeof attentionClient>;

/** Every client of the trainer, most urgent first (those without reasons last). */
export const attentionAnswer = z.object({ clients: z.array(attentionClient) });
export type AttentionAnswer = z.infer<typeof attentionAnswer>;

// ---------------------------------------------------------------------------
// Clearing a reason: resolved, or snoozed for a while
// ---------------------------------------------------------------------------

/** How long a reason can be snoozed, in days: a day, three days, a week. */
export const SNOOZE_DAYS = [1, 3, 7] as const;
export const ATTENTION_NOTE_MAX = 200;

const SNOOZE_MESSAGE = 'Snooze for 1, 3 or 7 days';

export const attentionResolutionInput = z.object({
  kind: attentionKindSchema,
  fact: z
    .string({ message: 'Fact is required' })
    .min(1, 'Fact is required')
    .max(ATTENTION_FACT_MAX, `Fact must be at most ${ATTENTION_FACT_MAX} characters`),
  /** Left out or null: resolved; otherwise snoozed for this many days. */
  // A number checked against the choices (not a union of literals): the OpenAPI document then
  // gives it a type, which a nullable field must have.
  snoozeDays: z
    .number({ message: SNOOZE_MESSAGE })
    .refine((days) => (SNOOZE_DAYS as readonly number[]).includes(days), { message: SNOOZE_MESSAGE })
    .nullable()
    .optional(),
  note: oneLine(textUpTo('Note', ATTENTION_NOTE_MAX), 'Note').default(''),
});
export type AttentionResolutionInput = z.input<typeof attentionResolutionInput>;

export const attentionResolution = z.object({
  clientId: idSchema,
  kind: attentionKindSchema,
  fact: z.string(),
  note: z.string(),
  /** Null when resolved; when snoozed, the instant the reason may show again (ISO 8601). */
  snoozedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AttentionResolution = z.infer<typeof attentionResolution>;

export const attentionResolutionAnswer = z.object({ resolution: attentionResolution });
export type AttentionResolutionAnswer = z.infer<typeof attentionResolutionAnswer>;

export const attentionResolutionParams = z.object({ id: idSchema, kind: attentionKindSchema });

/** The trainer's Needs attention list, a client's adherence, and the reasons a trainer clears. */
export const attentionCalls = {
  list: route({
    method: 'GET',
    path: '/api/trainer/attention',
    summary: 'My clients, most in need of attention first, with the reasons',
    tags: ['clients'],
    answers: { 200: attentionAnswer },
  }),

  adherence: route({
    method: 'GET',
    path: '/api/clients/:id/adherence',
    summary: "A client's adherence over the last 7 and 30 days",
    tags: ['clients'],
    params: idParams,
    answers: { 200: adherenceAnswer, 404: errorBody },
  }),

  resolve: route({
    method: 'POST',
    path: '/api/clients/:id/attention/resolutions',
    summary: 'Resolve or snooze a reason a client needs attention, for the facts that raised it',
    tags: ['clients'],
    params: idParams,
    body: attentionResolutionInput,
    answers: { 201: attentionResolutionAnswer, 400: errorBody, 404: errorBody },
  }),

  reopen: route({
    method: 'DELETE',
    path: '/api/clients/:id/attention/resolutions/:kind',
    summary: 'Take back the resolution or snooze of a reason: it shows again',
    tags: ['clients'],
    params: attentionResolutionParams,
    answers: { 204: z.null(), 404: errorBody },
  }),
};
