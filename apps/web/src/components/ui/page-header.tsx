import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export function PageHeader({
  title,
  description,
  actions,
  spacing = 'mb-6 sm:mb-8',
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The room under the header; an editor's form spaces its own parts. */
  spacing?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', spacing)}>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1.5 text-sm text-slate-600 sm:text-base">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
