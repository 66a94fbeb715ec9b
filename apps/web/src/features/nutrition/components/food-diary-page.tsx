import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import { MEAL_LABELS, type DiaryEntriesAnswer, type DiaryEntry } from '@kinetic/contracts/food-diary';
import { DIARY_SAVED_OFFLINE, ENTRY_WAITING } from '@kinetic/contracts/offline';
import type { MealType } from '@kinetic/contracts/meals';
import { CUSTOM_FOOD_TEXTS } from '@kinetic/contracts/custom-foods';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DateNavigator } from '../../../components/ui/date-navigator.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useDeleteConfirm } from '../../../components/ui/use-delete-confirm.tsx';
import { WriteStatus } from '../../../components/ui/write-status.tsx';
import { useKeepDiaryOffline, useOwnDiary } from '../../../entities/nutrition/api/diary.ts';
import { shownHere, useDiaryWrites } from '../../../entities/nutrition/api/diary-writes.ts';
import { DiaryDayView } from '../../../entities/nutrition/components/diary-day.tsx';
import { diaryRefusalText, withWaitingDiaryWrites } from '../../../entities/nutrition/lib/queued-diary.ts';
import { errorText } from '../../../lib/api-client.ts';
import { isCalendarDate, shiftCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { AddFoodDialog } from './add-food-dialog.tsx';
import { ChangeEntryDialog } from './change-entry-dialog.tsx';
import { OwnCompliance } from './own-compliance.tsx';
import { MyFoodsDialog } from '../../../entities/nutrition/components/my-foods-dialog.tsx';

/** Food diary (client): what they ate on a day, by meal, against their targets. */
export function FoodDiaryPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const date = isCalendarDate(requested) ? requested : todayCalendarDate();
  const changeDate = (next: string) =>
    setParams(next === todayCalendarDate() ? {} : { date: next }, { replace: true });
  const query = useOwnDiary(date);
  useKeepDiaryOffline(date);
  const writes = useDiaryWrites();
  const [adding, setAdding] = useState<MealType | null>(null);
  const [changing, setChanging] = useState<DiaryEntry | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [copying, setCopying] = useState<MealType | null>(null);
  const [myFoods, setMyFoods] = useState(false);
  const deleteConfirm = useDeleteConfirm<DiaryEntry>({
    noun: 'entry',
    describe: (entry) => `"${entry.name}" will be removed from this day.`,
    deletion: {
      isPending: deleting,
      mutate: (id, { onSuccess, onError }) => {
        const entry = shown?.day.entries.find((e) => e.id === id);
        if (!entry) return;
        setDeleting(true);
        shownHere(writes.remove(entry))
          .then(onSuccess, onError)
          .finally(() => setDeleting(false));
      },
    },
  });

  const copyYesterday = (meal: MealType) => {
    const label = MEAL_LABELS[meal].toLowerCase();
    setCopying(meal);
    shownHere<DiaryEntriesAnswer>(writes.copy({ fromDate: shiftCalendarDate(date, -1), meal, toDate: date }))
      .then((answer) => {
        if (!answer) toast.success(DIARY_SAVED_OFFLINE);
        else if (answer.entries.length)
          toast.success(
            `Copied ${answer.entries.length} ${answer.entries.length === 1 ? 'entry' : 'entries'} to ${label}`,
          );
        else toast(`Nothing to copy: no ${label} logged the day before`);
      })
      .catch((error: unknown) => toast.error(errorText(error, `Yesterday's ${label} could not be copied`)))
      .finally(() => setCopying(null));
  };

  const { data: read, isPending, isError, refetch, isPlaceholderData } = query;
  // The day as the client left it here: the entries waiting on the device shown at once.
  const shown = read && withWaitingDiaryWrites(read, writes.writes);
  return (
    <>
      <PageHeader
        title="Food diary"
        description="Log what you eat, meal by meal, and see the day against your targets"
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => setMyFoods(true)}>
              {CUSTOM_FOOD_TEXTS.myFoods}
            </Button>
            <Link to="/client/meals" className="text-sm font-medium text-brand-700 hover:underline">
              Back to meals
            </Link>
          </>
        }
      />
      <OwnCompliance />
      <DateNavigator date={date} onChange={changeDate} />
      <WriteStatus
        writes={writes.writes}
        onDismiss={() => void writes.dismiss()}
        refusalText={diaryRefusalText}
      />
      {isError && !read ? (
        <Card>
          <LoadError message="Your food diary could not be loaded." onRetry={() => void refetch()} />
        </Card>
      ) : isPending || !shown ? (
        <LoadingState label="Loading your food diary..." />
      ) : (
        <div
          aria-busy={isPlaceholderData || undefined}
          className={isPlaceholderData ? 'opacity-60' : undefined}
        >
          <DiaryDayView
            day={shown.day}
            entryActions={(entry) =>
              shown.waiting.has(entry.id) ? (
                <Badge className="shrink-0 bg-amber-50 text-amber-900 ring-amber-200">{ENTRY_WAITING}</Badge>
              ) : (
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
              )
            }
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
                  loading={copying === meal}
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
      <MyFoodsDialog open={myFoods} onClose={() => setMyFoods(false)} canShare={false} />
    </>
  );
}
