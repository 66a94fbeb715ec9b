import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { RetryButton } from './retry-button.tsx';

/** A calm empty state inside a list card, under a faint `icon` (smaller where `compact`, as in a dialog). */
export function EmptyState({
  icon: Icon,
  compact = false,
  children,
}: {
  icon?: LucideIcon;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-500">
      {Icon && (
        <Icon aria-hidden="true" className={compact ? 'size-6 text-slate-300' : 'size-8 text-slate-300'} />
      )}
      <p>{children}</p>
    </div>
  );
}

/** Something that could not be loaded, with a way to try again; `compact` fits it under a form field. */
export function LoadError({
  message,
  onRetry,
  compact = false,
}: {
  message: string;
  onRetry: () => void;
  compact?: boolean;
}) {
  return (
    <div
      role="alert"
      className={
        compact
          ? 'mt-1.5 flex flex-wrap items-center gap-2 text-sm text-red-600'
          : 'flex flex-col items-center gap-3 px-4 py-10 text-center'
      }
    >
      <p className={compact ? undefined : 'text-sm text-slate-600'}>{message}</p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
