import type { ImportAnswer, LibraryKind } from '@kinetic/contracts/libraries';
import { api } from '../../../lib/api-client.ts';

/** POST /api/libraries/{kind}/import: one chunk of rows read from a file. */
export function importLibraryRows(
  kind: LibraryKind,
  rows: Record<string, unknown>[],
  firstRowNumber: number,
): Promise<ImportAnswer> {
  return api.post<ImportAnswer>(`/libraries/${kind}/import`, { rows, firstRowNumber });
}
