import { z } from 'zod';
import { errorBody, idParams, idSchema, listTotal, pageQuery } from './common.ts';
import { route } from './route.ts';

export const clientListItem = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
});
export type ClientListItem = z.infer<typeof clientListItem>;

/** A page of the trainer's clients whose first or last name contains `search`, by name. */
export const clientListQuery = pageQuery.extend({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
/** `total`: every client the trainer has, whatever the search (a short page is the last). */
export const clientListAnswer = z.object({ clients: z.array(clientListItem), total: listTotal });
export type ClientListAnswer = z.infer<typeof clientListAnswer>;

export const clientDetail = clientListItem.extend({ email: z.string(), createdAt: z.string() });
export type ClientDetail = z.infer<typeof clientDetail>;
export const clientAnswer = z.object({ client: clientDetail });

/** A trainer's clients. */
export const clientsCalls = {
  list: route({
    method: 'GET',
    path: '/api/clients',
    summary: 'List my clients',
    tags: ['clients'],
    query: clientListQuery,
    answers: { 200: clientListAnswer },
  }),

  get: route({
    method: 'GET',
    path: '/api/clients/:id',
    summary: 'One of my clients',
    tags: ['clients'],
    params: idParams,
    answers: { 200: clientAnswer, 404: errorBody },
  }),
};
