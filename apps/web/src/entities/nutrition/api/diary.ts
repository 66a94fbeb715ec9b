import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { diaryCalls } from '@kinetic/contracts/food-diary-calls';
import { foodSearchQueryOptions } from '../../meals/api/search-foods.ts';
import { callApi } from '../../../lib/api-client.ts';
import { serviceWorkerControlling } from '../../../lib/service-worker.ts';
import { useOnline } from '../../../lib/use-online.ts';
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

const recentFoodsQuery = {
  queryKey: nutritionKeys.recentFoods,
  queryFn: () => callApi(diaryCalls.recentFoods),
};

/** The foods the client logged last and most often. */
export function useRecentFoods(enabled: boolean) {
  return useQuery({ ...recentFoodsQuery, enabled });
}

/**
 * While the diary is open online, what it needs offline is read through the service worker, which
 * keeps it (sw/sw.ts): the food picker's first lists (the recent foods and the everyday list), so
 * that adding food offline works without the dialog having been opened online first; and the day,
 * read again when it was first read before the worker controlled the page (a first visit).
 */
export function useKeepDiaryOffline(date: string) {
  const queryClient = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    void serviceWorkerControlling().then(() => {
      if (cancelled) return;
      void queryClient.prefetchQuery({ ...recentFoodsQuery, staleTime: 0 });
      void queryClient.prefetchQuery({ ...foodSearchQueryOptions(''), staleTime: 0 });
    });
    return () => {
      cancelled = true;
    };
  }, [online, queryClient]);
  useEffect(() => {
    if (!online || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
    let cancelled = false;
    void serviceWorkerControlling().then(() => {
      if (!cancelled)
        void queryClient.refetchQueries({ queryKey: nutritionKeys.diaryDay(date), exact: true });
    });
    return () => {
      cancelled = true;
    };
  }, [online, queryClient, date]);
}
