import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation after whose success everything under `invalidates` is fetched again. The caller
 * waits for the fresh lists, unless `wait` is false (a screen that leaves at once: the lists
 * refresh behind it).
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: QueryKey,
  { wait = true }: { wait?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      const refresh = queryClient.invalidateQueries({ queryKey: invalidates });
      if (wait) await refresh;
    },
  });
}
