import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import type { registerBody } from '@kinetic/contracts/auth';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextLink, textLinkClasses } from '../../../components/ui/text-link.tsx';
import { errorText, isApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useAppName } from '../../../lib/public-config.ts';
import { useRegister } from '../api/register.ts';
import { registerResolver } from '../lib/auth-resolvers.ts';
import { AuthShell } from './auth-shell.tsx';

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

function isField(path: string): path is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(path);
}

export function RegisterPage() {
  const appName = useAppName();
  const navigate = useNavigate();
  const signIn = useAuthStore((s) => s.login);
  const mutation = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterValues>({
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
      onError: (error) => {
        const placed = isApiError(error) ? error.errors.filter((e) => isField(e.path)) : [];
        placed.forEach((e, index) => {
          if (isField(e.path))
            setError(e.path, { type: 'server', message: e.msg }, { shouldFocus: index === 0 });
        });
        toast.error(errorText(error, 'Registration failed'));
      },
    }),
  );

  return (
    <AuthShell
      wide
      title="Create your account"
      subtitle={`Join ${appName} and start training with your coach.`}
      footer={
        <>
          Already have an account? <TextLink to="/login">Sign in here</TextLink>
        </>
      }
    >
      <form
        onSubmit={onSubmit}
        onFocus={registerResolver.preload}
        onPointerDown={registerResolver.preload}
        noValidate
        className="space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <fieldset className="space-y-3 rounded-xl bg-slate-50 p-4">
          <legend className="sr-only">Agreements</legend>
          <Checkbox
            error={errors.privacyAgreementAccepted?.message}
            {...register('privacyAgreementAccepted')}
            label={
              <>
                I have read and agree to the{' '}
                <a
                  href="/privacy-policy"
                  target="_blank"
                  rel="noopener noreferrer"
                  className={textLinkClasses}
                >
                  Privacy Policy
                </a>
              </>
            }
          />
          <Checkbox
            error={errors.termsOfServiceAccepted?.message}
            {...register('termsOfServiceAccepted')}
            label={
              <>
                I agree to the{' '}
                <a
                  href="/terms-of-service"
                  target="_blank"
                  rel="noopener noreferrer"
                  className={textLinkClasses}
                >
                  Terms of Service
                </a>
              </>
            }
          />
        </fieldset>
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
          {mutation.isPending ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthShell>
  );
}
