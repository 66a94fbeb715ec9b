import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryKind } from '@kinetic/contracts/libraries';
import { api } from '../../../lib/api-client.ts';
import { libraryKeys, type LibraryItemOf } from '../../../entities/libraries/api/library-keys.ts';

export function createLibraryItem<K extends LibraryKind>(kind: K, input: unknown) {
  return api.post<{ item: LibraryItemOf<K> }>(`/libraries/${kind}`, input);
}

/** POST /api/libraries/{kind}; the library's lists are refetched afterwards. */
export function useCreateLibraryItem<K extends LibraryKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: unknown) => createLibraryItem(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all(kind) }),
  });
}
