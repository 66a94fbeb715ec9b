import type { User } from '@kinetic/contracts/auth';
import type { MarkReadInput } from '@kinetic/contracts/notifications';
import type { NotificationsRepository } from './notifications.repository.ts';

/** A person's own notifications: nobody reads or marks another's. */
export function createNotificationsService(notifications: NotificationsRepository) {
  return {
    list: (user: User, query: Parameters<NotificationsRepository['listOf']>[1]) =>
      notifications.listOf(user.id, query),
    markRead: (user: User, which: MarkReadInput) => notifications.markRead(user.id, which),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
