import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { usersCalls, type trainerListAnswer, type trainerOption } from '@kinetic/contracts/users';
import { callApi } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export type TrainerOption = z.infer<typeof trainerOption>;
export type TrainerListAnswer = z.infer<typeof trainerListAnswer>;

/** The active trainers a user can be assigned to. */
export function getTrainers() {
  return callApi(usersCalls.trainers);
}

export const trainersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.trainers(), queryFn: getTrainers, staleTime: 5 * 60 * 1000 });

export function useTrainers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...trainersQueryOptions(), enabled });
}
