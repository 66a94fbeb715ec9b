import { TrendingUp } from 'lucide-react';
import type { ProgressEntry } from '@kinetic/contracts/progress';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { ProgressCharts } from '../../../entities/progress/components/progress-charts.tsx';
import { ProgressEntryList } from '../../../entities/progress/components/progress-entry-list.tsx';
import { ProgressPhotosSection } from '../../../entities/progress/components/photos/progress-photos-section.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx';
import type { SectionList } from '../lib/section-list.ts';

/**
 * The Progress section of the trainer's client page: a chart per type and the entries, then the
 * progress photos (all read-only).
 */
export function ClientProgress({ clientId, list }: { clientId: string; list: SectionList<ProgressEntry> }) {
  return (
    <div className="space-y-6">
      <ClientEntries list={list} />
      <div className="-mx-4 border-t border-slate-100 px-4 pt-4 sm:-mx-5 sm:px-5">
        <ProgressPhotosSection source={{ kind: 'client', clientId }} />
      </div>
    </div>
  );
}

function ClientEntries({
  list: { items: entries, isPending, isError, onRetry, paging },
}: {
  /** The pages loaded so far, newest first. */
  list: SectionList<ProgressEntry>;
}) {
  if (isPending) return <LoadingState label="Loading progress..." className="py-8" />;
  if (isError) return <LoadError message="The progress entries could not be loaded." onRetry={onRetry} />;
  if (!entries || entries.length === 0) return <EmptyState icon={TrendingUp}>No progress entries</EmptyState>;
  return (
    <div className="space-y-4">
      <ProgressCharts entries={entries} total={paging.total} />
      <div className="-mx-4 border-t border-slate-100 sm:-mx-5">
        <h3 className="px-4 pt-3 text-sm font-semibold text-slate-700 sm:px-5">All entries</h3>
        <ProgressEntryList entries={entries} />
        <LoadMore paging={paging} noun="entries" />
      </div>
    </div>
  );
}
