import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { mfaDisableBody, type MfaDisableBody } from '@kinetic/contracts/security';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useDisableMfa } from '../api/switch-mfa.ts';
import { PasswordConfirmDialog } from './password-confirm-dialog.tsx';

const EMPTY: MfaDisableBody = { password: '', code: '' };

/** Turning two-step sign-in off takes the password and a current code (or a recovery code). */
export function DisableTwoStepDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mutation = useDisableMfa();
  const { handleSubmit, reset, field, failWith } = useFieldForm<MfaDisableBody>({
    resolver: zodResolver(mfaDisableBody),
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success('Two-step sign-in is off');
        close();
      },
      onError: failWith('Failed to turn off two-step sign-in', ['password', 'code'], { toastPlaced: false }),
    }),
  );

  return (
    <PasswordConfirmDialog
      open={open}
      onClose={close}
      busy={mutation.isPending}
      title="Turn off two-step sign-in?"
      description="Signing in will need only your password. Your recovery codes stop working."
      onSubmit={onSubmit}
      submitLabel="Turn off"
      pendingLabel="Turning off..."
    >
      <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      <TextField
        label="Code from your authenticator app"
        hint="Or one of your recovery codes."
        autoComplete="one-time-code"
        {...field('code')}
      />
    </PasswordConfirmDialog>
  );
}
