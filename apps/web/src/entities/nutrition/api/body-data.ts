import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bodyDataCalls, type BodyDataAnswer, type BodyDataInput } from '@kinetic/contracts/body-data';
import { callApi } from '../../../lib/api-client.ts';
import { nutritionKeys } from './nutrition-keys.ts';

/** The signed-in person's body data and the hints beside it (intake, latest weighing). */
export function useBodyData() {
  return useQuery({
    queryKey: nutritionKeys.body,
    queryFn: () => callApi(bodyDataCalls.get, {}),
    gcTime: 0,
  });
}

export function useSaveBodyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyDataInput) => callApi(bodyDataCalls.save, { body }),
    onSuccess: (answer) => queryClient.setQueryData<BodyDataAnswer>(nutritionKeys.body, answer),
  });
}
