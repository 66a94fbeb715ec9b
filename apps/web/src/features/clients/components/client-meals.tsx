import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Plus, Trash2, Utensils } from 'lucide-react';
import { MEAL_TYPES, type Meal } from '@kinetic/contracts/meals';
import { Button } from '../../../components/ui/button.tsx';
import { formatLongDay, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import type { SectionList } from '../lib/section-list.ts';
import { formatAmount, sumMacros } from '../../../entities/meals/components/macro-summary.tsx';
import { MealCard } from '../../../entities/meals/components/meal-card.tsx';
import { MealFormDialog } from '../../../entities/meals/components/meal-form-dialog.tsx';
import { useDeleteConfirm } from '../../../components/ui/use-delete-confirm.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useCreateClientMeal } from '../api/create-client-meal.ts';
import { useDeleteMeal } from '../../../entities/meals/api/delete-meal.ts';
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx';

interface MealDay {
  date: string;
  meals: Meal[];
}

/** Meals by day, newest day first; within a day breakfast, lunch, dinner, snack. */
function groupByDay(meals: readonly Meal[]): MealDay[] {
  const days = new Map<string, Meal[]>();
  for (const m of meals) days.set(m.date, [...(days.get(m.date) ?? []), m]);
  return [...days.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, list]) => ({
      date,
      meals: [...list].sort((a, b) => MEAL_TYPES.indexOf(a.mealType) - MEAL_TYPES.indexOf(b.mealType)),
    }));
}

/** `partial`: more meals of this day may be on the pages not loaded yet. */
function DayHeading({ day, partial }: { day: MealDay; partial: boolean }) {
  const totals = sumMacros(day.meals);
  const eaten = day.meals.filter((m) => m.isCompleted).length;
  return (
    <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
      <h3 className="font-semibold text-slate-900">
        {formatLongDay(day.date)}
        {day.date === todayCalendarDate() && (
          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
            Today
          </span>
        )}
      </h3>
      <p className="text-xs text-slate-500 tabular-nums">
        {formatAmount(totals.calories)} kcal · P {formatAmount(totals.protein)} g · F{' '}
        {formatAmount(totals.fat)} g · C {formatAmount(totals.totalCarbs)} g · {eaten} of {day.meals.length}{' '}
        eaten{partial && ' so far (load more for the rest of this day)'}
      </p>
    </div>
  );
}

/** The Meals section of the trainer's client page: the client's meals by day, planning and deleting meals. */
export function ClientMeals({
  clientId,
  clientName,
  list: { items: meals, isPending, isError, onRetry, paging },
}: {
  clientId: string;
  clientName: string;
  /** The pages loaded so far, newest day first. */
  list: SectionList<Meal>;
}) {
  const days = useMemo(() => groupByDay(meals ?? []), [meals]);
  const [planning, setPlanning] = useState(false);
  const creation = useCreateClientMeal(clientId);
  const deletion = useDeleteMeal();

  const deleteConfirm = useDeleteConfirm<Meal>({
    noun: 'meal',
    describe: (meal) => `"${meal.name}" will be removed from ${clientName}'s meals. This cannot be undone.`,
    deletion,
  });

  return (
    <>
      <div className="mb-3 flex justify-end">
        <Button onClick={() => setPlanning(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Plan Meal
        </Button>
      </div>
      {isPending ? (
        <LoadingState label="Loading meals..." className="py-8" />
      ) : isError ? (
        <LoadError message="The meals could not be loaded." onRetry={onRetry} />
      ) : days.length === 0 ? (
        <EmptyState icon={Utensils}>No meals yet. Plan the first one!</EmptyState>
      ) : (
        <div className="space-y-5">
          {days.map((day, i) => (
            <section key={day.date} aria-label={formatLongDay(day.date)}>
              <DayHeading day={day} partial={paging.hasNextPage && i === days.length - 1} />
              <ul aria-label={`Meals of ${formatLongDay(day.date)}`} className="space-y-2">
                {day.meals.map((meal) => (
                  <li key={meal.id}>
                    <MealCard
                      meal={meal}
                      meta={meal.plannedBy ? undefined : `Logged by ${clientName}`}
                      actions={
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => deleteConfirm.ask(meal)}
                          aria-label={`Delete ${meal.name}`}
                          className="text-slate-500 hover:bg-red-50 hover:text-red-600"
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          Delete
                        </Button>
                      }
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <LoadMore paging={paging} noun="meals" />
      <MealFormDialog
        open={planning}
        onClose={() => setPlanning(false)}
        title="Plan Meal"
        description={`Plan a meal for ${clientName}. Totals are calculated from the food library.`}
        submitLabel="Save meal"
        busyLabel="Saving..."
        defaultDate={todayCalendarDate()}
        onSubmit={async (values) => {
          await creation.mutateAsync(values);
          toast.success('Meal planned');
          setPlanning(false);
        }}
      />
      {deleteConfirm.dialog}
    </>
  );
}
