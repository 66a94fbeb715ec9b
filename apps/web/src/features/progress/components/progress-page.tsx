import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus, TrendingUp, Trophy } from 'lucide-react';
import type { ProgressEntry } from '@kinetic/contracts/progress';
import { Button } from '../../../components/ui/button.tsx';
import { formatCalendarDate } from '../../../lib/calendar-date.ts';
import { Card } from '../../../components/ui/card.tsx';
import { LoadMore, pagingOf } from '../../../components/ui/load-more.tsx';
import { formatAmount } from '../../../entities/meals/components/macro-summary.tsx';
import { useDeleteConfirm } from '../../../components/ui/use-delete-confirm.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ProgressCharts } from '../../../entities/progress/components/progress-charts.tsx';
import { ProgressEntryList } from '../../../entities/progress/components/progress-entry-list.tsx';
import { ProgressPhotosSection } from '../../../entities/progress/components/photos/progress-photos-section.tsx';
import { RecordsSection } from '../../../entities/records/components/records-section.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { loadedItems } from '../../../lib/pages.ts';
import { useDeleteProgress } from '../api/delete-progress.ts';
import { useProgress } from '../api/get-progress.ts';
import { ProgressFormDialog } from './progress-form-dialog.tsx';

const OWN = { kind: 'own' } as const;

/**
 * Progress (client): personal records with an exercise's chart (`?exercise=` the one shown first),
 * then a chart per measurement type and the entries, newest first, then the progress photos.
 */
export function ProgressPage() {
  const [search] = useSearchParams();
  const query = useProgress();
  const { data, isPending, refetch } = query;
  const [logging, setLogging] = useState(false);
  const deletion = useDeleteProgress();
  const { items: entries, total } = loadedItems(data, 'progress');

  const deleteConfirm = useDeleteConfirm<ProgressEntry>({
    noun: 'entry',
    describe: (entry) =>
      `${entry.type} ${formatAmount(entry.value)} ${entry.unit} on ${formatCalendarDate(entry.date)} will be removed. This cannot be undone.`,
    deletion,
  });

  return (
    <>
      <PageHeader
        title="Progress"
        description="Your personal records and measurements over time."
        actions={
          <Button onClick={() => setLogging(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Log Progress
          </Button>
        }
      />
      <Card className="mb-6 min-w-0 p-4 sm:p-5">
        <section aria-labelledby="records-heading">
          <h2 id="records-heading" className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
            <Trophy aria-hidden="true" className="size-5 text-amber-500" />
            Personal records
          </h2>
          <RecordsSection
            exerciseId={search.get('exercise')}
            workoutLink={(id) => `/client/workouts/${id}`}
          />
        </section>
      </Card>
      {isPending ? (
        <LoadingState label="Loading progress..." />
      ) : query.isError && !data ? (
        <Card>
          <LoadError message="Your progress could not be loaded." onRetry={() => void refetch()} />
        </Card>
      ) : entries.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-4 py-12 text-center">
          <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <TrendingUp aria-hidden="true" className="size-6" />
          </span>
          <p className="font-medium text-slate-800">No progress entries</p>
          <p className="text-sm text-slate-500">Log your weight or a measurement to start your charts.</p>
        </Card>
      ) : (
        <div className="space-y-6">
          <section aria-labelledby="progress-charts-heading">
            <h2 id="progress-charts-heading" className="sr-only">
              Charts
            </h2>
            <ProgressCharts entries={entries} total={total} />
          </section>
          <Card className="overflow-hidden">
            <h2 className="border-b border-slate-100 px-4 py-3 font-semibold text-slate-900 sm:px-5">
              All entries
            </h2>
            <ProgressEntryList entries={entries} onDelete={deleteConfirm.ask} />
            <LoadMore
              paging={pagingOf(query, { shown: entries.length, total })}
              noun="entries"
              className="border-t border-slate-100"
            />
          </Card>
        </div>
      )}
      <Card className="mt-6 min-w-0 p-4 sm:p-5">
        <ProgressPhotosSection source={OWN} />
      </Card>
      <ProgressFormDialog open={logging} onClose={() => setLogging(false)} entries={entries} />
      {deleteConfirm.dialog}
    </>
  );
}
