import { CalendarRange } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDate } from '../../../lib/calendar-date.ts';
import { useClientPrograms } from '../api/get-client-programs.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The programs assigned to the client: "Program X, started <date>", its weeks and workouts. */
export function ClientPrograms({ clientId }: { clientId: string }) {
  const { data, isPending, isError, refetch } = useClientPrograms(clientId);
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <CalendarRange aria-hidden="true" className="size-5 text-brand-700" />
        Assigned programs
      </h2>
      {isPending ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4" /> Loading programs...
        </p>
      ) : isError ? (
        <LoadError message="The programs could not be loaded." onRetry={() => void refetch()} compact />
      ) : data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No program assigned yet.</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label="Assigned programs">
          {data.map((a) => (
            <li key={a.id} className="rounded-lg border border-slate-200 px-3 py-2.5">
              <p className="font-medium text-slate-900">
                {a.programName}, started {formatCalendarDate(a.startDate)}
              </p>
              <p className="text-sm text-slate-500">
                {plural(a.weeks, 'week')} · {plural(a.workouts, 'workout')} scheduled
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
