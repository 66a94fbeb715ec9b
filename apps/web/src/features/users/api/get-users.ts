import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { usersCalls, type userListAnswer } from '@kinetic/contracts/users';
import { callApi } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export type UserListAnswer = z.infer<typeof userListAnswer>;

/** Users per call (the API's default page). */
export const USERS_PAGE_SIZE = 50;

/** One page of users, optionally matching a search term. */
export function getUsers({ search = '', offset = 0 }: { search?: string; offset?: number } = {}) {
  return callApi(usersCalls.search, {
    query: { limit: USERS_PAGE_SIZE, offset, search: search || undefined },
  });
}

/** The users matching a term ('' for all), page by page ('Load more' while total > shown). */
export const usersQueryOptions = (search = '') =>
  infiniteQueryOptions({
    queryKey: userKeys.list(search),
    queryFn: ({ pageParam }) => getUsers({ search, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last: UserListAnswer, pages: UserListAnswer[]) => {
      const loaded = pages.reduce((n, p) => n + p.users.length, 0);
      return last.users.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

export function useUsers(search = '', { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...usersQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
