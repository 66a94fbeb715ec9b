import { queryOptions, useQuery } from '@tanstack/react-query';
import { onboardingCalls } from '@kinetic/contracts/onboarding';
import { clientKeys } from '../../../entities/clients/api/client-keys.ts';
import { callApi } from '../../../lib/api-client.ts';

export function getClientIntake(id: string) {
  return callApi(onboardingCalls.ofClient, { params: { id } });
}

/** The client's intake answers and the flags a trainer must see; never kept once unused (health data). */
export const clientIntakeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.intake(id),
    queryFn: () => getClientIntake(id),
    gcTime: 0,
  });

export function useClientIntake(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientIntakeQueryOptions(id), enabled });
}
