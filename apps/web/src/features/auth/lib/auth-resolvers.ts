import { lazyResolver } from '../../../lib/lazy-resolver.ts';

/**
 * The signed-out forms' checks: the contracts' schemas, loaded with zod (about 25 KB compressed)
 * when the form is first focused or pressed (preload) or checked, so that the sign-in page is
 * usable without them and a visitor who only looks never loads them.
 */
const load = () => Promise.all([import('@hookform/resolvers/zod'), import('@kinetic/contracts/auth')]);

export const loginResolver = lazyResolver(async () => {
  const [{ zodResolver }, { loginBody }] = await load();
  return zodResolver(loginBody);
});

export const registerResolver = lazyResolver(async () => {
  const [{ zodResolver }, { registerBody }] = await load();
  return zodResolver(registerBody);
});

export const forgotPasswordResolver = lazyResolver(async () => {
  const [{ zodResolver }, { forgotPasswordBody }] = await load();
  return zodResolver(forgotPasswordBody);
});

export const resetPasswordResolver = lazyResolver(async () => {
  const [{ zodResolver }, { resetPasswordForm }] = await load();
  return zodResolver(resetPasswordForm);
});

export const mfaSignInResolver = lazyResolver(async () => {
  const [{ zodResolver }, { mfaSignInBody }] = await load();
  return zodResolver(mfaSignInBody);
});
