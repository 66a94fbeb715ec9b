import { useState } from 'react';
import toast from 'react-hot-toast';
import { Download, ScrollText } from 'lucide-react';
import { auditCsv } from '@kinetic/contracts/audit';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { EmptyState } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RoleOnly } from '../../../components/ui/role-only.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { AUDIT_PAGE_SIZE, getAuditExport, useAuditPage } from '../api/get-audit.ts';
import {
  auditFileName,
  auditFilterOf,
  daysBackwards,
  downloadedText,
  EMPTY_AUDIT_FORM,
  type AuditForm,
} from '../lib/audit-filter.ts';
import { AuditEntryRow } from './audit-entry-row.tsx';
import { AuditFilters } from './audit-filters.tsx';

const RANGE_ERROR = 'The last day must not be before the first';

function AuditTrail() {
  const [form, setForm] = useState<AuditForm>(EMPTY_AUDIT_FORM);
  const [offset, setOffset] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const person = useDebouncedValue(form.person, 300);
  const backwards = daysBackwards(form);
  // A backwards range is not asked for: the screen keeps the entries of the last good filter.
  const [filter, setFilter] = useState(() => auditFilterOf(form));
  const next = auditFilterOf({ ...form, person });
  if (!backwards && JSON.stringify(next) !== JSON.stringify(filter)) {
    setFilter(next);
    setOffset(0);
  }
  const query = useAuditPage(filter, offset);
  const entries = query.data?.entries ?? [];
  const total = query.data?.total ?? 0;

  const download = async () => {
    setDownloading(true);
    try {
      const answer = await getAuditExport(filter);
      saveFile(auditCsv(answer.entries), auditFileName(), 'text/csv;charset=utf-8');
      toast.success(downloadedText(answer.entries.length, answer.total));
    } catch (error) {
      toast.error(errorText(error, 'Failed to download the audit trail'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Audit Trail"
        description={
          query.data ? (
            <span aria-live="polite">{`${total} ${total === 1 ? 'entry' : 'entries'}`}</span>
          ) : (
            'Who did what to whose account or health data, and when'
          )
        }
        actions={
          <Button
            variant="secondary"
            loading={downloading}
            disabled={total === 0}
            onClick={() => void download()}
          >
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </Button>
        }
      />
      <Card className="mb-4 p-4 sm:p-5">
        <AuditFilters form={form} onChange={setForm} rangeError={backwards ? RANGE_ERROR : undefined} />
      </Card>
      <ListCard
        query={query}
        count={entries.length}
        label="Audit entries"
        loadingLabel="Loading the audit trail..."
        errorMessage="Failed to load the audit trail"
        busy={query.isFetching}
        empty={<EmptyState icon={ScrollText}>No entries match these filters.</EmptyState>}
      >
        {entries.map((entry) => (
          <AuditEntryRow key={entry.id} entry={entry} />
        ))}
      </ListCard>
      {total > AUDIT_PAGE_SIZE && (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - AUDIT_PAGE_SIZE))}
          >
            Previous
          </Button>
          <p className="text-sm text-slate-600">
            {offset + 1}–{Math.min(offset + AUDIT_PAGE_SIZE, total)} of {total}
          </p>
          <Button
            variant="secondary"
            disabled={offset + AUDIT_PAGE_SIZE >= total}
            onClick={() => setOffset(offset + AUDIT_PAGE_SIZE)}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  );
}

/** The audit trail (consultant): filter by person, action and days, page through, download as CSV. */
export function AuditPage() {
  return (
    <RoleOnly
      role="CONSULTANT"
      title="Access Denied"
      message="You need consultant privileges to read the audit trail."
    >
      <AuditTrail />
    </RoleOnly>
  );
}
