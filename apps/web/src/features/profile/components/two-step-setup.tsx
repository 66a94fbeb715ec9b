import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Copy, ExternalLink } from 'lucide-react';
import { mfaEnableBody, type MfaEnableBody, type MfaSetupAnswer } from '@kinetic/contracts/security';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useEnableMfa } from '../api/switch-mfa.ts';
import { groupedSecret, useQrImage } from '../lib/qr-image.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

/**
 * Scanning the QR code (or, on the phone itself, opening the authenticator with the key, or copying
 * the key), confirming with the account password and a first code,
 * then the recovery codes.
 * `onDone` runs when the person has seen the codes.
 */
export function TwoStepSetup({ setup, onDone }: { setup: MfaSetupAnswer; onDone: () => void }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const enable = useEnableMfa();
  const qr = useQrImage(setup.otpauthUrl);
  const { handleSubmit, field, failWith } = useFieldForm<MfaEnableBody>({
    resolver: zodResolver(mfaEnableBody),
    defaultValues: { password: '', code: '' },
  });

  if (recoveryCodes) {
    return (
      <div className="space-y-4">
        <p className="text-sm font-medium text-emerald-700">Two-step sign-in is on.</p>
        <RecoveryCodes codes={recoveryCodes} />
        <Button fullWidth onClick={onDone}>
          I have saved my recovery codes
        </Button>
      </div>
    );
  }

  const copyKey = () =>
    navigator.clipboard
      .writeText(setup.secret)
      .then(() => toast.success('Key copied'))
      .catch(() => toast.error('Could not copy. Select the key and copy it yourself.'));

  const onSubmit = handleSubmit(({ password, code }) =>
    enable.mutate(
      { password, code },
      {
        onSuccess: ({ recoveryCodes }) => {
          setRecoveryCodes(recoveryCodes);
          toast.success('Two-step sign-in is on');
        },
        onError: failWith('Failed to turn on two-step sign-in', ['password', 'code'], {
          toastPlaced: false,
        }),
      },
    ),
  );

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          1Password...).
        </li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter your password and the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <div className="flex size-52 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white">
          {qr ? (
            <img src={qr} alt="QR code to scan with your authenticator app" className="size-52 rounded-lg" />
          ) : (
            <Spinner className="size-6 text-brand-600" />
          )}
        </div>
        <div className="w-full min-w-0 space-y-1">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Key for manual entry</p>
          <p className="font-mono text-sm break-all text-slate-900 select-all" data-testid="mfa-secret">
            {groupedSecret(setup.secret)}
          </p>
          <p className="text-xs text-slate-500">Time-based, 6 digits, every 30 seconds.</p>
          <div className="flex flex-col gap-2 pt-2 sm:flex-row">
            {/* On the phone that holds the authenticator, the key goes straight into it. */}
            <a href={setup.otpauthUrl} className={buttonClasses('primary', 'md', 'sm:hidden')}>
              <ExternalLink aria-hidden="true" className="size-4" />
              Open in authenticator
            </a>
            <Button type="button" variant="secondary" onClick={copyKey}>
              <Copy aria-hidden="true" className="size-4" />
              Copy key
            </Button>
          </div>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
        <TextField
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123 456"
          {...field('code')}
        />
        <SubmitButton pending={enable.isPending} pendingLabel="Checking..." fullWidth>
          Turn on two-step sign-in
        </SubmitButton>
      </form>
    </div>
  );
}
