import { z } from 'zod';
import { idSchema } from './common.ts';

export const clientListItem = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
});
export type ClientListItem = z.infer<typeof clientListItem>;

export const clientListQuery = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
export const clientListAnswer = z.object({ clients: z.array(clientListItem), total: z.number().int() });
export type ClientListAnswer = z.infer<typeof clientListAnswer>;

export const clientDetail = clientListItem.extend({ email: z.string(), createdAt: z.string() });
export type ClientDetail = z.infer<typeof clientDetail>;
export const clientAnswer = z.object({ client: clientDetail });
