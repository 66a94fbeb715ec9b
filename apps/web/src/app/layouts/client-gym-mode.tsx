import { CloudOff } from 'lucide-react';
import { waitingCount } from '@kinetic/contracts/offline';
import { useKeepWorkoutsOffline } from '../../features/workouts/lib/use-keep-workouts-offline.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { useWriteQueue } from '../../lib/write-queue.ts';

/**
 * A signed-in client's gym mode: their coming workouts kept on the device for training offline,
 * and, in the top bar, how many of their entries wait on the device to be sent.
 */
export function ClientGymMode() {
  useKeepWorkoutsOffline();
  const userId = useAuthStore((s) => s.user?.id);
  const waiting = useWriteQueue((s) => s.entries.filter((e) => e.userId === userId && !e.refusal).length);
  if (waiting === 0) return null;
  const label = waitingCount(waiting);
  return (
    <span
      role="status"
      aria-label={label}
      title={label}
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <CloudOff aria-hidden="true" className="size-4" />
      {waiting}
      <span className="sr-only sm:not-sr-only">waiting</span>
    </span>
  );
}
