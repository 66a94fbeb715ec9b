import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { ImportReport as Report } from '../hooks/use-library-import.ts';
import { rowsText } from '../lib/import-plan.ts';
import { RefusedTable } from './import-dialog-parts.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

/** What an import did: how many rows went in, why it stopped if it did, and the refused rows. */
export function ImportReport({
  report,
  onAnother,
  onDone,
}: {
  report: Report;
  onAnother: () => void;
  onDone: () => void;
}) {
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
        <p className="text-base font-semibold">{report.imported} imported</p>
      </div>
      {report.stopped && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          The import stopped: {report.stopped.message}. {rowsText(report.stopped.notSent)} not sent.
        </p>
      )}
      {report.refused.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">
            Refused rows ({report.refused.length})
          </h3>
          <RefusedTable refused={report.refused} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">No rows were refused.</p>
      )}
      <FormActions onCancel={onAnother} cancelLabel="Import another file">
        <Button onClick={onDone}>Done</Button>
      </FormActions>
    </div>
  );
}
