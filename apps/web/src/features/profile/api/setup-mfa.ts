import { useMutation } from '@tanstack/react-query';
import { mfaCalls } from '@kinetic/contracts/security';
import { callApi } from '../../../lib/api-client.ts';

/** A new secret for the authenticator app, not in use yet. */
export function setupMfa() {
  return callApi(mfaCalls.setup);
}

export function useSetupMfa() {
  return useMutation({ mutationFn: setupMfa });
}
