import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientIntake } from '@kinetic/contracts/onboarding';
import { clientKeys } from '../../../entities/clients/api/client-keys.ts';
import { api } from '../../../lib/api-client.ts';

export function getClientIntake(id: string): Promise<ClientIntake> {
  return api.get<ClientIntake>(`/clients/${encodeURIComponent(id)}/onboarding`);
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
