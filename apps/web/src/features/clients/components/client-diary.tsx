import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { DateNavigator } from '../../../components/ui/date-navigator.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useClientDiary } from '../../../entities/nutrition/api/diary.ts';
import { DiaryDayView } from '../../../entities/nutrition/components/diary-day.tsx';
import { todayCalendarDate } from '../../../lib/calendar-date.ts';

/** The client's food diary of a day, read-only, for their trainer (the day view without editing). */
export function ClientDiary({ clientId }: { clientId: string }) {
  const [date, setDate] = useState(todayCalendarDate);
  const { data, isPending, isError, refetch, isPlaceholderData } = useClientDiary(clientId, date);
  return (
    <div>
      <DateNavigator date={date} onChange={setDate} />
      {isPending ? (
        <LoadingState label="Loading the food diary..." />
      ) : isError && !data ? (
        <Card>
          <LoadError message="The food diary could not be loaded." onRetry={() => void refetch()} />
        </Card>
      ) : (
        <div
          aria-busy={isPlaceholderData || undefined}
          className={isPlaceholderData ? 'opacity-60' : undefined}
        >
          {data.entries.length === 0 && (
            <p className="mb-3 text-sm text-slate-500">Nothing logged on this day.</p>
          )}
          <DiaryDayView day={data} />
        </div>
      )}
    </div>
  );
}
