import { useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Clock } from 'lucide-react';
import type { AuthAnswer, LoginBody } from '@kinetic/contracts/auth';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useAppName, usePublicConfig } from '../../../lib/public-config.ts';
import { useLogin } from '../api/login.ts';
import { loginResolver } from '../lib/auth-resolvers.ts';
import { loginErrorMessage } from '../lib/error-messages.ts';
import { AuthForm, EmailField } from './auth-form.tsx';
import { AuthShell } from './auth-shell.tsx';
import { DemoAccountsPanel } from './demo-accounts-panel.tsx';
import { MfaStepForm } from './mfa-step-form.tsx';

export function LoginPage() {
  const appName = useAppName();
  const demoAccounts = usePublicConfig().data?.demoAccounts ?? null;
  const navigate = useNavigate();
  const signIn = useAuthStore((s) => s.login);
  const sessionEnded = useAuthStore((s) => s.sessionEnded);
  const mutation = useLogin();
  // Set when the password was right and the account has two-step sign-in: the code step follows.
  const [mfaToken, setMfaToken] = useState<string>();
  const { handleSubmit, setValue, setFocus, field } = useFieldForm<LoginBody>({
    resolver: loginResolver.resolver,
    defaultValues: { email: '', password: '' },
  });

  const finish = ({ token, user }: AuthAnswer) => {
    signIn(token, user);
    void navigate('/dashboard', { replace: true });
  };

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (answer) => {
        if ('mfaRequired' in answer) setMfaToken(answer.mfaToken);
        else finish(answer);
      },
      onError: (error) => {
        toast.error(loginErrorMessage(error));
      },
    }),
  );

  return (
    <AuthShell
      title={appName}
      brandName={false}
      subtitle="Your fitness journey starts here"
      footer={
        <>
          Don&apos;t have an account? <TextLink to="/register">Sign up here</TextLink>
        </>
      }
      aside={
        !mfaToken && demoAccounts && demoAccounts.length > 0 ? (
          <DemoAccountsPanel
            accounts={demoAccounts}
            onChoose={(account) => {
              setValue('email', account.email, { shouldValidate: true });
              setValue('password', account.password, { shouldValidate: true });
              setFocus('password');
            }}
          />
        ) : null
      }
    >
      {sessionEnded && (
        <p
          role="status"
          className="mb-5 flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          Your session has ended. Please sign in again.
        </p>
      )}
      {mfaToken ? (
        <MfaStepForm
          mfaToken={mfaToken}
          onSignedIn={finish}
          onBack={() => {
            setMfaToken(undefined);
            setValue('password', '');
          }}
        />
      ) : (
        <AuthForm onSubmit={onSubmit} preload={loginResolver.preload}>
          <EmailField {...field('email')} />
          <div>
            <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
            <div className="mt-2 text-right text-sm">
              <TextLink to="/forgot-password">Forgot your password?</TextLink>
            </div>
          </div>
          <SubmitButton pending={mutation.isPending} pendingLabel="Signing in..." size="lg" fullWidth>
            Sign in
          </SubmitButton>
        </AuthForm>
      )}
    </AuthShell>
  );
}
