import toast from 'react-hot-toast';
import { Laptop, MonitorSmartphone, Smartphone } from 'lucide-react';
import type { Session } from '@kinetic/contracts/security';
import { Button } from '../../../components/ui/button.tsx';
import { LoadMore, pagingOf } from '../../../components/ui/load-more.tsx';
import { formatShortDate } from '../../../lib/calendar-date.ts';
import { loadedItems } from '../../../lib/pages.ts';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { deviceName, isMobileDevice } from '../lib/device-name.ts';
import { errorText } from '../../../lib/api-client.ts';
import { timeAgo } from '../lib/time-ago.ts';
import { SectionCard, SectionQuery } from './section-card.tsx';

/** 'Signed-in devices': every session of the account, and signing the others out. */
export function SignedInDevicesCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const { items, total } = loadedItems(sessions.data, 'sessions');
  const others = items.filter((s) => !s.current);

  return (
    <SectionCard
      title="Signed-in devices"
      description="Where your account is signed in. Sign out any device you do not recognise."
      icon={MonitorSmartphone}
    >
      <SectionQuery
        query={sessions}
        loading="Loading your devices..."
        failed="Your devices could not be loaded."
      >
        {() =>
          items.length === 0 ? (
            <p className="text-sm text-slate-500">No device is signed in.</p>
          ) : (
            <>
              <ul className="divide-y divide-slate-100" aria-label="Signed-in devices">
                {items.map((session) => (
                  <DeviceRow key={session.id} session={session} />
                ))}
              </ul>
              <LoadMore paging={pagingOf(sessions, { shown: items.length, total })} noun="devices" />
              {(others.length > 0 || total > items.length) && (
                <div className="mt-4 border-t border-slate-100 pt-4">
                  <Button
                    variant="secondary"
                    className="w-full sm:w-auto"
                    loading={endOthers.isPending}
                    onClick={() =>
                      endOthers.mutate(undefined, {
                        onSuccess: () => toast.success('Every other device was signed out'),
                        onError: (error) =>
                          toast.error(errorText(error, 'Failed to sign out the other devices')),
                      })
                    }
                  >
                    Sign out of all other devices
                  </Button>
                </div>
              )}
            </>
          )
        }
      </SectionQuery>
    </SectionCard>
  );
}

function DeviceRow({ session }: { session: Session }) {
  const end = useEndSession();
  const name = deviceName(session.userAgent);
  const Icon = isMobileDevice(session.userAgent) ? Smartphone : Laptop;
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-slate-900">
          <span className="truncate">{name}</span>
          {session.current && (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">
              This device
            </span>
          )}
        </p>
        <p className="text-xs text-slate-500">
          Signed in {formatShortDate(session.createdAt)} · Last used{' '}
          {session.current ? 'now' : timeAgo(session.lastUsedAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          loading={end.isPending}
          aria-label={`Sign out ${name}, last used ${timeAgo(session.lastUsedAt)}`}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => toast.success(`${name} was signed out`),
              onError: (error) => toast.error(errorText(error, 'Failed to sign out that device')),
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
