import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { usersCalls, type adminUserUpdate } from '@kinetic/contracts/users';
import { callApi } from '../../../lib/api-client.ts';
import type { UserListAnswer } from './get-users.ts';
import { userKeys } from './user-keys.ts';

export type AdminUserUpdateBody = z.output<typeof adminUserUpdate>;

/** The consultant's edit of a user. */
export function updateUser({ id, body }: { id: string; body: AdminUserUpdateBody }) {
  return callApi(usersCalls.update, { params: { id }, body });
}

/** Saves a user and puts the answer in place of its row in every cached list page. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ user }) => {
      queryClient.setQueriesData<InfiniteData<UserListAnswer, number>>(
        { queryKey: userKeys.lists() },
        (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  users: page.users.map((u) => (u.id === user.id ? user : u)),
                })),
              }
            : data,
      );
      // A role or active change can add or remove a trainer option.
      void queryClient.invalidateQueries({ queryKey: userKeys.trainers() });
    },
  });
}
