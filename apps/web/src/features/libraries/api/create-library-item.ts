import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryKind } from '@kinetic/contracts/libraries';
import { libraryCalls } from '@kinetic/contracts/library-calls';
import { callApi } from '../../../lib/api-client.ts';
import { libraryKeys, type LibraryItemOf } from '../../../entities/libraries/api/library-keys.ts';

/**
 * The form checked `input` against the kind's schema (LIBRARY_INPUT_SCHEMAS) and the API checks it
 * again; one call of the three kinds answers the union of their items, narrowed here to the kind's.
 */
export function createLibraryItem<K extends LibraryKind>(kind: K, input: unknown) {
  const call: (typeof libraryCalls)[LibraryKind]['create'] = libraryCalls[kind].create;
  return callApi(call, { body: input as never }) as Promise<{ item: LibraryItemOf<K> }>;
}

/** POST /api/libraries/{kind}; the library's lists are refetched afterwards. */
export function useCreateLibraryItem<K extends LibraryKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: unknown) => createLibraryItem(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all(kind) }),
  });
}
