import type { ImportAnswer } from '@kinetic/contracts/libraries';
import type { ReadRows } from '@kinetic/contracts/library-import';

/** Rows sent per import call (the API takes up to IMPORT_CHUNK_MAX; smaller calls move the bar). */
export const IMPORT_CHUNK_SIZE = 100;

export type ReadRow = ReadRows['rows'][number];

export interface RefusedRow {
  row: number;
  name: string;
  reasons: string[];
}

/** Splits the rows into chunks of at most `size`, in file order. */
export function chunkRows(rows: ReadRow[], size = IMPORT_CHUNK_SIZE): ReadRow[][] {
  const chunks: ReadRow[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

/**
 * The refused rows of one chunk's answer with their line numbers in the file. The server numbers the
 * chunk's rows from firstRowNumber; lines skipped in the file (broken lines, quoted line breaks) make
 * the file's numbers differ, so each refused row is mapped back through its position in the chunk.
 */
export function refusedOf(chunk: ReadRow[], firstRowNumber: number, answer: ImportAnswer): RefusedRow[] {
  return answer.refused.map((r) => {
    const source = chunk[r.row - firstRowNumber];
    return {
      row: source?.row ?? r.row,
      name: r.name || (typeof source?.values.name === 'string' ? source.values.name : ''),
      reasons: r.errors.map((e) => e.msg),
    };
  });
}

/** '1 row', '3 rows'. */
export const rowsText = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
