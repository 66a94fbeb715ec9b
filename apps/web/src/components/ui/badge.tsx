import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** A small rounded label; `className` gives its colours (background, text and ring). */
export function Badge({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        className,
      )}
    >
      {children}
    </span>
  );
}
