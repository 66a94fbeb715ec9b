import type { ReactNode } from 'react';
import { MEAL_TYPES, type MealType } from '@kinetic/contracts/meals';
import {
  MEAL_LABELS,
  totalsOf,
  type DiaryDay,
  type DiaryEntry,
  type Nutrient,
} from '@kinetic/contracts/food-diary';
import { Card } from '../../../components/ui/card.tsx';
import { Meter } from '../../../components/ui/meter.tsx';
import { cn } from '../../../components/ui/cn.ts';

const amount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

const NUTRIENT_LABELS: Record<Nutrient, { label: string; unit: string }> = {
  kcal: { label: 'Calories', unit: 'kcal' },
  protein: { label: 'Protein', unit: 'g' },
  carbs: { label: 'Carbs', unit: 'g' },
  fat: { label: 'Fat', unit: 'g' },
  fiber: { label: 'Fiber', unit: 'g' },
};

/** The day's totals against its targets: a bar per nutrient and what remains (or how far over). */
export function DiaryTotals({ day }: { day: DiaryDay }) {
  const rows = day.versusTargets.filter((v) => v.nutrient !== 'fiber' || v.target !== null);
  const kind = day.isTrainingDay ? 'Training day' : 'Rest day';
  return (
    <Card role="region" aria-label="Day totals" className="p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">Day totals</h3>
        <p className="text-xs text-slate-500">
          {day.targets ? `${kind} targets` : 'No targets set yet: totals only'}
        </p>
      </div>
      <ul className="space-y-3">
        {rows.map(({ nutrient, total, target, remaining }) => {
          const { label, unit } = NUTRIENT_LABELS[nutrient];
          const over = remaining !== null && remaining < 0;
          return (
            <li key={nutrient}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium text-slate-800">{label}</span>
                <span className="text-slate-600 tabular-nums">
                  {amount(total)}
                  {target !== null ? ` of ${amount(target)}` : ''} {unit}
                  {remaining !== null && (
                    <span
                      className={cn('ml-2 text-xs', over ? 'font-semibold text-red-700' : 'text-slate-500')}
                    >
                      {over ? `${amount(-remaining)} ${unit} over` : `${amount(remaining)} ${unit} left`}
                    </span>
                  )}
                </span>
              </div>
              {target !== null && target > 0 && (
                <Meter
                  value={Math.min(100, Math.round((total / target) * 100))}
                  label={`${label}: ${amount(total)} of ${amount(target)} ${unit}`}
                  className="mt-1 h-2"
                />
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/**
 * A day of the food diary: the totals against the targets, and the four meals with their entries
 * (name, amount, kcal). `entryActions` and `mealActions` add the client's editing controls; the
 * trainer's view has none.
 */
export function DiaryDayView({
  day,
  entryActions,
  mealActions,
}: {
  day: DiaryDay;
  entryActions?: (entry: DiaryEntry) => ReactNode;
  mealActions?: (meal: MealType, entries: DiaryEntry[]) => ReactNode;
}) {
  return (
    <div className="space-y-4">
      <DiaryTotals day={day} />
      {MEAL_TYPES.map((meal) => {
        const entries = day.entries.filter((e) => e.mealType === meal);
        const label = MEAL_LABELS[meal];
        return (
          <section key={meal} aria-label={label}>
            <Card className="p-4 sm:p-5">
              <h3 className="mb-2 flex items-baseline justify-between font-semibold text-slate-900">
                {label}
                <span className="text-sm font-medium text-slate-500 tabular-nums">
                  {amount(totalsOf(entries).kcal)} kcal
                </span>
              </h3>
              {entries.length === 0 ? (
                <p className="text-sm text-slate-500">Nothing logged.</p>
              ) : (
                <ul aria-label={`${label} entries`} className="divide-y divide-slate-100">
                  {entries.map((entry) => (
                    <li key={entry.id} className="flex items-center gap-2 py-2">
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium text-slate-800">{entry.name}</p>
                        <p className="truncate text-xs text-slate-500">
                          {entry.amount || 'Quick entry'} · P {amount(entry.protein)} · C{' '}
                          {amount(entry.carbs)} · F {amount(entry.fat)}
                        </p>
                      </div>
                      <span className="shrink-0 text-sm text-slate-700 tabular-nums">
                        {amount(entry.kcal)} kcal
                      </span>
                      {entryActions?.(entry)}
                    </li>
                  ))}
                </ul>
              )}
              {mealActions && <div className="mt-3 flex flex-wrap gap-2">{mealActions(meal, entries)}</div>}
            </Card>
          </section>
        );
      })}
    </div>
  );
}
