import { progressCalls } from '@kinetic/contracts/progress';
import { progressKeys } from '../../../entities/progress/api/progress-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** Deletes one of the client's entries (204). */
export function useDeleteProgress() {
  return useInvalidatingMutation(
    (id: string) => callApi(progressCalls.remove, { params: { id } }),
    progressKeys.all,
  );
}
