import { z } from 'zod';
import { idSchema, listTotal, pageQuery } from './common.ts';
import { calendarDate, WORKOUT_STATUSES, workoutSummary } from './workouts.ts';

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
/**
 * What narrows a trainer's list of the workouts they created (GET /api/workouts?createdBy=me):
 * `search` in the workout's name or the client's name, one `clientId`, and scheduled days from
 * `from` to `to` (both included, either may be left out). With `from` the list runs forwards, the
 * soonest day first: it opens on that day rather than on the furthest one.
 */
export const trainerWorkoutFilters = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  clientId: idSchema.optional(),
  from: calendarDate('From date is required').optional(),
  to: calendarDate('To date is required').optional(),
});
export type TrainerWorkoutFilters = z.output<typeof trainerWorkoutFilters>;
const FILTERS = Object.keys(trainerWorkoutFilters.shape) as (keyof TrainerWorkoutFilters)[];

/** GET /api/workouts: the caller's own workouts, or with `createdBy` 'me' those a trainer created. */
export const workoutListQuery = workoutPageQuery
  .extend({ createdBy: z.literal('me').optional() })
  .extend(trainerWorkoutFilters.shape)
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To date cannot be before from date' });
    // A client's own list has no filters: one left there would be silently ignored.
    for (const key of FILTERS)
      if (q.createdBy !== 'me' && q[key] !== undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} filters only with createdBy=me` });
  });
