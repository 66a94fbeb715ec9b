import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** A profile section: a card with an icon, a heading and an optional line under it. */
export function SectionCard({
  title,
  description,
  icon: Icon,
  children,
  className,
  badge,
}: {
  title: string;
  /** Shown beside the heading (a status). */
  badge?: ReactNode;
  description?: ReactNode;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-label={title}>
        <div className="mb-5 flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900 sm:text-lg">
              {title}
              {badge}
            </h2>
            {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
          </div>
        </div>
        {children}
      </section>
    </Card>
  );
}

/**
 * What a section shows of what it reads: a loading line, the failure with Try again, or (once
 * loaded) `children`.
 */
export function SectionQuery({
  query,
  loading,
  failed,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loading: string;
  failed: string;
  children: () => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" /> {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800" role="alert">
        {failed}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return children();
}
