import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import { MEAL_LABELS, type DiaryEntry } from '@kinetic/contracts/food-diary';
import type { MealType } from '@kinetic/contracts/meals';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DateNavigator } from '../../../components/ui/date-navigator.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useDeleteConfirm } from '../../../components/ui/use-delete-confirm.tsx';
import { useCopyMeal, useDeleteEntry, useOwnDiary } from '../../../entities/nutrition/api/diary.ts';
import { DiaryDayView } from '../../../entities/nutrition/components/diary-day.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { isCalendarDate, shiftCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { AddFoodDialog } from './add-food-dialog.tsx';
import { ChangeEntryDialog } from './change-entry-dialog.tsx';
import { OwnCompliance } from './own-compliance.tsx';

/** Food diary (client): what they ate on a day, by meal, against their targets. */
export function FoodDiaryPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const date = isCalendarDate(requested) ? requested : todayCalendarDate();
  const changeDate = (next: string) =>
    setParams(next === todayCalendarDate() ? {} : { date: next }, { replace: true });
  const query = useOwnDiary(date);
  const [adding, setAdding] = useState<MealType | null>(null);
  const [changing, setChanging] = useState<DiaryEntry | null>(null);
  const deletion = useDeleteEntry();
  const copying = useCopyMeal();
  const deleteConfirm = useDeleteConfirm<DiaryEntry>({
    noun: 'entry',
    describe: (entry) => `"${entry.name}" will be removed from this day.`,
    deletion,
  });

  const copyYesterday = (meal: MealType) => {
    const label = MEAL_LABELS[meal].toLowerCase();
    copying.mutate(
      { body: { fromDate: shiftCalendarDate(date, -1), meal, toDate: date }, key: crypto.randomUUID() },
      {
        onSuccess: ({ entries }) =>
          entries.length
            ? toast.success(
                `Copied ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} to ${label}`,
              )
            : toast(`Nothing to copy: no ${label} logged the day before`),
        onError: (error) => toast.error(errorText(error, `Yesterday's ${label} could not be copied`)),
      },
    );
  };

  const { data, isPending, isError, refetch, isPlaceholderData } = query;
  return (
    <>
      <PageHeader
        title="Food diary"
        description="Log what you eat, meal by meal, and see the day against your targets"
        actions={
          <Link to="/client/meals" className="text-sm font-medium text-brand-700 hover:underline">
            Back to meals
          </Link>
        }
      />
      <OwnCompliance />
      <DateNavigator date={date} onChange={changeDate} />
      {isPending ? (
        <LoadingState label="Loading your food diary..." />
      ) : isError && !data ? (
        <Card>
          <LoadError message="Your food diary could not be loaded." onRetry={() => void refetch()} />
        </Card>
      ) : (
        <div
          aria-busy={isPlaceholderData || undefined}
          className={isPlaceholderData ? 'opacity-60' : undefined}
        >
          <DiaryDayView
            day={data}
            entryActions={(entry) => (
              <>
                <button
                  type="button"
                  onClick={() => setChanging(entry)}
                  aria-label={`Change ${entry.name}`}
                  className="rounded-lg p-2 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => deleteConfirm.ask(entry)}
                  aria-label={`Delete ${entry.name}`}
                  className="rounded-lg p-2 text-slate-400 hover:bg-red-50 hover:text-red-600"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </>
            )}
            mealActions={(meal) => (
              <>
                <Button
                  size="sm"
                  onClick={() => setAdding(meal)}
                  aria-label={`Add food to ${MEAL_LABELS[meal].toLowerCase()}`}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Add food
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={copying.isPending && copying.variables.body.meal === meal}
                  onClick={() => copyYesterday(meal)}
                >
                  <Copy aria-hidden="true" className="size-4" />
                  Copy yesterday's {MEAL_LABELS[meal].toLowerCase()}
                </Button>
              </>
            )}
          />
        </div>
      )}
      <AddFoodDialog date={date} meal={adding} onClose={() => setAdding(null)} />
      <ChangeEntryDialog entry={changing} onClose={() => setChanging(null)} />
      {deleteConfirm.dialog}
    </>
  );
}
