import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EquipmentListAnswer } from '@kinetic/contracts/libraries';
import { api } from '../../../lib/api-client.ts';

export function getEquipment(): Promise<EquipmentListAnswer> {
  return api.get<EquipmentListAnswer>('/equipment');
}

/** GET /api/equipment, cached for 5 minutes (specification section 7). */
export const equipmentQueryOptions = () =>
  queryOptions({ queryKey: ['equipment', 'list'], queryFn: getEquipment, staleTime: 5 * 60 * 1000 });

export function useEquipment() {
  return useQuery(equipmentQueryOptions());
}
