import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../lib/events/bus.ts';
import type { NewNotification, NotificationsRepository } from './notifications.repository.ts';

/**
 * How the other modules tell people things: `record` writes the notifications in the transaction
 * of what they tell (so they exist exactly when it happened), `announce` sends them live once that
 * transaction has committed. `send` does both for a write that is already done.
 */
export function createNotifier(deps: { notifications: NotificationsRepository; bus: EventBus }) {
  const { notifications, bus } = deps;
  const announce = async (written: { userId: string; id: string }[]) => {
    await Promise.all(written.map((n) => bus.publish({ type: 'notification', ...n })));
  };
  return {
    record: (list: NewNotification[], tx: Db) => notifications.insert(list, tx),
    announce,
    async send(list: NewNotification[]) {
      await announce(await notifications.insert(list));
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
