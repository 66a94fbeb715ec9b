import { useState } from 'react';
import toast from 'react-hot-toast';
import { CircleCheck, ShieldAlert } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ResetPasswordForm } from '@kinetic/contracts/auth';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { resetPasswordResolver } from '../lib/auth-resolvers.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthShell } from './auth-shell.tsx';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const navigate = useNavigate();

  if (!token) {
    return (
      <AuthShell title="Invalid Reset Link">
        <div className="flex flex-col items-center text-center">
          <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-red-100 text-red-600">
            <ShieldAlert aria-hidden="true" className="size-7" />
          </span>
          <p className="text-sm text-slate-600">
            This password reset link is missing its token. Links can only be used once and expire after a
            while. Ask for a new one.
          </p>
          <Link to="/forgot-password" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
            Request a new reset link
          </Link>
        </div>
      </AuthShell>
    );
  }

  if (done) {
    return (
      <AuthShell title="Password Reset Successfully">
        <div className="flex flex-col items-center text-center">
          <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <CircleCheck aria-hidden="true" className="size-7" />
          </span>
          <p className="text-sm text-slate-600">
            Your password has been changed. You can now sign in with your new password.
          </p>
          <Button size="lg" fullWidth className="mt-6" onClick={() => void navigate('/login')}>
            Go to login
          </Button>
        </div>
      </AuthShell>
    );
  }

  return <ResetForm token={token} onDone={() => setDone(true)} />;
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const mutation = useResetPassword();
  const { handleSubmit, field, placeServerErrors } = useFieldForm<ResetPasswordForm>({
    resolver: resetPasswordResolver.resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ newPassword }) =>
    mutation.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast.success('Password reset successfully!');
          onDone();
        },
        onError: (error) => {
          // A password the server refuses (one of the most common) also shows under its field.
          placeServerErrors(error, ['newPassword']);
          toast.error(errorText(error, 'Failed to reset password'));
        },
      },
    ),
  );

  return (
    <AuthShell
      title="Set a new password"
      subtitle="Choose a strong password you don't use anywhere else."
      footer={
        <>
          Link expired? <TextLink to="/forgot-password">Request a new one</TextLink>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} preload={resetPasswordResolver.preload}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters, with a lowercase letter, an uppercase letter and a number."
          {...field('newPassword')}
        />
        <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
        <SubmitButton pending={mutation.isPending} pendingLabel="Resetting..." size="lg" fullWidth>
          Reset password
        </SubmitButton>
      </AuthForm>
    </AuthShell>
  );
}
