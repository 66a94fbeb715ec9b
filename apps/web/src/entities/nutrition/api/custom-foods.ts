import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customFoodCalls,
  type CustomFood,
  type CustomFoodInput,
  type DiaryFoodListAnswer,
} from '@kinetic/contracts/custom-foods';
import { callApi } from '../../../lib/api-client.ts';
import { searchFoods } from '../../meals/api/search-foods.ts';
import { nutritionKeys } from './nutrition-keys.ts';

/** The signed-in person's own foods. */
export function useCustomFoods(enabled = true) {
  return useQuery({
    queryKey: nutritionKeys.customFoods,
    queryFn: () => callApi(customFoodCalls.list),
    enabled,
  });
}

/** Adds a food of one's own, or changes one (with its id); the diary's search and lists load anew. */
export function useSaveCustomFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: CustomFoodInput }): Promise<CustomFood> =>
      id
        ? (await callApi(customFoodCalls.update, { params: { id }, body: values })).food
        : (await callApi(customFoodCalls.create, { body: values })).food,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: nutritionKeys.customFoods });
      void queryClient.invalidateQueries({ queryKey: nutritionKeys.diaryFoodSearch });
    },
  });
}

export function useDeleteCustomFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(customFoodCalls.remove, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: nutritionKeys.customFoods });
      void queryClient.invalidateQueries({ queryKey: nutritionKeys.diaryFoodSearch });
      void queryClient.invalidateQueries({ queryKey: nutritionKeys.recentFoods });
    },
  });
}

/**
 * The diary's food search: typed words find the library's foods with the client's own and their
 * trainer's shared ones; before anything is typed, the library's everyday list (kept offline).
 */
export function useDiaryFoodSearch(search: string) {
  return useQuery({
    queryKey: [...nutritionKeys.diaryFoodSearch, search],
    queryFn: ({ signal }): Promise<DiaryFoodListAnswer | Awaited<ReturnType<typeof searchFoods>>> =>
      search
        ? callApi(customFoodCalls.search, { query: { search, limit: 20 } }, { signal })
        : searchFoods('', signal),
    staleTime: 60 * 1000,
    placeholderData: keepPreviousData,
  });
}
