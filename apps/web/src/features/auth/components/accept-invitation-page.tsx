import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailWarning } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  acceptInvitationForm,
  INVALID_INVITATION,
  type AcceptInvitationForm,
  type InvitationPreview,
} from '@kinetic/contracts/invitations';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorText, isApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useAppName } from '../../../lib/public-config.ts';
import { useAcceptInvitation, useInvitationPreview } from '../api/accept-invitation.ts';
import { AuthNotice, AuthShell } from './auth-shell.tsx';
import { NewAccountFields, SignInInstead } from './new-account-fields.tsx';

const FIELDS = ['password', 'confirmPassword', 'privacyAgreementAccepted', 'termsOfServiceAccepted'] as const;

function BadLink({ message = INVALID_INVITATION }: { message?: string }) {
  return (
    <AuthNotice
      title="This invitation cannot be used"
      icon={MailWarning}
      tone="red"
      action={
        <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
          Go to sign in
        </Link>
      }
    >
      <p className="text-sm text-slate-600">{message}</p>
    </AuthNotice>
  );
}

function AcceptForm({
  token,
  invitation,
  onGone,
}: {
  token: string;
  invitation: InvitationPreview;
  onGone: (message: string) => void;
}) {
  const appName = useAppName();
  const navigate = useNavigate();
  const signIn = useAuthStore((s) => s.login);
  const mutation = useAcceptInvitation();
  const { handleSubmit, field, failWith } = useFieldForm<AcceptInvitationForm>({
    resolver: zodResolver(acceptInvitationForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const inviter = `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`;

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      { ...values, token },
      {
        onSuccess: ({ token: session, user }) => {
          signIn(session, user);
          // A new client lands in the intake from there, as after registering.
          void navigate('/dashboard', { replace: true });
        },
        onError: (error) => {
          // A link that stopped working meanwhile (revoked, used, expired, an account made since).
          const gone = isApiError(error) ? error.errors.find((e) => e.path === 'token') : undefined;
          if (gone) onGone(gone.msg);
          else failWith('Your account could not be made', FIELDS)(error);
        },
      },
    ),
  );

  return (
    <AuthShell
      wide
      title={`Join ${appName}`}
      subtitle={`${inviter} invited you. Choose a password to make your account.`}
      footer={<SignInInstead />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <dl className="rounded-xl bg-slate-50 p-4 text-sm">
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-500">Name</dt>
            <dd className="font-medium text-slate-900">
              {invitation.firstName} {invitation.lastName}
            </dd>
          </div>
          <div className="mt-2 flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-500">Email</dt>
            <dd className="font-medium break-all text-slate-900">{invitation.email}</dd>
          </div>
        </dl>
        <NewAccountFields field={field} />
        <SubmitButton pending={mutation.isPending} pendingLabel="Creating account..." size="lg" fullWidth>
          Accept and create account
        </SubmitButton>
      </form>
    </AuthShell>
  );
}

/** /invitation?token=: the invitee sees who invited them, chooses a password and is signed in. */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitationPreview(token);
  const [gone, setGone] = useState<string | null>(null);
  if (!token) return <BadLink />;
  if (gone) return <BadLink message={gone} />;
  if (preview.isPending) return <LoadingState label="Opening your invitation..." className="min-h-screen" />;
  if (preview.isError) return <BadLink message={errorText(preview.error, INVALID_INVITATION)} />;
  return <AcceptForm token={token} invitation={preview.data.invitation} onGone={setGone} />;
}
