import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { Check, NotebookPen, Plus, RotateCcw, Trash2, Utensils } from 'lucide-react';
import { MEAL_TYPES, type Meal } from '@kinetic/contracts/meals';
import { DIARY_SAVED_OFFLINE } from '@kinetic/contracts/offline';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { isCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { DateNavigator } from '../../../components/ui/date-navigator.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadMore, pagingOf } from '../../../components/ui/load-more.tsx';
import { formatAmount, MacroSummary, sumMacros } from '../../../entities/meals/components/macro-summary.tsx';
import { MEAL_TYPE_LABELS, MealCard } from '../../../entities/meals/components/meal-card.tsx';
import { MealFormDialog } from '../../../entities/meals/components/meal-form-dialog.tsx';
import { useDeleteConfirm } from '../../../components/ui/use-delete-confirm.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { Meter } from '../../../components/ui/meter.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { loadedItems } from '../../../lib/pages.ts';
import { useCreateMeal } from '../api/create-meal.ts';
import { useDeleteMeal } from '../../../entities/meals/api/delete-meal.ts';
import { useMeals } from '../api/get-meals.ts';
import { useSetMealCompletion } from '../api/set-meal-completion.ts';
import { useLogMealInDiary } from '../api/log-meal-in-diary.ts';
import { TodaysTargets } from './todays-targets.tsx';

/** `partial`: the day has more meals than are loaded; the totals are of those shown. */
function DayTotals({ meals, partial }: { meals: Meal[]; partial: boolean }) {
  const totals = sumMacros(meals);
  const eaten = sumMacros(meals.filter((m) => m.isCompleted));
  const share = totals.calories > 0 ? Math.min(100, Math.round((eaten.calories / totals.calories) * 100)) : 0;
  return (
    <Card className="mb-6 p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Day totals</h2>
        <p className="text-sm text-slate-500 tabular-nums">
          Eaten {formatAmount(eaten.calories)} of {formatAmount(totals.calories)} kcal
          {partial && ' (of the meals shown)'}
        </p>
      </div>
      <Meter value={share} label="Calories eaten" className="mb-4 h-2" />
      <MacroSummary totals={totals} label="Day totals" />
    </Card>
  );
}

function MealsDay({ date, onAdd }: { date: string; onAdd: () => void }) {
  const userId = useAuthStore((s) => s.user?.id);
  const query = useMeals(date);
  const { data, isPending, refetch, isPlaceholderData } = query;
  const completion = useSetMealCompletion();
  const logging = useLogMealInDiary();
  const deletion = useDeleteMeal();
  const { items: meals, total } = loadedItems(data, 'meals');

  const toggle = (meal: Meal) =>
    completion.mutate(
      { id: meal.id, isCompleted: !meal.isCompleted },
      {
        onSuccess: ({ meal: saved }) =>
          toast.success(
            saved.isCompleted ? `${saved.name} marked as eaten` : `${saved.name} marked as not eaten`,
          ),
        onError: (error) => toast.error(errorText(error, 'Failed to update meal')),
      },
    );

  const deleteConfirm = useDeleteConfirm<Meal>({
    noun: 'meal',
    describe: (meal) => `"${meal.name}" will be removed from this day. This cannot be undone.`,
    deletion,
  });

  if (isPending) return <LoadingState label="Loading meals..." />;
  if (query.isError && !data)
    return (
      <Card>
        <LoadError message="Your meals could not be loaded." onRetry={() => void refetch()} />
      </Card>
    );
  if (meals.length === 0)
    return (
      <Card className="flex flex-col items-center gap-2 px-4 py-12 text-center">
        <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Utensils aria-hidden="true" className="size-6" />
        </span>
        <p className="font-medium text-slate-800">No meals</p>
        <p className="text-sm text-slate-500">Get started by adding your first meal.</p>
        <Button className="mt-3" onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          Add a meal
        </Button>
      </Card>
    );

  return (
    <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? 'opacity-60' : undefined}>
      <DayTotals meals={meals} partial={total > meals.length} />
      <div className="space-y-6">
        {MEAL_TYPES.map((type) => {
          const group = meals.filter((m) => m.mealType === type);
          if (group.length === 0) return null;
          return (
            <section key={type} aria-label={MEAL_TYPE_LABELS[type]}>
              <h3 className="mb-2 flex items-baseline justify-between text-sm font-semibold tracking-wide text-slate-500 uppercase">
                {MEAL_TYPE_LABELS[type]}
                <span className="text-xs font-medium tracking-normal normal-case tabular-nums">
                  {formatAmount(sumMacros(group).calories)} kcal
                </span>
              </h3>
              <ul aria-label={`${MEAL_TYPE_LABELS[type]} meals`} className="space-y-3">
                {group.map((meal) => {
                  const busy = completion.isPending && completion.variables.id === meal.id;
                  return (
                    <li key={meal.id}>
                      <MealCard
                        meal={meal}
                        className="shadow-sm"
                        meta={
                          meal.plannedBy && meal.plannedBy !== userId ? 'Planned by your trainer' : undefined
                        }
                        actions={
                          <>
                            <button
                              type="button"
                              onClick={() => deleteConfirm.ask(meal)}
                              aria-label={`Delete ${meal.name}`}
                              className="mr-auto rounded-lg p-2 text-slate-400 hover:bg-red-50 hover:text-red-600"
                            >
                              <Trash2 aria-hidden="true" className="size-4" />
                            </button>
                            {meal.isCompleted ? (
                              <Button variant="ghost" size="sm" loading={busy} onClick={() => toggle(meal)}>
                                {!busy && <RotateCcw aria-hidden="true" className="size-4" />}
                                Mark as not eaten
                              </Button>
                            ) : (
                              <>
                                <Button
                                  variant="ghost"
                                  size="sm"
                                  loading={logging.pendingId === meal.id}
                                  onClick={() =>
                                    logging.log(meal).then(
                                      (answer) =>
                                        toast.success(
                                          answer
                                            ? `${meal.name} added to your food diary`
                                            : DIARY_SAVED_OFFLINE,
                                        ),
                                      (error: unknown) =>
                                        toast.error(
                                          errorText(error, 'The meal could not be added to your food diary'),
                                        ),
                                    )
                                  }
                                >
                                  <NotebookPen aria-hidden="true" className="size-4" />
                                  Add to diary
                                </Button>
                                <Button size="sm" loading={busy} onClick={() => toggle(meal)}>
                                  {!busy && <Check aria-hidden="true" className="size-4" />}
                                  Mark as eaten
                                </Button>
                              </>
                            )}
                          </>
                        }
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
      <LoadMore paging={pagingOf(query, { shown: meals.length, total })} noun="meals" className="mt-4" />
      {deleteConfirm.dialog}
    </div>
  );
}

/** Meals (client): the day's meals by meal type with totals, marking meals eaten, logging a meal. */
export function MealsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const date = isCalendarDate(requested) ? requested : todayCalendarDate();
  const [adding, setAdding] = useState(false);
  const creation = useCreateMeal();

  const changeDate = (next: string) =>
    setParams(next === todayCalendarDate() ? {} : { date: next }, { replace: true });

  return (
    <>
      <PageHeader
        title="Meals"
        description="Track your nutrition"
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add Meal
          </Button>
        }
      />
      <TodaysTargets />
      <p className="mb-4">
        <Link
          to={date === todayCalendarDate() ? '/client/nutrition' : `/client/nutrition?date=${date}`}
          className={buttonClasses('secondary', 'sm', 'gap-2')}
        >
          <NotebookPen aria-hidden="true" className="size-4" />
          Food diary
        </Link>
      </p>
      <DateNavigator date={date} onChange={changeDate} />
      <MealsDay date={date} onAdd={() => setAdding(true)} />
      <MealFormDialog
        open={adding}
        onClose={() => setAdding(false)}
        title="Add Meal"
        description="Log a meal you ate. Pick the foods from the library and how many servings."
        submitLabel="Save meal"
        busyLabel="Saving..."
        defaultDate={date}
        onSubmit={async (values) => {
          const { meal } = await creation.mutateAsync(values);
          toast.success('Meal added');
          setAdding(false);
          if (meal.date !== date) changeDate(meal.date);
        }}
      />
    </>
  );
}
