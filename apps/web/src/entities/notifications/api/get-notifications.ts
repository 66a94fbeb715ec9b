import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsCalls } from '@kinetic/contracts/notifications';
import { callApi } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { notificationKeys } from './notification-keys.ts';

/** How many notifications the bell lists. */
export const RECENT_NOTIFICATIONS = 20;

/** The newest ones and how many are unread in all. */
export function getNotifications() {
  return callApi(notificationsCalls.list, { query: { limit: RECENT_NOTIFICATIONS } });
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.recent, queryFn: getNotifications });

/** The bell's list; live events keep it current, so it is not refetched on focus. */
export function useNotifications() {
  const hasUser = useAuthStore((s) => Boolean(s.user));
  return useQuery({ ...notificationsQueryOptions(), enabled: hasUser, refetchOnWindowFocus: false });
}
