import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { KeyRound } from 'lucide-react';
import { passwordChangeForm, type PasswordChangeForm } from '@kinetic/contracts/users';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { CardForm } from './card-form.tsx';
import { SectionCard } from './section-card.tsx';

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password; the confirmation never leaves the browser. */
export function ChangePasswordCard() {
  const mutation = useChangePassword();
  const { handleSubmit, reset, field, failWith } = useFieldForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeForm),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          toast.success('Password changed successfully!');
        },
        onError: failWith('Failed to change password', ['currentPassword', 'newPassword']),
      },
    ),
  );

  return (
    <SectionCard
      title="Change Password"
      description="Other devices signed in to your account are signed out when it changes."
      icon={KeyRound}
    >
      <CardForm
        onSubmit={onSubmit}
        pending={mutation.isPending}
        submitLabel="Change Password"
        pendingLabel="Changing..."
      >
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters, with a lowercase letter, an uppercase letter and a number."
            {...field('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
        </div>
      </CardForm>
    </SectionCard>
  );
}
