import { lazy, Suspense } from 'react';
import { LineChart as LineChartIcon } from 'lucide-react';
import { ONE_REP_MAX_LABEL, formatWeight } from '@kinetic/contracts/records';
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx';
import { LoadingState, Spinner } from '../../../components/ui/spinner.tsx';
import { formatShortDate } from '../../../lib/calendar-date.ts';
import { useExerciseHistory } from '../api/get-exercise-history.ts';
import { progression } from '../lib/progression.ts';

// Recharts is loaded only when a chart is drawn.
const ExerciseProgressChart = lazy(async () => ({
  default: (await import('./exercise-progress-chart.tsx')).ExerciseProgressChart,
}));

/**
 * One exercise's progression for a client: the estimated 1RM (Epley) and volume of each completed
 * workout as a chart, and the same numbers as a table. `clientId`: a trainer's client (else the
 * signed-in client's own).
 */
export function ExerciseHistory({
  exerciseId,
  exerciseName,
  clientId,
}: {
  exerciseId: string;
  exerciseName: string;
  clientId?: string;
}) {
  const history = useExerciseHistory(exerciseId, clientId);
  const title = `${history.data?.exerciseName ?? exerciseName} progression`;
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-xs text-slate-500">
        {ONE_REP_MAX_LABEL}: weight × (1 + reps / 30), the best set of each workout; volume: weight × reps,
        all sets.
      </p>
      {history.isPending ? (
        <LoadingState label="Loading history..." className="py-8" />
      ) : history.isError ? (
        <LoadError message="This history could not be loaded." onRetry={() => void history.refetch()} />
      ) : history.data.points.length === 0 ? (
        <EmptyState icon={LineChartIcon}>
          No completed workout with a weighted set of this exercise yet
        </EmptyState>
      ) : (
        <HistoryBody points={history.data.points} title={title} />
      )}
    </section>
  );
}

function HistoryBody({ points: raw, title }: { points: Parameters<typeof progression>[0]; title: string }) {
  const { unit, points } = progression(raw);
  return (
    <div className="mt-3 space-y-3">
      <Suspense
        fallback={
          <div className="flex h-[220px] items-center justify-center text-slate-400">
            <Spinner className="size-6" />
            <span className="sr-only">Loading chart...</span>
          </div>
        }
      >
        <ExerciseProgressChart points={points} unit={unit} title={title} />
      </Suspense>
      <details className="group rounded-xl border border-slate-200">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">
          The numbers ({points.length} {points.length === 1 ? 'workout' : 'workouts'})
        </summary>
        <div className="overflow-x-auto border-t border-slate-100">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">{title}, oldest first</caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Date
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Top set
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Est. 1RM
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Volume
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-700">
              {points.map((p) => (
                <tr key={p.workoutId}>
                  <td className="px-3 py-2 whitespace-nowrap">{formatShortDate(p.time)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatWeight(p.topWeight, unit)} × {p.reps}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatWeight(p.oneRepMax, unit)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatWeight(p.volume, unit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
