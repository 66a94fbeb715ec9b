import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from './button.tsx';

/** A calm empty state inside a list card. */
export function EmptyState({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-500">
      {icon}
      <p>{children}</p>
    </div>
  );
}

/** A list that could not be loaded, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <p className="text-sm text-slate-600">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Retry
      </Button>
    </div>
  );
}
