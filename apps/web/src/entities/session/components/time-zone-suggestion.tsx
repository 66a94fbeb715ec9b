import { useState } from 'react';
import toast from 'react-hot-toast';
import { Globe } from 'lucide-react';
import {
  DEFAULT_PREFERENCES,
  calendarDayIn,
  keepTimeZone,
  timeZoneDiffers,
  timeZoneSaved,
  adoptTimeZone,
} from '@kinetic/contracts/time-and-units';
import { Button } from '../../../components/ui/button.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';

const deviceZone = (): string | undefined => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && calendarDayIn(zone) ? zone : undefined;
};

/** Where a person's "keep my zone" answer is remembered, per account and device zone. */
const keptKey = (userId: string) => `kinetic-time-zone-kept:${userId}`;

/**
 * "Today", "missed" and "next" follow the time zone of the person's preferences, which starts as UTC
 * for a new account. When the device in hand is set to another zone, the app says so once and
 * offers to use it, never switching by itself (a coach travelling keeps their home days). A "keep"
 * is remembered on this device for that device zone.
 */
export function TimeZoneSuggestion() {
  const user = useAuthStore((s) => s.user);
  const update = useUpdatePreferences();
  const device = deviceZone();
  const [kept, setKept] = useState(() => (user ? localStorage.getItem(keptKey(user.id)) : null));
  if (!user || !device) return null;
  const saved = user.preferences ?? DEFAULT_PREFERENCES;
  if (saved.timeZone === device || kept === device) return null;

  const keep = () => {
    localStorage.setItem(keptKey(user.id), device);
    setKept(device);
  };
  const use = () =>
    update.mutate(
      { weightUnit: saved.weightUnit, restSeconds: saved.restSeconds, timeZone: device },
      { onSuccess: () => toast.success(timeZoneSaved(device)) },
    );

  return (
    <div
      role="region"
      aria-label="Time zone"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 sm:flex-row sm:items-center"
    >
      <Globe aria-hidden="true" className="hidden size-5 shrink-0 text-sky-700 sm:block" />
      <p className="flex-1">{timeZoneDiffers(saved.timeZone, device)}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={use} disabled={update.isPending}>
          {adoptTimeZone(device)}
        </Button>
        <Button variant="secondary" onClick={keep} disabled={update.isPending}>
          {keepTimeZone(saved.timeZone)}
        </Button>
      </div>
    </div>
  );
}
