import { useState } from 'react';
import type { AuthAnswer, MfaSignInBody } from '@kinetic/contracts/auth';
import { MFA_SIGN_IN_EXPIRED } from '@kinetic/contracts/auth-messages';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText, isApiError } from '../../../lib/api-client.ts';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useCompleteMfaSignIn } from '../api/complete-mfa-sign-in.ts';
import { mfaSignInResolver } from '../lib/auth-resolvers.ts';
import { AuthForm } from './auth-form.tsx';

/**
 * The second step of signing in: a code from the authenticator app, or a recovery code instead.
 * `onBack` returns to the password (the step's token lasts 5 minutes).
 */
export function MfaStepForm({
  mfaToken,
  onSignedIn,
  onBack,
}: {
  mfaToken: string;
  onSignedIn: (answer: AuthAnswer) => void;
  onBack: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const mutation = useCompleteMfaSignIn();
  const { register, handleSubmit, setError, resetField, setFocus, field } = useFieldForm<MfaSignInBody>({
    resolver: mfaSignInResolver.resolver,
    defaultValues: { mfaToken, code: '' },
  });

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        // An expired or used-up step: back to the password.
        if (isApiError(error) && error.error === MFA_SIGN_IN_EXPIRED) {
          onBack();
          return;
        }
        setError(
          'code',
          { type: 'server', message: errorText(error, 'Sign-in failed. Please try again.') },
          { shouldFocus: true },
        );
      },
    }),
  );

  const switchKind = () => {
    setRecovery((r) => !r);
    resetField('code');
    setTimeout(() => setFocus('code'), 0);
  };

  return (
    <AuthForm onSubmit={onSubmit} preload={mfaSignInResolver.preload}>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Two-step sign-in</h2>
        <p className="mt-1 text-sm text-slate-600">
          {recovery
            ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      </div>
      <input type="hidden" {...register('mfaToken')} />
      {recovery ? (
        <TextField
          key="recovery"
          label="Recovery code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="abcd-efgh-jkmn-pqrs"
          autoFocus
          {...field('code')}
        />
      ) : (
        <TextField
          key="app"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123 456"
          autoFocus
          {...field('code')}
        />
      )}
      <SubmitButton pending={mutation.isPending} pendingLabel="Verifying..." size="lg" fullWidth>
        Verify
      </SubmitButton>
      <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
        <button type="button" className="font-medium text-brand-700 hover:underline" onClick={switchKind}>
          {recovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
        </button>
        <button type="button" className="text-slate-600 hover:underline" onClick={onBack}>
          Back to sign in
        </button>
      </div>
    </AuthForm>
  );
}
