import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';

export type PillTone = 'neutral' | 'green' | 'amber' | 'brand' | 'red';

const tones: Record<PillTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-300',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
};

/** A small rounded label (diet flags, availability, 'Unapproved'). */
export function Pill({ tone = 'neutral', children }: { tone?: PillTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** Shown on items a consultant has not approved yet (only consultants see them). */
export function UnapprovedPill() {
  return <Pill tone="amber">Unapproved</Pill>;
}
