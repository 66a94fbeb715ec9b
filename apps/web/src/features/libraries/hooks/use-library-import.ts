import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LibraryKind } from '@kinetic/contracts/libraries';
import { readImportFile, type ReadRows } from '@kinetic/contracts/library-import';
import { libraryKeys } from '../../../entities/libraries/api/library-keys.ts';
import { errorText } from '../../../lib/api-client.ts';
import { importLibraryRows } from '../api/import-library-rows.ts';
import { readText } from '../../../lib/read-text.ts';
import { chunkRows, refusedOf, type RefusedRow } from '../lib/import-plan.ts';

export interface FileRead {
  name: string;
  read: ReadRows;
}

export interface ImportReport {
  imported: number;
  refused: RefusedRow[];
  /** Why the import stopped early (a call failed), with the rows not sent. */
  stopped: { message: string; notSent: number } | null;
}

/**
 * An import into one library, step by step: a chosen file read in the browser (rows and problems),
 * then sent in chunks (progress), then what was imported and refused (report).
 */
export function useLibraryImport(kind: LibraryKind) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<FileRead | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  const reset = () => {
    setFile(null);
    setProgress(null);
    setReport(null);
  };

  const choose = async (chosen: File | undefined) => {
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

  const run = async () => {
    if (!file) return;
    const { rows, problems } = file.read;
    let imported = 0;
    let sent = 0;
    let stopped: ImportReport['stopped'] = null;
    const refused: RefusedRow[] = problems.map((p) => ({ row: p.row, name: p.name ?? '', reasons: [p.msg] }));
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

  return { file, progress, report, running: progress !== null && report === null, choose, run, reset };
}
