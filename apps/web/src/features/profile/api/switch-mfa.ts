import { useMutation } from '@tanstack/react-query';
import { mfaCalls, type MfaDisableBody, type MfaEnableBody } from '@kinetic/contracts/security';
import { callApi } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** Turns two-step sign-in on or off; on success the stored user shows it without a reload. */
function useSwitchMfa<B, A>(call: (body: B) => Promise<A>, mfaEnabled: boolean) {
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      const { user, updateUser } = useAuthStore.getState();
      if (user) updateUser({ ...user, mfaEnabled });
    },
  });
}

/** The first code turns it on; answers the recovery codes. */
export const useEnableMfa = () =>
  useSwitchMfa((body: MfaEnableBody) => callApi(mfaCalls.enable, { body }), true);

/** Needs the password and a code. */
export const useDisableMfa = () =>
  useSwitchMfa((body: MfaDisableBody) => callApi(mfaCalls.disable, { body }), false);
