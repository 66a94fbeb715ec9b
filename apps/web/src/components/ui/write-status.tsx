import { CircleAlert, CloudOff } from 'lucide-react';
import { CONFLICT_DISMISS, WAITING_TO_SEND } from '@kinetic/contracts/offline';
import { Button } from './button.tsx';
import type { QueuedWrite, WriteRefusal } from '../../lib/write-queue.ts';

/**
 * Where a screen's writes stand on the device (a workout's, the food diary's): waiting for the
 * network, or refused by the server (the latest refusal's reason, `refusalText`, and the values
 * entered, to copy, until dismissed).
 */
export function WriteStatus({
  writes,
  onDismiss,
  refusalText,
}: {
  writes: readonly QueuedWrite[];
  onDismiss: () => void;
  refusalText: (refusal: WriteRefusal) => string;
}) {
  const refused = writes.filter((w) => w.refusal).at(-1);
  const waiting = writes.some((w) => !w.refusal);
  return (
    <>
      {refused?.refusal && (
        <div role="alert" className="mb-5 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <div className="flex items-start gap-3">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p className="flex-1 text-sm font-semibold">{refusalText(refused.refusal)}</p>
          </div>
          <ul
            aria-label="Your entries"
            className="mt-3 space-y-1 rounded-lg bg-white px-3 py-2 text-sm text-slate-800 select-all"
          >
            {refused.summary.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          <div className="mt-3 flex justify-end">
            <Button variant="secondary" size="sm" onClick={onDismiss}>
              {CONFLICT_DISMISS}
            </Button>
          </div>
        </div>
      )}
      {waiting && (
        <p
          role="status"
          className="mb-5 flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          {WAITING_TO_SEND}
        </p>
      )}
    </>
  );
}
