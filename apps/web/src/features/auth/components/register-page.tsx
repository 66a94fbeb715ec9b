import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { registerBody } from '@kinetic/contracts/auth';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useAppName } from '../../../lib/public-config.ts';
import { useRegister } from '../api/register.ts';
import { registerResolver } from '../lib/auth-resolvers.ts';
import { AuthForm, EmailField } from './auth-form.tsx';
import { AuthShell } from './auth-shell.tsx';
import { NewAccountFields, SignInInstead } from './new-account-fields.tsx';

type RegisterInput = z.input<typeof registerBody>;
type RegisterValues = z.output<typeof registerBody>;

const FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'confirmPassword',
  'privacyAgreementAccepted',
  'termsOfServiceAccepted',
] as const satisfies ReadonlyArray<keyof RegisterInput>;

export function RegisterPage() {
  const appName = useAppName();
  const navigate = useNavigate();
  const signIn = useAuthStore((s) => s.login);
  const mutation = useRegister();
  const { handleSubmit, field, failWith } = useFieldForm<RegisterInput, RegisterValues>({
    resolver: registerResolver.resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      // The two consent boxes start unchecked (false), which the schema rejects with its messages.
    },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ token, user }) => {
        signIn(token, user);
        void navigate('/dashboard', { replace: true });
      },
      // The server's messages go under their fields, and its error shows as a toast too.
      onError: failWith('Registration failed', FIELDS),
    }),
  );

  return (
    <AuthShell
      wide
      title="Create your account"
      subtitle={`Join ${appName} and start training with your coach.`}
      footer={<SignInInstead />}
    >
      <AuthForm onSubmit={onSubmit} preload={registerResolver.preload}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...field('username')}
        />
        <EmailField {...field('email')} />
        <NewAccountFields field={field} />
        <SubmitButton pending={mutation.isPending} pendingLabel="Creating account..." size="lg" fullWidth>
          Create account
        </SubmitButton>
      </AuthForm>
    </AuthShell>
  );
}
