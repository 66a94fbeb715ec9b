import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { KeyRound } from 'lucide-react';
import { passwordChangeForm, type PasswordChangeForm } from '@kinetic/contracts/users';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorText, isApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SectionCard } from './section-card.tsx';

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password; the confirmation never leaves the browser. */
export function ChangePasswordCard() {
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeForm>({ resolver: zodResolver(passwordChangeForm), defaultValues: EMPTY });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          toast.success('Password changed successfully!');
        },
        onError: (error) => {
          if (isApiError(error)) {
            for (const e of error.errors) {
              if (e.path === 'currentPassword' || e.path === 'newPassword')
                setError(e.path, { type: 'server', message: e.msg }, { shouldFocus: true });
            }
          }
          toast.error(errorText(error, 'Failed to change password'));
        },
      },
    ),
  );

  return (
    <SectionCard
      title="Change Password"
      description="Other devices signed in to your account are signed out when it changes."
      icon={<KeyRound aria-hidden="true" className="size-5" />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters, with a lowercase letter, an uppercase letter and a number."
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={mutation.isPending} className="w-full sm:w-auto">
            {mutation.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
