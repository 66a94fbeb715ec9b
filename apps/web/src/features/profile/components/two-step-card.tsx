import { useState } from 'react';
import toast from 'react-hot-toast';
import { ShieldCheck } from 'lucide-react';
import type { MfaSetupAnswer } from '@kinetic/contracts/security';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useSetupMfa } from '../api/setup-mfa.ts';
import { errorText } from '../../../lib/api-client.ts';
import { DisableTwoStepDialog } from './disable-two-step-dialog.tsx';
import { SectionCard } from './section-card.tsx';
import { TwoStepSetup } from './two-step-setup.tsx';

/** Two-step sign-in: whether it is on, setting it up, turning it off. */
export function TwoStepCard() {
  const enabled = useAuthStore((s) => s.user?.mfaEnabled ?? false);
  const setupMutation = useSetupMfa();
  const [setup, setSetup] = useState<MfaSetupAnswer>();
  const [disabling, setDisabling] = useState(false);

  const start = () =>
    setupMutation.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => toast.error(errorText(error, 'Failed to start the setup')),
    });

  return (
    <SectionCard
      title="Two-step sign-in"
      badge={
        <span
          className={
            enabled
              ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700'
              : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600'
          }
        >
          {enabled ? 'On' : 'Off'}
        </span>
      }
      description={
        enabled
          ? 'Signing in needs your password and a code from your authenticator app.'
          : 'Protect your account with a code from an authenticator app as well as your password.'
      }
      icon={ShieldCheck}
    >
      <div>
        {enabled ? (
          <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setDisabling(true)}>
            Turn off
          </Button>
        ) : (
          <Button className="w-full sm:w-auto" loading={setupMutation.isPending} onClick={start}>
            Set up two-step sign-in
          </Button>
        )}
      </div>
      <Modal
        open={Boolean(setup)}
        onClose={() => setSetup(undefined)}
        title="Set up two-step sign-in"
        size="lg"
      >
        {setup && <TwoStepSetup setup={setup} onDone={() => setSetup(undefined)} />}
      </Modal>
      <DisableTwoStepDialog open={disabling} onClose={() => setDisabling(false)} />
    </SectionCard>
  );
}
