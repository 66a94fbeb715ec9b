import type { ReactNode } from 'react';
import { Apple, Coffee, Cookie, Moon, Sun } from 'lucide-react';
import type { Meal, MealType } from '@kinetic/contracts/meals';
import { cn } from '../../../components/ui/cn.ts';
import { TintedIcon } from '../../../components/ui/tinted-icon.tsx';
import { formatAmount } from './macro-summary.tsx';

export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  BREAKFAST: 'Breakfast',
  LUNCH: 'Lunch',
  DINNER: 'Dinner',
  SNACK: 'Snack',
};

const MEAL_TYPE_ICONS: Record<MealType, typeof Apple> = {
  BREAKFAST: Coffee,
  LUNCH: Sun,
  DINNER: Moon,
  SNACK: Cookie,
};

/** 'Completed' (green) or 'Pending' (amber), from isCompleted. */
export function MealStatusBadge({ completed, className }: { completed: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        completed ? 'bg-green-50 text-green-700 ring-green-200' : 'bg-amber-50 text-amber-700 ring-amber-200',
        className,
      )}
    >
      {completed ? 'Completed' : 'Pending'}
    </span>
  );
}

/** The icon of a meal type in a small tinted square. */
export function MealTypeIcon({ mealType, completed = false }: { mealType: MealType; completed?: boolean }) {
  return <TintedIcon icon={MEAL_TYPE_ICONS[mealType]} done={completed} />;
}

/**
 * One meal: name, meal type, calories and the Completed/Pending badge, then its foods with servings and
 * macros, its notes, and whatever actions the screen offers (mark as eaten, delete).
 */
export function MealCard({
  meal,
  actions,
  meta,
  className,
}: {
  meal: Meal;
  actions?: ReactNode;
  /** Extra text under the title (e.g. 'Planned by your trainer'). */
  meta?: ReactNode;
  className?: string;
}) {
  return (
    <article aria-label={meal.name} className={cn('rounded-xl border border-slate-200 bg-white', className)}>
      <div className="flex items-start gap-3 px-3 py-3 sm:px-4">
        <MealTypeIcon mealType={meal.mealType} completed={meal.isCompleted} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h4 className="min-w-0 font-semibold break-words text-slate-900">{meal.name}</h4>
            <MealStatusBadge completed={meal.isCompleted} className="mt-0.5" />
          </div>
          <p className="text-sm text-slate-500">
            <span>{MEAL_TYPE_LABELS[meal.mealType]}</span>
            <span aria-hidden="true"> · </span>
            <span className="font-medium text-slate-700 tabular-nums">
              {formatAmount(meal.calories)} kcal
            </span>
          </p>
          <p className="mt-0.5 text-xs text-slate-500 tabular-nums">
            Protein {formatAmount(meal.protein)} g · Fat {formatAmount(meal.fat)} g · Carbs{' '}
            {formatAmount(meal.totalCarbs)} g
          </p>
          {meta && <p className="mt-1 text-xs text-slate-500">{meta}</p>}
        </div>
      </div>
      {meal.items.length > 0 && (
        <ul
          aria-label={`Foods in ${meal.name}`}
          className="divide-y divide-slate-100 border-t border-slate-100"
        >
          {meal.items.map((item, i) => (
            <li
              key={`${item.foodId}-${i}`}
              className="flex items-start justify-between gap-3 px-3 py-2 sm:px-4"
            >
              <div className="min-w-0">
                <p className="text-sm break-words text-slate-800">{item.foodName}</p>
                <p className="text-xs text-slate-500">
                  {formatAmount(item.servings)} × {formatAmount(item.servingSize)} {item.servingMeasure}
                </p>
              </div>
              <div className="shrink-0 text-right text-xs text-slate-500 tabular-nums">
                <p className="text-sm font-medium text-slate-700">{formatAmount(item.calories)} kcal</p>
                <p>
                  P {formatAmount(item.protein)} · F {formatAmount(item.fat)} · C{' '}
                  {formatAmount(item.totalCarbs)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {meal.notes && (
        <p className="border-t border-slate-100 px-3 py-2 text-sm whitespace-pre-line text-slate-600 sm:px-4">
          {meal.notes}
        </p>
      )}
      {actions && (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 px-3 py-2 sm:px-4">
          {actions}
        </div>
      )}
    </article>
  );
}
