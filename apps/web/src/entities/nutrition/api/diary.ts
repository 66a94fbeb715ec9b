import { useQuery } from '@tanstack/react-query';
import {
  diaryCalls,
  type DiaryCopyInput,
  type DiaryEntryChange,
  type DiaryEntryInput,
} from '@kinetic/contracts/food-diary';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { nutritionKeys } from './nutrition-keys.ts';

/** The signed-in client's diary of a day, with the totals against the targets. */
export function useOwnDiary(date: string) {
  return useQuery({
    queryKey: nutritionKeys.diaryDay(date),
    queryFn: () => callApi(diaryCalls.day, { query: { date } }),
    placeholderData: (previous) => previous,
  });
}

/** A client's diary of a day, for their trainer. Health data: never kept once no screen shows it. */
export function useClientDiary(clientId: string, date: string) {
  return useQuery({
    queryKey: nutritionKeys.clientDiary(clientId, date),
    queryFn: () => callApi(diaryCalls.ofClient, { params: { id: clientId }, query: { date } }),
    gcTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** The foods the client logged last and most often. */
export function useRecentFoods(enabled: boolean) {
  return useQuery({
    queryKey: nutritionKeys.recentFoods,
    queryFn: () => callApi(diaryCalls.recentFoods),
    enabled,
  });
}

/**
 * Logs an entry. `key` is sent as the Idempotency-Key: the same add sent again (an answer lost, a
 * double tap) is logged once.
 */
export function useLogEntry() {
  return useInvalidatingMutation(
    ({ body, key }: { body: DiaryEntryInput; key: string }) =>
      callApi(diaryCalls.log, { body }, { headers: { 'Idempotency-Key': key } }),
    nutritionKeys.diary,
  );
}

export function useChangeEntry() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: DiaryEntryChange }) =>
      callApi(diaryCalls.change, { params: { id }, body }),
    nutritionKeys.diary,
  );
}

export function useDeleteEntry() {
  return useInvalidatingMutation(
    (id: string) => callApi(diaryCalls.remove, { params: { id } }),
    nutritionKeys.diary,
  );
}

export function useCopyMeal() {
  return useInvalidatingMutation(
    ({ body, key }: { body: DiaryCopyInput; key: string }) =>
      callApi(diaryCalls.copy, { body }, { headers: { 'Idempotency-Key': key } }),
    nutritionKeys.diary,
  );
}
