import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryKind } from '@kinetic/contracts/libraries';
import { libraryCalls } from '@kinetic/contracts/library-calls';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys, type LibraryItemOf } from '../../../entities/libraries/api/library-keys.ts';

/** PUT /api/libraries/{kind}/{id} with the whole edited item. */
export function updateLibraryItem<K extends LibraryKind>(kind: K, item: LibraryItemOf<K>) {
  // One call of the three kinds answers the union of their items, narrowed here to the kind's.
  const call: (typeof libraryCalls)[LibraryKind]['update'] = libraryCalls[kind].update;
  return callApi(call, { params: { id: item.id }, body: item }) as Promise<{ item: LibraryItemOf<K> }>;
}

export function useUpdateLibraryItem<K extends LibraryKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: LibraryItemOf<K>) => updateLibraryItem(kind, item),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all(kind) }),
  });
}
