import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { deleteAccountInput } from '@kinetic/contracts/users';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useDeleteMyAccount } from '../api/account-data.ts';
import { ACCOUNT_DELETED_MESSAGE } from '../lib/profile-texts.ts';
import { PasswordConfirmDialog } from './password-confirm-dialog.tsx';

/** Asks for the password before the account and its data are erased; then signs out to /login. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const mutation = useDeleteMyAccount();
  const { handleSubmit, reset, field, failWith } = useFieldForm<{ password: string }>({
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
      onError: failWith('Failed to delete account', ['password'], { toastPlaced: false }),
    }),
  );

  return (
    <PasswordConfirmDialog
      open={open}
      onClose={close}
      busy={mutation.isPending}
      title="Delete your account?"
      description="Your intake answers, workouts, meals and progress are erased, your name and email are removed and you are signed out everywhere. This cannot be undone."
      onSubmit={onSubmit}
      submitLabel="Delete my account"
      pendingLabel="Deleting..."
    >
      <PasswordField
        label="Password"
        autoComplete="current-password"
        hint="Enter your password to confirm."
        {...field('password')}
      />
    </PasswordConfirmDialog>
  );
}
