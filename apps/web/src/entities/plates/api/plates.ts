import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PLATES, type PlateSetInput } from '@kinetic/contracts/plates';
import { usersCalls } from '@kinetic/contracts/users';
import { callApi } from '../../../lib/api-client.ts';

export const platesQueryOptions = () =>
  queryOptions({
    queryKey: ['plates'] as const,
    queryFn: () => callApi(usersCalls.plates),
    staleTime: 10 * 60 * 1000,
  });

/**
 * The signed-in person's bar and plates, per unit. Until the answer is there (or offline on a phone
 * that never read it) the usual ones: the calculator still helps in a gym without a network.
 */
export function usePlates() {
  const { data } = useQuery(platesQueryOptions());
  return data?.plates ?? DEFAULT_PLATES;
}

/** Sets one unit's bar and plates; the answer (both units) replaces what the screens have. */
export function useSetPlates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlateSetInput) => callApi(usersCalls.setPlates, { body }),
    onSuccess: (answer) => queryClient.setQueryData(platesQueryOptions().queryKey, answer),
  });
}
