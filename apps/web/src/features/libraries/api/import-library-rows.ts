import type { ImportAnswer, LibraryKind } from '@kinetic/contracts/libraries';
import { libraryCalls } from '@kinetic/contracts/library-calls';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/libraries/{kind}/import: one chunk of rows read from a file. */
export function importLibraryRows(
  kind: LibraryKind,
  rows: Record<string, unknown>[],
  firstRowNumber: number,
): Promise<ImportAnswer> {
  return callApi(libraryCalls[kind].import, { body: { rows, firstRowNumber } });
}
