import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { EventSource } from 'eventsource';
import toast from 'react-hot-toast';
import {
  notificationsCalls,
  type Notification,
  type NotificationListAnswer,
} from '@kinetic/contracts/notifications';
import { useAuthStore } from '../../lib/auth-store.ts';
import { attentionKeys } from '../attention/api/attention-keys.ts';
import { messageKeys } from '../messages/api/message-keys.ts';
import { workoutKeys } from '../workouts/api/workout-keys.ts';
import { RECENT_NOTIFICATIONS } from './api/get-notifications.ts';
import { notificationKeys } from './api/notification-keys.ts';

/** Puts a notification that just arrived at the top of the bell's list. */
function prepend(queryClient: QueryClient, notification: Notification) {
  queryClient.setQueryData<NotificationListAnswer>(notificationKeys.recent, (old) =>
    !old || old.notifications.some((n) => n.id === notification.id)
      ? old
      : {
          notifications: [notification, ...old.notifications].slice(0, RECENT_NOTIFICATIONS),
          unread: old.unread + (notification.readAt ? 0 : 1),
        },
  );
}

/**
 * Keeps the signed-in person's screens current while they are open: one event stream per tab
 * (GET /api/events, the token in the Authorization header, which the browser's own EventSource
 * cannot send), reconnecting by itself after a drop. A notification goes to the top of the bell,
 * shows as a toast, and refreshes what it tells of (a completion changes the trainer's "Needs
 * attention" and adherence); a message refreshes the conversations; whenever the stream opens (the
 * first time and after a reconnect) and on a `resync`, the lists are fetched again, since events may
 * have been missed meanwhile. A stream the server replaced (`replaced`: the person has more tabs open
 * than it keeps streams for) is opened again when its tab next gets the focus.
 */
export function useLiveEvents() {
  const token = useAuthStore((s) => s.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let source: EventSource | undefined;
    const connect = () => {
      source = new EventSource(notificationsCalls.events.path, {
        fetch: (input, init) =>
          fetch(input, { ...init, headers: { ...init?.headers, Authorization: `Bearer ${token}` } }),
      });
      listen(source);
    };
    // The server closed this stream for newer ones of the person (more tabs than it keeps open):
    // reconnecting at once would close another tab's, so this tab waits until it is used again.
    const replaced = () => {
      source?.close();
      source = undefined;
      window.addEventListener('focus', reconnect, { once: true });
    };
    const reconnect = () => {
      if (!source) connect();
    };
    const catchUp = () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      void queryClient.invalidateQueries({ queryKey: attentionKeys.all });
    };
    const listen = (source: EventSource) => {
      // Lists fetched before the stream opened (or while it was down) may lack what happened meanwhile.
      source.addEventListener('open', catchUp);
      source.addEventListener('replaced', replaced);
      source.addEventListener('resync', catchUp);
      source.addEventListener(
        'message',
        () => void queryClient.invalidateQueries({ queryKey: messageKeys.all }),
      );
      source.addEventListener('notification', (event) => {
        const notification = JSON.parse(String(event.data)) as Notification;
        prepend(queryClient, notification);
        // A workout completed, assigned, moved or removed: the lists and calendars change.
        if (notification.kind.startsWith('workout-'))
          void queryClient.invalidateQueries({ queryKey: workoutKeys.all });
        // Only a screen that shows the signal refetches it; for anyone else this costs nothing.
        void queryClient.invalidateQueries({ queryKey: attentionKeys.all });
        toast(notification.title, { id: notification.id });
      });
    };
    connect();
    return () => {
      window.removeEventListener('focus', reconnect);
      source?.close();
    };
  }, [token, queryClient]);
}
