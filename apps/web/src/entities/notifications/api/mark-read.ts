import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationsCalls,
  type MarkReadInput,
  type NotificationListAnswer,
} from '@kinetic/contracts/notifications';
import { callApi } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** Marks some by id, or all. */
export async function markNotificationsRead(input: MarkReadInput): Promise<void> {
  await callApi(notificationsCalls.markRead, { body: input });
}

/** Marks read at once on screen, and puts the list back if the server refused. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.recent });
      const before = queryClient.getQueryData<NotificationListAnswer>(notificationKeys.recent);
      if (before) {
        const now = new Date().toISOString();
        const marks = (id: string) => 'all' in input || input.ids.includes(id);
        const notifications = before.notifications.map((n) =>
          !n.readAt && marks(n.id) ? { ...n, readAt: now } : n,
        );
        const newlyRead = before.notifications.filter((n) => !n.readAt && marks(n.id)).length;
        queryClient.setQueryData<NotificationListAnswer>(notificationKeys.recent, {
          notifications,
          unread: 'all' in input ? 0 : Math.max(0, before.unread - newlyRead),
        });
      }
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(notificationKeys.recent, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
