import { z } from 'zod';
import { errorBody, idSchema } from './common.ts';
import { dayTargets, nutritionTargets, targetsInput } from './nutrition.ts';
import { weekAverage, NO_ADJUSTMENT_REASONS, type SetTargets, type WeekAverage } from './adjustment-rule.ts';
import { route } from './route.ts';

// The weekly adjustment of a client's calories (decision 0036): from the trend of their body weight
// against the goal rate of their targets, a change the trainer approves, edits or dismisses. The
// rule that computes it is adjustment-rule.ts, part of this contract: callers import both from here.
export * from './adjustment-rule.ts';

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'edited', 'dismissed'] as const;
export const adjustmentStatusSchema = z.enum(ADJUSTMENT_STATUSES);
export type AdjustmentStatus = z.infer<typeof adjustmentStatusSchema>;

// ---- Payloads and calls ------------------------------------------------------------------------

const setTargets = z.object({
  day: dayTargets,
  restDay: dayTargets.nullable(),
  goalRateKgPerWeek: z.number().nullable(),
});

export const nutritionAdjustment = z.object({
  id: idSchema,
  clientId: idSchema,
  /** The ISO week in the client's time zone ('2026-W48'). */
  week: z.string(),
  status: adjustmentStatusSchema,
  reasoning: z.string(),
  /** The three complete weeks before, the oldest first. */
  weeks: z.array(weekAverage),
  rateKgPerWeek: z.number(),
  goalRateKgPerWeek: z.number(),
  /** The change of the (training) day's calories. */
  kcalChange: z.number(),
  /** The targets when it was proposed, and the proposed ones. */
  current: setTargets,
  proposed: setTargets,
  /** What was applied: the proposed targets, or the trainer's edit of them; null until approved. */
  applied: setTargets.nullable(),
  decidedBy: idSchema.nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NutritionAdjustment = z.infer<typeof nutritionAdjustment>;

export const adjustmentAnswer = z.object({
  /** The current ISO week in the client's time zone. */
  week: z.string(),
  /** This week's adjustment, whatever its status; null when there is none. */
  adjustment: nutritionAdjustment.nullable(),
  /** Why there is none this week. */
  none: z.object({ reason: z.enum(NO_ADJUSTMENT_REASONS), message: z.string() }).nullable(),
  /** The weekly averages the check read. */
  weeks: z.array(weekAverage),
});
export type AdjustmentAnswer = z.infer<typeof adjustmentAnswer>;

export const adjustmentDecisionAnswer = z.object({
  adjustment: nutritionAdjustment,
  targets: nutritionTargets,
});
export type AdjustmentDecisionAnswer = z.infer<typeof adjustmentDecisionAnswer>;

export const adjustmentParams = z.object({ id: idSchema, adjustmentId: idSchema });

/** The 409 of a decided proposal. */
export const adjustmentDecided = (status: Exclude<AdjustmentStatus, 'pending'>) =>
  `This adjustment was already ${status === 'edited' ? 'approved with edits' : status}.`;

/** The 409 of an approval as proposed when the targets changed since the proposal was made. */
export const ADJUSTMENT_TARGETS_CHANGED =
  'The targets were changed after this adjustment was proposed: edit it to approve it, or dismiss it.';

/** The client's notification of an approved adjustment. */
export const ADJUSTMENT_NOTIFICATION_TITLE = 'Your trainer adjusted your nutrition targets';
export const adjustmentNotificationBody = (
  applied: SetTargets,
  before: SetTargets,
  reasoning: string,
  edited: boolean,
) => {
  const n = (kcal: number) => kcal.toLocaleString('en-US');
  const when = applied.restDay ? ' on training days' : ' a day';
  // The reasoning's advice ("lower the calories by ...") is the trainer's to read; the client reads
  // the trend and the new number.
  const trend = reasoning.split(':')[0];
  return (
    `${n(applied.day.kcal)} kcal${when} (was ${n(before.day.kcal)}). ${trend}` +
    `${edited ? '; your trainer fine-tuned the proposal' : ''}.`
  );
};

const tags = ['nutrition'];
/** The weekly adjustment's calls. */
export const adjustmentCalls = {
  current: route({
    method: 'GET',
    path: '/api/clients/:id/nutrition/adjustment',
    summary: "This week's calorie adjustment proposal for a client, for their trainer",
    description:
      "Made on the first read of the week (ISO week, the client's time zone) from the averages of " +
      'the last two complete weeks of body weight entries against the goal rate; `none` says why ' +
      'there is none.',
    tags,
    params: z.object({ id: idSchema }),
    answers: { 200: adjustmentAnswer, 404: errorBody },
  }),

  approve: route({
    method: 'POST',
    path: '/api/clients/:id/nutrition/adjustments/:adjustmentId/approve',
    summary: 'Approve a pending adjustment: its proposed targets become the targets',
    description: 'The client is notified. 409 when the adjustment was decided already.',
    tags,
    params: adjustmentParams,
    answers: { 200: adjustmentDecisionAnswer, 404: errorBody, 409: errorBody },
  }),

  approveEdited: route({
    method: 'POST',
    path: '/api/clients/:id/nutrition/adjustments/:adjustmentId/approve-with-edits',
    summary: 'Approve a pending adjustment with edited targets',
    description:
      'The body is the targets, validated as when they are set. The client is notified. 409 when ' +
      'the adjustment was decided already.',
    tags,
    params: adjustmentParams,
    body: targetsInput,
    answers: { 200: adjustmentDecisionAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
  }),

  dismiss: route({
    method: 'POST',
    path: '/api/clients/:id/nutrition/adjustments/:adjustmentId/dismiss',
    summary: 'Dismiss a pending adjustment: the targets stay',
    description: '409 when the adjustment was decided already.',
    tags,
    params: adjustmentParams,
    answers: { 200: z.object({ adjustment: nutritionAdjustment }), 404: errorBody, 409: errorBody },
  }),
};

/** What the trainer's screen says of the weekly adjustment. */
export const ADJUSTMENT_TEXTS = {
  heading: 'Weekly adjustment',
  trend: 'Weekly average body weight',
  now: 'Now',
  proposed: 'Proposed',
  approve: 'Approve',
  edit: 'Edit',
  dismiss: 'Dismiss',
  approved: 'Adjustment approved: the client is notified',
  approvedEdited: 'Adjustment approved with your edits: the client is notified',
  dismissed: 'Adjustment dismissed: the targets stay as they are',
  editing: 'Edit the proposed targets, then approve them. The client is notified.',
  approveEdited: 'Approve these targets',
  failed: 'The adjustment could not be saved',
} as const;

/** A week of the trend: 'Week of Nov 16, 2026: 79.9 kg (3 entries)'. */
export const weekAverageText = (w: WeekAverage, label: (date: string) => string) =>
  `Week of ${label(w.start)}: ${
    w.averageKg === null
      ? 'no entries'
      : `${w.averageKg.toLocaleString('en-US')} kg (${w.entries} ${w.entries === 1 ? 'entry' : 'entries'})`
  }`;

/** What became of this week's adjustment, once decided. */
export const adjustmentOutcomeText = (a: Pick<NutritionAdjustment, 'status' | 'kcalChange'>) =>
  a.status === 'dismissed'
    ? "This week's adjustment was dismissed."
    : a.status === 'edited'
      ? "This week's adjustment was approved with edits."
      : `This week's adjustment was approved (${a.kcalChange > 0 ? '+' : ''}${a.kcalChange} kcal a day).`;
