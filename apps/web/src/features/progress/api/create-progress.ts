import type { ProgressEntry, ProgressInput } from '@kinetic/contracts/progress';
import { progressKeys } from '../../../entities/progress/api/progress-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** POST /api/progress: logs a measurement; the server sets its category from the type. */
export function useCreateProgress() {
  return useInvalidatingMutation(
    (input: ProgressInput) => api.post<{ entry: ProgressEntry }>('/progress', input),
    progressKeys.all,
  );
}
