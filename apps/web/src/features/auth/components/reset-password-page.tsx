import { useState } from 'react';
import toast from 'react-hot-toast';
import { CircleCheck, ShieldAlert } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  RESET_TURN_OFF_MFA_HINT,
  RESET_TURN_OFF_MFA_LABEL,
  type ResetPasswordForm,
} from '@kinetic/contracts/auth';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { resetPasswordResolver } from '../lib/auth-resolvers.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthNotice, AuthShell } from './auth-shell.tsx';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const navigate = useNavigate();

  if (!token) {
    return (
      <AuthNotice
        title="Invalid Reset Link"
        icon={ShieldAlert}
        tone="red"
        action={
          <Link to="/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
            Request a new reset link
          </Link>
        }
      >
        <p className="text-sm text-slate-600">
          This password reset link is missing its token. Links can only be used once and expire after a while.
          Ask for a new one.
        </p>
      </AuthNotice>
    );
  }

  if (done) {
    return (
      <AuthNotice
        title="Password Reset Successfully"
        icon={CircleCheck}
        action={
          <Button size="lg" fullWidth onClick={() => void navigate('/login')}>
            Go to login
          </Button>
        }
      >
        <p className="text-sm text-slate-600">
          Your password has been changed. You can now sign in with your new password.
        </p>
      </AuthNotice>
    );
  }

  return <ResetForm token={token} onDone={() => setDone(true)} />;
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const mutation = useResetPassword();
  // Offered to everyone with a link: whether the account has two-step sign-in on is not told to
  // the page, and the server does nothing when it is off.
  const [turnOffMfa, setTurnOffMfa] = useState(false);
  const { handleSubmit, field, failWith } = useFieldForm<ResetPasswordForm>({
    resolver: resetPasswordResolver.resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ newPassword }) =>
    mutation.mutate(
      { token, newPassword, ...(turnOffMfa ? { turnOffMfa } : {}) },
      {
        onSuccess: () => {
          toast.success('Password reset successfully!');
          onDone();
        },
        // A password the server refuses (one of the most common) also shows under its field.
        onError: failWith('Failed to reset password', ['newPassword']),
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
        <Checkbox
          label={RESET_TURN_OFF_MFA_LABEL}
          hint={RESET_TURN_OFF_MFA_HINT}
          checked={turnOffMfa}
          onChange={(e) => setTurnOffMfa(e.target.checked)}
        />
        <SubmitButton pending={mutation.isPending} pendingLabel="Resetting..." size="lg" fullWidth>
          Reset password
        </SubmitButton>
      </AuthForm>
    </AuthShell>
  );
}
