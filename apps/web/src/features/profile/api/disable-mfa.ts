import { useMutation } from '@tanstack/react-query';
import type { MfaDisableBody } from '@kinetic/contracts/security';
import { api } from '../../../lib/api-client.ts';
import { setStoredMfaEnabled } from './stored-mfa-flag.ts';

/** POST /api/users/me/mfa/disable: needs the password and a code. */
export function disableMfa(body: MfaDisableBody): Promise<void> {
  return api.post<void>('/users/me/mfa/disable', body);
}

export function useDisableMfa() {
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => setStoredMfaEnabled(false),
  });
}
