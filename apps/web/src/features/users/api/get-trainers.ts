import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { trainerListAnswer, trainerOption } from '@kinetic/contracts/users';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export type TrainerOption = z.infer<typeof trainerOption>;
export type TrainerListAnswer = z.infer<typeof trainerListAnswer>;

/** GET /api/users/admin/trainers: the active trainers a user can be assigned to. */
export function getTrainers() {
  return api.get<TrainerListAnswer>('/users/admin/trainers');
}

export const trainersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.trainers(), queryFn: getTrainers, staleTime: 5 * 60 * 1000 });

export function useTrainers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...trainersQueryOptions(), enabled });
}
