import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { ShieldCheck } from 'lucide-react';
import type { MfaSetupAnswer } from '@kinetic/contracts/security';
import { BrandName } from '../../../components/ui/brand-name.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useSetupMfa } from '../api/setup-mfa.ts';
import { useSignOut } from '../../../entities/session/api/sign-out.ts';
import { errorText } from '../../../lib/api-client.ts';
import { TwoStepSetup } from './two-step-setup.tsx';

/**
 * For a user whose role requires two-step sign-in and who has not set it up: nothing else is open
 * to them (the server refuses their other calls) until it is on.
 */
export function TwoStepRequiredPage() {
  const navigate = useNavigate();
  const enabled = useAuthStore((s) => s.user?.mfaEnabled ?? false);
  const setupMutation = useSetupMfa();
  const signOut = useSignOut();
  const [setup, setSetup] = useState<MfaSetupAnswer>();
  // Once on, the recovery codes are shown before going on: `setup` stays until then.
  if (enabled && !setup) return <Navigate to="/dashboard" replace />;

  return (
    <div className="min-h-screen bg-slate-50 px-4 py-8 sm:py-16">
      <div className="mx-auto w-full max-w-xl">
        <BrandName className="mb-6 justify-center" />
        <Card className="p-5 sm:p-8">
          <div className="mb-5 flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <ShieldCheck aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h1 className="text-xl font-semibold text-slate-900">Set up two-step sign-in</h1>
              <p className="mt-1 text-sm text-slate-600">
                Your account can reach other people&apos;s health data, so it needs a code from an
                authenticator app as well as your password. It takes a minute.
              </p>
            </div>
          </div>
          {setup ? (
            <TwoStepSetup setup={setup} onDone={() => void navigate('/dashboard', { replace: true })} />
          ) : (
            <Button
              fullWidth
              size="lg"
              loading={setupMutation.isPending}
              onClick={() =>
                setupMutation.mutate(undefined, {
                  onSuccess: setSetup,
                  onError: (error) => toast.error(errorText(error, 'Failed to start the setup')),
                })
              }
            >
              Start
            </Button>
          )}
        </Card>
        <p className="mt-4 text-center text-sm">
          <button
            type="button"
            className="text-slate-600 hover:underline"
            onClick={() =>
              signOut.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) })
            }
          >
            Sign out
          </button>
        </p>
      </div>
    </div>
  );
}
