import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryKind } from '@kinetic/contracts/libraries';
import { api } from '../../../lib/api-client.ts';
import { libraryKeys, type LibraryItemOf } from '../../../entities/libraries/api/library-keys.ts';

/** PUT /api/libraries/{kind}/{id} with the whole edited item. */
export function updateLibraryItem<K extends LibraryKind>(kind: K, item: LibraryItemOf<K>) {
  return api.put<{ item: LibraryItemOf<K> }>(`/libraries/${kind}/${item.id}`, item);
}

export function useUpdateLibraryItem<K extends LibraryKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: LibraryItemOf<K>) => updateLibraryItem(kind, item),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all(kind) }),
  });
}
