import { WifiOff } from 'lucide-react';
import { useOnline } from '../../lib/use-online.ts';

/**
 * "Offline" in the top bar from the moment the network drops (not only once a save fails): what is
 * entered meanwhile waits on the device, and the screens show what was kept.
 */
export function OfflinePill() {
  const online = useOnline();
  if (online) return null;
  return (
    <span
      role="status"
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-slate-800 px-2.5 py-1 text-sm font-semibold text-white"
    >
      <WifiOff aria-hidden="true" className="size-4" />
      Offline
    </span>
  );
}
