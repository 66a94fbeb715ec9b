import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';

export interface DashboardTileProps {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  /** Tailwind classes of the icon's circle. */
  tone: string;
}

/** One of the dashboard's large buttons. */
export function DashboardTile({ title, description, to, icon: Icon, tone }: DashboardTileProps) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => void navigate(to)}
      className="group flex w-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-col sm:items-start sm:p-6"
    >
      <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', tone)}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-semibold text-slate-900">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-500">{description}</span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700 sm:hidden"
      />
    </button>
  );
}

export function DashboardGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
