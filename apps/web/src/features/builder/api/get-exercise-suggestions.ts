import { queryOptions, useQuery } from '@tanstack/react-query';
import { prescribingCalls } from '@kinetic/contracts/prescribing';
import { clientKeys } from '../../../entities/clients/api/client-keys.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The client's recent exercises and the trainer's most used. */
export function getExerciseSuggestions(clientId: string) {
  return callApi(prescribingCalls.suggestions, { params: { id: clientId } });
}

export const exerciseSuggestionsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientKeys.exerciseSuggestions(clientId),
    queryFn: () => getExerciseSuggestions(clientId),
    staleTime: 60_000,
  });

/** Nothing is asked without a client (a template has none). */
export function useExerciseSuggestions(clientId: string | null) {
  return useQuery({ ...exerciseSuggestionsQueryOptions(clientId ?? ''), enabled: Boolean(clientId) });
}
