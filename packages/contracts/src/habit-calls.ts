import { z } from 'zod';
import { errorBody, idParams } from './common.ts';
import {
  HABITS_ACTIVE_MAX,
  HABITS_ARCHIVED_MAX,
  HABIT_NAME_MAX,
  TICK_WINDOW_DAYS,
  habitAnswer,
  habitChange,
  habitInput,
  habitParams,
  habitsAnswer,
  tickAnswer,
  tickParams,
} from './habits.ts';
import { route } from './route.ts';

const tags = ['habits'];
const TICK_TEXT =
  `The client's own active habit; the date is today or one of the ${TICK_WINDOW_DAYS - 1} days ` +
  'before in their time zone (else 400 on date). Idempotent: the habit with its ticks is answered.';

/** The habits' calls: the trainer's, on one of their clients, and the client's own. */
export const habitCalls = {
  ofClient: route({
    method: 'GET',
    path: '/api/clients/:id/habits',
    summary: "A client's active habits with the last 28 days of ticks, streaks and adherence",
    tags,
    params: idParams,
    answers: { 200: habitsAnswer, 404: errorBody },
  }),

  create: route({
    method: 'POST',
    path: '/api/clients/:id/habits',
    summary: 'Give a client a habit',
    description:
      `A name of 1-${HABIT_NAME_MAX} characters, daily or weekly with 1-7 days per week. At most ` +
      `${HABITS_ACTIVE_MAX} active habits per client (409). The client is notified.`,
    tags,
    params: idParams,
    body: habitInput,
    answers: { 201: habitAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
  }),

  change: route({
    method: 'PATCH',
    path: '/api/clients/:id/habits/:habitId',
    summary: "Rename a client's habit or change its frequency",
    tags,
    params: habitParams,
    body: habitChange,
    answers: { 200: habitAnswer, 400: errorBody, 404: errorBody },
  }),

  archive: route({
    method: 'DELETE',
    path: '/api/clients/:id/habits/:habitId',
    summary: "Remove a client's habit (archived: its ticks stay in the history)",
    description: `The client keeps the latest ${HABITS_ARCHIVED_MAX} archived habits; older ones are dropped.`,
    tags,
    params: habitParams,
    answers: { 204: z.null(), 404: errorBody },
  }),

  own: route({
    method: 'GET',
    path: '/api/habits',
    summary: 'My active habits with the last 28 days of ticks, streaks and adherence',
    tags,
    answers: { 200: habitsAnswer },
  }),

  tick: route({
    method: 'PUT',
    path: '/api/habits/:id/ticks/:date',
    summary: 'Tick my habit done for a day',
    description: TICK_TEXT,
    tags,
    params: tickParams,
    answers: { 200: tickAnswer, 400: errorBody, 404: errorBody },
  }),

  untick: route({
    method: 'DELETE',
    path: '/api/habits/:id/ticks/:date',
    summary: 'Take back the tick of my habit for a day',
    description: TICK_TEXT,
    tags,
    params: tickParams,
    answers: { 200: tickAnswer, 400: errorBody, 404: errorBody },
  }),
};
