import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, CheckCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Notification } from '@kinetic/contracts/notifications';
import { cn } from '../../components/ui/cn.ts';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { useNotifications } from '../../entities/notifications/api/get-notifications.ts';
import { useMarkNotificationsRead } from '../../entities/notifications/api/mark-read.ts';
import { timeAgo } from '../../lib/time-ago.ts';
import { MenuPanel } from '../../components/ui/menu-panel.tsx';

const countLabel = (unread: number) => (unread > 99 ? '99+' : String(unread));

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const unread = !notification.readAt;
  return (
    <DropdownMenu.Item
      onSelect={onOpen}
      className="flex cursor-pointer gap-3 rounded-lg px-3 py-2.5 outline-none data-[highlighted]:bg-slate-100"
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm text-slate-900', unread ? 'font-semibold' : 'font-normal')}>
          {notification.title}
          {unread && <span className="sr-only"> (unread)</span>}
        </span>
        {notification.body && <span className="block text-sm text-slate-600">{notification.body}</span>}
        <span className="block text-xs text-slate-500">{timeAgo(notification.createdAt)}</span>
      </span>
    </DropdownMenu.Item>
  );
}

/** The top bar's bell: the unread count, and the newest notifications, each opening where to act. */
export function NotificationBell() {
  const { data, isPending, isError, refetch } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = data?.unread ?? 0;

  const open = (notification: Notification) => {
    if (!notification.readAt) markRead.mutate({ ids: [notification.id] });
    if (notification.link) void navigate(notification.link);
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="relative rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white ring-2 ring-white"
          >
            {countLabel(unread)}
          </span>
        )}
      </DropdownMenu.Trigger>
      <MenuPanel className="w-[min(24rem,calc(100vw-1rem))]">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenu.Label className="text-sm font-semibold text-slate-900">
            Notifications
          </DropdownMenu.Label>
          {unread > 0 && (
            <DropdownMenu.Item
              onSelect={(event) => {
                event.preventDefault();
                markRead.mutate({ all: true });
              }}
              className="flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-brand-700 outline-none data-[highlighted]:bg-brand-50"
            >
              <CheckCheck aria-hidden="true" className="size-3.5" />
              Mark all as read
            </DropdownMenu.Item>
          )}
        </div>
        <DropdownMenu.Separator className="mb-1 h-px bg-slate-100" />
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
          {isPending ? (
            <LoadingState label="Loading notifications..." className="py-6" />
          ) : isError ? (
            <div className="px-3 py-4 text-sm text-slate-600">
              Notifications could not be loaded.{' '}
              <button
                type="button"
                className="font-medium text-brand-700 underline"
                onClick={() => void refetch()}
              >
                Try again
              </button>
            </div>
          ) : data.notifications.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-slate-500">
              You’re all caught up. New workouts, completions and messages will show here.
            </p>
          ) : (
            data.notifications.map((n) => (
              <NotificationItem key={n.id} notification={n} onOpen={() => open(n)} />
            ))
          )}
        </div>
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
