import { FlaskConical } from 'lucide-react';
import { usePublicConfig } from '../../lib/public-config.ts';

/**
 * A slim strip at the top of every screen while the server runs the demo: its accounts share a
 * published password, so nobody should mistake it for the real thing or enter real health data.
 */
export function DemoBanner() {
  const demo = usePublicConfig().data?.demo ?? false;
  if (!demo) return null;
  return (
    <div
      role="note"
      aria-label="Demo"
      className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-center text-xs text-amber-900 sm:text-sm"
    >
      <FlaskConical aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
      <p>
        <strong className="font-semibold">Demo</strong>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">: </span>
        Sample accounts with a shared password. Do not enter real health information.
      </p>
    </div>
  );
}
