import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conditionsCalls, type ClientConditions, type Condition } from '@kinetic/contracts/conditions';
import { callApi } from '../../../lib/api-client.ts';
import { clientKeys } from './client-keys.ts';

/** Saves the client's conditions; the saved list replaces the cached one at once. */
export function useSaveClientConditions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conditions: Condition[]) =>
      callApi(conditionsCalls.save, { params: { id }, body: { conditions } }),
    onSuccess: ({ conditions }) => {
      queryClient.setQueryData<ClientConditions>(clientKeys.conditions(id), (old) =>
        old ? { ...old, conditions } : old,
      );
      void queryClient.invalidateQueries({ queryKey: clientKeys.conditions(id) });
    },
  });
}
