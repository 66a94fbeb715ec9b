import { useMutation } from '@tanstack/react-query';
import type { MfaEnableAnswer, MfaEnableBody } from '@kinetic/contracts/security';
import { api } from '../../../lib/api-client.ts';
import { setStoredMfaEnabled } from './stored-mfa-flag.ts';

/** POST /api/users/me/mfa/enable: the first code turns it on; answers the recovery codes. */
export function enableMfa(body: MfaEnableBody): Promise<MfaEnableAnswer> {
  return api.post<MfaEnableAnswer>('/users/me/mfa/enable', body);
}

/** On success the stored user shows two-step sign-in on. */
export function useEnableMfa() {
  return useMutation({
    mutationFn: enableMfa,
    onSuccess: () => setStoredMfaEnabled(true),
  });
}
