import { RefreshCw } from 'lucide-react';
import { UPDATE_AVAILABLE, UPDATE_RELOAD } from '@kinetic/contracts/offline';
import { Button } from '../components/ui/button.tsx';
import { applyUpdate, useServiceWorkerStore } from '../lib/service-worker.ts';

/** Shown while a new version of the app waits: reloading switches to it. */
export function UpdatePrompt() {
  const updateWaiting = useServiceWorkerStore((s) => s.updateWaiting);
  if (!updateWaiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
    >
      <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <p className="flex-1 text-sm font-medium text-slate-900">{UPDATE_AVAILABLE}</p>
      <Button size="sm" onClick={applyUpdate}>
        {UPDATE_RELOAD}
      </Button>
    </div>
  );
}
