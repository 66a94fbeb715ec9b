import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { deleteAccountInput } from '@kinetic/contracts/users';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorText, isApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useDeleteMyAccount } from '../api/account-data.ts';
import { ACCOUNT_DELETED_MESSAGE } from '../lib/profile-texts.ts';

const FORM_ID = 'delete-account-form';

/** Asks for the password before the account and its data are erased; then signs out to /login. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const mutation = useDeleteMyAccount();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<{ password: string }>({
    resolver: zodResolver(deleteAccountInput),
    defaultValues: { password: '' },
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(({ password }) =>
    mutation.mutate(password, {
      onSuccess: () => {
        // The server has ended every session: this one ends here too.
        useAuthStore.getState().logout();
        toast.success(ACCOUNT_DELETED_MESSAGE);
        void navigate('/login', { replace: true });
      },
      onError: (error) => {
        const field = isApiError(error) ? error.errors.find((e) => e.path === 'password') : undefined;
        if (field) setError('password', { type: 'server', message: field.msg }, { shouldFocus: true });
        else toast.error(errorText(error, 'Failed to delete account'));
      },
    }),
  );

  return (
    <Modal
      open={open}
      onClose={close}
      busy={mutation.isPending}
      size="sm"
      title="Delete your account?"
      description="Your intake answers, workouts, meals and progress are erased, your name and email are removed and you are signed out everywhere. This cannot be undone."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={mutation.isPending}>
            {mutation.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          hint="Enter your password to confirm."
          error={errors.password?.message}
          {...register('password')}
        />
      </form>
    </Modal>
  );
}
