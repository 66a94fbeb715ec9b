import { useState } from 'react';
import toast from 'react-hot-toast';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { ForgotPasswordBody } from '@kinetic/contracts/auth';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { forgotPasswordResolver } from '../lib/auth-resolvers.ts';
import { AuthForm, EmailField } from './auth-form.tsx';
import { AuthNotice, AuthShell } from './auth-shell.tsx';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useForgotPassword();
  const { handleSubmit, field } = useFieldForm<ForgotPasswordBody>({
    resolver: forgotPasswordResolver.resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success('Password reset link sent!');
        setSentTo(values.email);
      },
      onError: (error) => {
        toast.error(errorText(error, 'Failed to send reset link'));
      },
    }),
  );

  if (sentTo) {
    return (
      <AuthNotice
        title="Check your email"
        icon={MailCheck}
        action={
          <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to login
          </Link>
        }
      >
        <p className="text-sm text-slate-600">
          If an account exists for{' '}
          <strong className="font-semibold break-all text-slate-900">{sentTo}</strong>, we have sent a link to
          reset the password. The link works for a limited time.
        </p>
        <p className="mt-3 text-sm text-slate-500">
          Didn&apos;t get it? Check your spam folder or try again in a few minutes.
        </p>
      </AuthNotice>
    );
  }

  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to set a new password."
      footer={
        <>
          Remembered it? <TextLink to="/login">Back to login</TextLink>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} preload={forgotPasswordResolver.preload}>
        <EmailField {...field('email')} />
        <SubmitButton pending={mutation.isPending} pendingLabel="Sending..." size="lg" fullWidth>
          Send reset link
        </SubmitButton>
      </AuthForm>
    </AuthShell>
  );
}
