import { useId, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, FileWarning, Upload } from 'lucide-react';
import type { LibraryKind } from '@kinetic/contracts/libraries';
import { readImportFile, type ReadRows } from '@kinetic/contracts/library-import';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { importLibraryRows } from '../api/import-library-rows.ts';
import { libraryKeys } from '../../../entities/libraries/api/library-keys.ts';
import { chunkRows, refusedOf, type RefusedRow } from '../lib/import-plan.ts';
import { scalarText } from '../lib/library-fields.ts';
import { LIBRARY_TEXTS } from '../lib/library-texts.ts';
import { ProgressBar, readText, RefusedTable, TemplateLink } from './import-dialog-parts.tsx';

const PREVIEW_ROWS = 5;
const PREVIEW_COLUMNS: Record<LibraryKind, string[]> = {
  exercises: ['name', 'category', 'difficulty', 'musclesWorked'],
  equipment: ['name', 'category', 'location', 'brand'],
  foods: ['name', 'servingSize', 'servingMeasure', 'calories'],
};

const rowsText = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  return scalarText(value);
}

interface FileRead {
  name: string;
  read: ReadRows;
}

interface Report {
  imported: number;
  refused: RefusedRow[];
  /** Why the import stopped early (a call failed), with the rows not sent. */
  stopped: { message: string; notSent: number } | null;
}

/**
 * Import a CSV or JSON file into a library (consultants): the file is read in the browser, previewed
 * with its problems, then sent in chunks with a progress bar; a report lists what was refused.
 */
export function ImportDialog({
  kind,
  open,
  onClose,
}: {
  kind: LibraryKind;
  open: boolean;
  onClose: () => void;
}) {
  const texts = LIBRARY_TEXTS[kind];
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<FileRead | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const running = progress !== null && report === null;

  const reset = () => {
    setFile(null);
    setProgress(null);
    setReport(null);
  };
  const close = () => {
    if (running) return;
    reset();
    onClose();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setProgress(null);
    setReport(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    try {
      const text = await readText(chosen);
      setFile({ name: chosen.name, read: readImportFile(kind, chosen.name, text) });
    } catch {
      setFile({
        name: chosen.name,
        read: { rows: [], problems: [{ row: 0, msg: 'The file could not be read' }] },
      });
    }
  };

  const runImport = async () => {
    if (!file) return;
    const { rows, problems } = file.read;
    let imported = 0;
    let sent = 0;
    let stopped: Report['stopped'] = null;
    const refused: RefusedRow[] = problems.map((p) => ({ row: p.row, name: '', reasons: [p.msg] }));
    setProgress({ sent: 0, total: rows.length });
    for (const chunk of chunkRows(rows)) {
      const firstRowNumber = chunk[0]?.row ?? 1;
      try {
        const answer = await importLibraryRows(
          kind,
          chunk.map((r) => r.values),
          firstRowNumber,
        );
        imported += answer.imported;
        refused.push(...refusedOf(chunk, firstRowNumber, answer));
      } catch (error) {
        stopped = {
          message: errorText(error, 'The server could not import these rows'),
          notSent: rows.length - sent,
        };
        break;
      }
      sent += chunk.length;
      setProgress({ sent, total: rows.length });
    }
    if (imported > 0) void queryClient.invalidateQueries({ queryKey: libraryKeys.all(kind) });
    setReport({ imported, refused: refused.sort((a, b) => a.row - b.row), stopped });
  };

  const rows = file?.read.rows ?? [];
  const problems = file?.read.problems ?? [];
  const columns = PREVIEW_COLUMNS[kind];

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
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={reset}>
                Import another file
              </Button>
              <Button onClick={close}>Done</Button>
            </div>
          </div>
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
                  onChange={(e) => void onFile(e)}
                  className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
                />
              </div>
              <TemplateLink kind={kind} />
            </div>

            {file && (
              <div className="space-y-4">
                <p className="text-sm text-slate-600">
                  <span className="font-medium text-slate-900">{file.name}</span>: {rowsText(rows.length)}{' '}
                  ready to import
                  {problems.length > 0 &&
                    `, ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`}
                  .
                </p>
                {problems.length > 0 && (
                  <div className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3">
                    <h3 className="flex items-center gap-2 text-sm font-semibold text-amber-900">
                      <FileWarning aria-hidden="true" className="size-4" />
                      File problems
                    </h3>
                    <ul className="mt-1.5 list-disc space-y-0.5 pl-6 text-sm text-amber-900">
                      {problems.map((p, i) => (
                        <li key={`${p.row}-${i}`}>{p.msg}</li>
                      ))}
                    </ul>
                  </div>
                )}
                {rows.length > 0 && (
                  <div>
                    <h3 className="mb-2 text-sm font-semibold text-slate-900">Preview</h3>
                    <div className="overflow-x-auto rounded-xl border border-slate-200">
                      <table className="w-full text-left text-sm">
                        <caption className="sr-only">Preview of the first rows</caption>
                        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500">
                          <tr>
                            <th scope="col" className="px-3 py-2 font-medium uppercase">
                              Row
                            </th>
                            {columns.map((c) => (
                              <th key={c} scope="col" className="px-3 py-2 font-medium">
                                {c}
                              </th>
                            ))}
                          </tr>
                        </thead>
                        <tbody className="divide-y divide-slate-100">
                          {rows.slice(0, PREVIEW_ROWS).map((r) => (
                            <tr key={r.row}>
                              <td className="px-3 py-2 text-slate-500 tabular-nums">{r.row}</td>
                              {columns.map((c) => (
                                <td key={c} className="max-w-48 truncate px-3 py-2 text-slate-900">
                                  {cellText(r.values[c])}
                                </td>
                              ))}
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                    {rows.length > PREVIEW_ROWS && (
                      <p className="mt-1.5 text-xs text-slate-500">
                        and {rowsText(rows.length - PREVIEW_ROWS)} more
                      </p>
                    )}
                  </div>
                )}
              </div>
            )}

            {progress && <ProgressBar sent={progress.sent} total={progress.total} />}

            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close} disabled={running}>
                Cancel
              </Button>
              <Button
                onClick={() => void runImport()}
                disabled={!file || rows.length === 0}
                loading={running}
              >
                <Upload aria-hidden="true" className="size-4" />
                Import {rowsText(rows.length)}
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
