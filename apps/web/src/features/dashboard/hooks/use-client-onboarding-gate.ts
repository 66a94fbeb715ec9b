import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import type { Role } from '@kinetic/contracts/common';
import { onboardingStatusQueryOptions } from '../../../entities/onboarding/api/get-onboarding-status.ts';
import { isApiError } from '../../../lib/api-client.ts';

export interface OnboardingGate {
  /** True while the client's onboarding status is being checked ('Checking your profile...'). */
  checking: boolean;
}

const NOTICE = 'Please complete your onboarding to access the dashboard';
const FAILURE = 'Unable to check onboarding status';

/** A 404 or 400 means there is no usable status yet: the client is sent to onboarding. */
function meansNotOnboarded(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * The client onboarding gate: a client uses the app only after the health intake. When the active role is CLIENT, GET
 * /onboarding/status is checked: unfinished (isComplete false, or a 404 or 400 answer) sends the
 * client to /onboarding with a 4-second notice (router state `notice`); any other failure shows 'Unable to check onboarding
 * status' and leaves the dashboard usable. Other roles skip the check (no call).
 */
export function useClientOnboardingGate(activeRole: Role | null): OnboardingGate {
  const isClient = activeRole === 'CLIENT';
  const navigate = useNavigate();
  const { data, error, isPending } = useQuery({
    // The onboarding page's cache entry, so finishing there lets the dashboard in.
    ...onboardingStatusQueryOptions(),
    enabled: isClient,
    // A 4xx will not change on a second try.
    retry: (failures, failure) =>
      !(isApiError(failure) && failure.status >= 400 && failure.status < 500) && failures < 1,
  });

  const mustOnboard = isClient && ((data !== undefined && !data.isComplete) || meansNotOnboarded(error));
  const failed = isClient && data === undefined && error !== null && !meansNotOnboarded(error);

  useEffect(() => {
    if (!mustOnboard) return;
    // The onboarding page shows the notice in its own flow, where it covers nothing.
    void navigate('/onboarding', { replace: true, state: { notice: NOTICE } });
  }, [mustOnboard, navigate]);

  useEffect(() => {
    // A 401 has already ended the session and is on its way to /login.
    if (!failed || (isApiError(error) && error.status === 401)) return;
    toast.error(FAILURE, { id: 'onboarding-gate-failure' });
  }, [failed, error]);

  return { checking: isClient && (isPending || mustOnboard) };
}
