import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientConditions, Condition } from '@kinetic/contracts/conditions';
import { api } from '../../../lib/api-client.ts';
import { clientKeys } from './client-keys.ts';

/** PUT /api/clients/{id}/conditions; the saved list replaces the cached one at once. */
export function useSaveClientConditions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conditions: Condition[]) =>
      api.put<{ conditions: Condition[] }>(`/clients/${encodeURIComponent(id)}/conditions`, { conditions }),
    onSuccess: ({ conditions }) => {
      queryClient.setQueryData<ClientConditions>(clientKeys.conditions(id), (old) =>
        old ? { ...old, conditions } : old,
      );
      void queryClient.invalidateQueries({ queryKey: clientKeys.conditions(id) });
    },
  });
}
