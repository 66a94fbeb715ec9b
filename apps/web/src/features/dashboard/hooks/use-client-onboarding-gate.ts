import type { Role } from '@kinetic/contracts/common';

export interface OnboardingGate {
  /** True while the client's onboarding status is being checked ('Checking your profile...'). */
  checking: boolean;
}

/**
 * HOOK POINT for the client onboarding gate (specification section 4), built by the onboarding issue.
 * When the active role is CLIENT it will call GET /onboarding/status and send an unfinished client to
 * /onboarding with the notice 'Please complete your onboarding to access the dashboard' (4 s); a 404 or
 * 400 does the same; any other failure shows 'Unable to check onboarding status' and does not block.
 * Non-client roles skip the check. For now it never blocks and makes no call.
 */
export function useClientOnboardingGate(activeRole: Role | null): OnboardingGate {
  void activeRole;
  return { checking: false };
}
