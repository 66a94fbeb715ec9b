import { useId } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useLibraryImport } from '../hooks/use-library-import.ts';
import { rowsText } from '../lib/import-plan.ts';
import { LIBRARY_TEXTS } from '../lib/library-texts.ts';
import { ProgressBar, TemplateLink } from './import-dialog-parts.tsx';
import { ImportPreview } from './import-preview.tsx';
import { ImportReport } from './import-report.tsx';
import type { LibraryDialogProps } from '../lib/library-dialog.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';

/**
 * Import a CSV or JSON file into a library (consultants): the file is read in the browser, previewed
 * with its problems, then sent in chunks with a progress bar; a report lists what was refused.
 */
export function ImportDialog({ kind, open, onClose }: LibraryDialogProps) {
  const texts = LIBRARY_TEXTS[kind];
  const inputId = useId();
  const { file, progress, report, running, choose, run, reset } = useLibraryImport(kind);
  const rows = file?.read.rows ?? [];

  const close = () => {
    if (running) return;
    reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      busy={running}
      size="lg"
      title={`Import ${texts.tile.toLowerCase()}`}
      description="Add many items at once from a CSV or JSON file. Column names are the field names."
    >
      <div className="space-y-5">
        {report ? (
          <ImportReport report={report} onAnother={reset} onDone={close} />
        ) : (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div className="min-w-0 flex-1">
                <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
                  CSV or JSON file
                </label>
                <input
                  id={inputId}
                  type="file"
                  accept=".csv,.json,text/csv,application/json"
                  disabled={running}
                  onChange={(e) => void choose(e.target.files?.[0])}
                  className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
                />
              </div>
              <TemplateLink kind={kind} />
            </div>
            {file && <ImportPreview kind={kind} file={file} />}
            {progress && <ProgressBar sent={progress.sent} total={progress.total} />}
            <FormActions onCancel={close} busy={running}>
              <Button onClick={() => void run()} disabled={rows.length === 0} loading={running}>
                <Upload aria-hidden="true" className="size-4" />
                Import {rowsText(rows.length)}
              </Button>
            </FormActions>
          </>
        )}
      </div>
    </Modal>
  );
}
