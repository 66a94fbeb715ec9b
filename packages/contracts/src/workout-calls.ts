import { z } from 'zod';
import { copiesAnswer, copiesInput, scheduleInput } from './calendar.ts';
import { errorBody, idParams, idSchema, idempotencyHeaders } from './common.ts';
import { completeAnswer } from './records.ts';
import { route } from './route.ts';
import { schedulePreviewAnswer } from './schedule-clashes.ts';
import {
  myWorkoutListAnswer,
  workoutListAnswer,
  workoutListQuery,
  workoutPageQuery,
} from './workout-lists.ts';
import { workoutPaths } from './workout-paths.ts';
import { completeInput, copyWorkoutInput, feedbackInput, workoutAnswer, workoutInput } from './workouts.ts';

const tags = ['workouts'];
const refusals = { 400: errorBody, 404: errorBody, 409: errorBody };

/** The workouts' calls: a trainer plans and moves them, a client records what they did. */
export const workoutCalls = {
  list: route({
    method: 'GET',
    path: workoutPaths.list,
    summary: 'List my workouts',
    tags,
    query: workoutListQuery,
    answers: { 200: myWorkoutListAnswer },
  }),

  ofClient: route({
    method: 'GET',
    path: '/api/workouts/client/:clientId',
    summary: "A client's workouts, for their trainer",
    tags,
    params: z.object({ clientId: idSchema }),
    query: workoutPageQuery,
    answers: { 200: workoutListAnswer, 404: errorBody },
  }),

  one: route({
    method: 'GET',
    path: workoutPaths.one,
    summary: 'One workout',
    tags,
    params: idParams,
    answers: { 200: workoutAnswer, 404: errorBody },
  }),

  create: route({
    method: 'POST',
    path: workoutPaths.list,
    summary: 'Create a workout',
    tags,
    body: workoutInput,
    answers: { 201: workoutAnswer, ...refusals },
  }),

  update: route({
    method: 'PUT',
    path: workoutPaths.one,
    summary: 'Change a workout',
    tags,
    params: idParams,
    body: workoutInput,
    answers: { 200: workoutAnswer, ...refusals },
  }),

  remove: route({
    method: 'DELETE',
    path: workoutPaths.one,
    summary: 'Delete a workout',
    tags,
    params: idParams,
    answers: { 204: z.null(), 404: errorBody, 409: errorBody },
  }),

  copy: route({
    method: 'POST',
    path: '/api/workouts/:id/copy',
    summary: 'Copy a workout',
    tags,
    params: idParams,
    body: copyWorkoutInput,
    answers: { 201: workoutAnswer, ...refusals },
  }),

  copies: route({
    method: 'POST',
    path: '/api/workouts/:id/copies',
    summary: 'Copy a workout to many clients and days at once (all or none)',
    tags,
    params: idParams,
    body: copiesInput,
    answers: { 201: copiesAnswer, ...refusals },
  }),

  copiesPreview: route({
    method: 'POST',
    path: '/api/workouts/:id/copies/preview',
    summary: 'What copying a workout to many would meet: the days that clash, and health warnings',
    tags,
    params: idParams,
    body: copiesInput,
    answers: { 200: schedulePreviewAnswer, 400: errorBody, 404: errorBody },
  }),

  reschedule: route({
    method: 'PATCH',
    path: '/api/workouts/:id/schedule',
    summary: 'Move a workout to another day',
    tags,
    params: idParams,
    body: scheduleInput,
    answers: { 200: workoutAnswer, ...refusals },
  }),

  /** The client's actual values, without completing; sent again with its Idempotency-Key. */
  saveActuals: route({
    method: 'PATCH',
    path: workoutPaths.one,
    summary: 'Give feedback on a workout',
    tags,
    params: idParams,
    body: feedbackInput,
    headers: idempotencyHeaders,
    answers: { 200: workoutAnswer, ...refusals, 422: errorBody },
  }),

  complete: route({
    method: 'PATCH',
    path: '/api/workouts/:id/complete',
    summary: 'Mark a workout done, with the sets as done',
    tags,
    params: idParams,
    body: completeInput,
    headers: idempotencyHeaders,
    answers: { 200: completeAnswer, ...refusals, 422: errorBody },
  }),
};
