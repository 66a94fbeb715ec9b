import { z } from 'zod';
import { idSchema, listTotal, pageQuery } from './common.ts';
import { WORKOUT_STATUSES, workoutSummary } from './workouts.ts';

/** The client a workout is for, as a trainer's lists and the calendar name them. */
export const workoutClient = z.object({ id: idSchema, firstName: z.string(), lastName: z.string() });
export type WorkoutClient = z.infer<typeof workoutClient>;

/**
 * GET /api/workouts's answer: a client's own list (as workoutListAnswer), or with `createdBy` 'me'
 * a trainer's, each workout with the client it is for.
 */
export const listedWorkout = workoutSummary.extend({ client: workoutClient.optional() });
export type ListedWorkout = z.infer<typeof listedWorkout>;
export const myWorkoutListAnswer = z.object({ workouts: z.array(listedWorkout), total: listTotal });
export type MyWorkoutListAnswer = z.infer<typeof myWorkoutListAnswer>;

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
