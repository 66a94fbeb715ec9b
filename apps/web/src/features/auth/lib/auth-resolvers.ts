import type { z } from 'zod';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';

type AuthContracts = typeof import('@kinetic/contracts/auth');

/**
 * A signed-out form's checks: the contracts' schema, loaded with zod (about 25 KB compressed) when
 * the form is first focused or pressed (preload) or checked, so that the sign-in page is usable
 * without them and a visitor who only looks never loads them.
 */
function authResolver<Input extends Record<string, unknown>, Output>(
  pick: (contracts: AuthContracts) => z.ZodType<Output, Input>,
) {
  return lazyResolver(async () => {
    const [{ zodResolver }, contracts] = await Promise.all([
      import('@hookform/resolvers/zod'),
      import('@kinetic/contracts/auth'),
    ]);
    return zodResolver(pick(contracts));
  });
}

export const loginResolver = authResolver((c) => c.loginBody);
export const registerResolver = authResolver((c) => c.registerBody);
export const forgotPasswordResolver = authResolver((c) => c.forgotPasswordBody);
export const resetPasswordResolver = authResolver((c) => c.resetPasswordForm);
export const mfaSignInResolver = authResolver((c) => c.mfaSignInBody);
