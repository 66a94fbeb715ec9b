import { z } from 'zod';
import { errorBody, idParams, idempotencyHeaders } from './common.ts';
import { diaryPaths } from './diary-paths.ts';
import {
  diaryCopyInput,
  diaryDay,
  diaryDayQuery,
  diaryEntriesAnswer,
  diaryEntryAnswer,
  diaryEntryChange,
  diaryEntryInput,
} from './food-diary.ts';
import { recentFoodsAnswer } from './custom-foods.ts';
import { route } from './route.ts';

// The food diary's calls: method, path, input and answers of each, declared once.
const tags = ['nutrition'];

/** The food diary's calls. */
export const diaryCalls = {
  day: route({
    method: 'GET',
    path: diaryPaths.day,
    summary: 'My food diary of a day, with its totals against my targets',
    tags,
    query: diaryDayQuery,
    answers: { 200: diaryDay, 400: errorBody },
  }),

  log: route({
    method: 'POST',
    path: diaryPaths.day,
    summary: 'Log a food or a quick entry in my diary',
    description:
      'A food with grams (at most 10,000), a portion of the food (`portion` its label, `count` up to ' +
      '100) or servings (up to 100); or a quick entry: a name, calories (0-10,000) and optional macros. ' +
      "The nutrients of a food entry are computed from the food's. At most 100 entries a day and " +
      '20,000 in all (409).',
    tags,
    headers: idempotencyHeaders,
    body: diaryEntryInput,
    answers: { 201: diaryEntryAnswer, 400: errorBody, 409: errorBody, 422: errorBody },
  }),

  change: route({
    method: 'PATCH',
    path: '/api/nutrition/diary/:id',
    summary: "Change a diary entry's meal or amount",
    tags,
    params: idParams,
    body: diaryEntryChange,
    answers: { 200: diaryEntryAnswer, 400: errorBody, 404: errorBody },
  }),

  remove: route({
    method: 'DELETE',
    path: '/api/nutrition/diary/:id',
    summary: 'Delete a diary entry',
    tags,
    params: idParams,
    answers: { 204: z.null(), 404: errorBody },
  }),

  copy: route({
    method: 'POST',
    path: '/api/nutrition/diary/copy',
    summary: "Copy a meal's entries of one day to another day (or meal)",
    description: 'All or nothing: refused (409) when the copies would pass a cap.',
    tags,
    headers: idempotencyHeaders,
    body: diaryCopyInput,
    answers: { 201: diaryEntriesAnswer, 400: errorBody, 409: errorBody, 422: errorBody },
  }),

  fromMeal: route({
    method: 'POST',
    path: '/api/nutrition/diary/from-meal/:id',
    summary: 'Log a planned meal in my diary and mark it eaten',
    description:
      "The meal's foods x servings become entries of its meal type on its date; a meal already " +
      'logged is refused (409).',
    tags,
    headers: idempotencyHeaders,
    params: idParams,
    answers: { 201: diaryEntriesAnswer, 404: errorBody, 409: errorBody, 422: errorBody },
  }),

  recentFoods: route({
    method: 'GET',
    path: diaryPaths.recentFoods,
    summary: 'The foods I logged recently and most often',
    tags,
    answers: { 200: recentFoodsAnswer },
  }),

  ofClient: route({
    method: 'GET',
    path: '/api/clients/:id/nutrition/diary',
    summary: "A client's food diary of a day, for their trainer",
    tags,
    params: idParams,
    query: diaryDayQuery,
    answers: { 200: diaryDay, 400: errorBody, 404: errorBody },
  }),
};
