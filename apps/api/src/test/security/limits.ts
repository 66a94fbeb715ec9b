import type { AuthLimits } from '../../modules/auth/auth-throttle.ts';

const plenty = { max: 1_000_000, windowMs: 60_000 };

/** Sign-in and recovery limits high enough for thousands of calls from one address. */
export const RELAXED_AUTH_LIMITS: AuthLimits = {
  loginFailuresPerAccount: plenty,
  loginPerAddress: plenty,
  forgotPerAccount: plenty,
  forgotPerAddress: plenty,
  resetPerAccount: plenty,
  resetPerAddress: plenty,
  registerPerAddress: plenty,
};
