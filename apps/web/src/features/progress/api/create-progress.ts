import { progressCalls, type ProgressInput } from '@kinetic/contracts/progress';
import { progressKeys } from '../../../entities/progress/api/progress-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** Logs a measurement; the server sets its category from the type. */
export function useCreateProgress() {
  return useInvalidatingMutation(
    (input: ProgressInput) => callApi(progressCalls.create, { body: input }),
    progressKeys.all,
  );
}
