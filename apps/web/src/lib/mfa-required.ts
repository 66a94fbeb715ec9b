import type { User } from '@kinetic/contracts/auth';
import { usePublicConfig } from './public-config.ts';

/** Whether the signed-in user must set up two-step sign-in before anything else. */
export function needsTwoStepSetup(user: User | null, requiredRoles: readonly string[] | undefined): boolean {
  return Boolean(user && !user.mfaEnabled && user.roles.some((role) => requiredRoles?.includes(role)));
}

export function useNeedsTwoStepSetup(user: User | null): boolean {
  return needsTwoStepSetup(user, usePublicConfig().data?.mfaRequiredRoles);
}
