import { z } from 'zod';
import { listTotal, pageQuery } from './common.ts';
import { WORKOUT_STATUSES, workoutSummary } from './workouts.ts';

/** A workout list's answer: a page of summaries and how many the whole list holds. */
export const workoutListAnswer = z.object({ workouts: z.array(workoutSummary), total: listTotal });
export type WorkoutListAnswer = z.infer<typeof workoutListAnswer>;

/**
 * A page of a workout list, all of it or only the scheduled or the completed workouts (`status`).
 * Scheduled ones come newest scheduled date (else creation) first; completed ones, with `status`
 * COMPLETED, newest completion first.
 */
export const workoutPageQuery = pageQuery.extend({
  status: z.enum(WORKOUT_STATUSES, { message: 'Status must be SCHEDULED or COMPLETED' }).optional(),
});
/** GET /api/workouts: the caller's own workouts, or with `createdBy` 'me' those a trainer created. */
export const workoutListQuery = workoutPageQuery.extend({ createdBy: z.literal('me').optional() });
