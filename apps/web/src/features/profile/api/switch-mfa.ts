import { useMutation } from '@tanstack/react-query';
import type { MfaDisableBody, MfaEnableAnswer, MfaEnableBody } from '@kinetic/contracts/security';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** Turns two-step sign-in on or off; on success the stored user shows it without a reload. */
function useSwitchMfa<B, A>(action: 'enable' | 'disable', mfaEnabled: boolean) {
  return useMutation({
    mutationFn: (body: B) => api.post<A>(`/users/me/mfa/${action}`, body),
    onSuccess: () => {
      const { user, updateUser } = useAuthStore.getState();
      if (user) updateUser({ ...user, mfaEnabled });
    },
  });
}

/** POST /api/users/me/mfa/enable: the first code turns it on; answers the recovery codes. */
export const useEnableMfa = () => useSwitchMfa<MfaEnableBody, MfaEnableAnswer>('enable', true);

/** POST /api/users/me/mfa/disable: needs the password and a code. */
export const useDisableMfa = () => useSwitchMfa<MfaDisableBody, void>('disable', false);
