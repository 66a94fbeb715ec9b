import { cn } from '../../../components/ui/cn.ts';

export interface Macros {
  calories: number;
  protein: number;
  fat: number;
  totalCarbs: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Adds up the macros of meals or meal items (rounded to one decimal, as the server does). */
export function sumMacros(rows: readonly Macros[]): Macros {
  const sum = (k: keyof Macros) => round1(rows.reduce((acc, r) => acc + r[k], 0));
  return {
    calories: sum('calories'),
    protein: sum('protein'),
    fat: sum('fat'),
    totalCarbs: sum('totalCarbs'),
  };
}

/** A number without trailing zeros: 12, 12.5. */
export function formatAmount(n: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(n);
}

const tiles: { key: keyof Macros; label: string; unit: string; accent: string }[] = [
  { key: 'calories', label: 'Calories', unit: 'kcal', accent: 'text-brand-700' },
  { key: 'protein', label: 'Protein', unit: 'g', accent: 'text-sky-700' },
  { key: 'fat', label: 'Fat', unit: 'g', accent: 'text-amber-700' },
  { key: 'totalCarbs', label: 'Carbs', unit: 'g', accent: 'text-emerald-700' },
];

/** Calories, protein, fat and carbs as four small tiles (two columns on phones, four from sm up). */
export function MacroSummary({
  totals,
  label,
  className,
  compact = false,
}: {
  totals: Macros;
  /** Names the list for screen readers, e.g. 'Day totals'. */
  label: string;
  className?: string;
  compact?: boolean;
}) {
  return (
    <dl aria-label={label} className={cn('grid grid-cols-2 gap-2 sm:grid-cols-4', className)}>
      {tiles.map((t) => (
        <div
          key={t.key}
          className={cn(
            'rounded-xl bg-slate-50 ring-1 ring-slate-100 ring-inset',
            compact ? 'px-3 py-2' : 'px-4 py-3',
          )}
        >
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t.label}</dt>
          <dd className={cn('font-semibold tabular-nums', t.accent, compact ? 'text-base' : 'text-xl')}>
            {formatAmount(totals[t.key])} <span className="text-xs font-medium text-slate-500">{t.unit}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
