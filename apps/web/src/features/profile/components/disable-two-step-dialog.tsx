import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { mfaDisableBody, type MfaDisableBody } from '@kinetic/contracts/security';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useDisableMfa } from '../api/disable-mfa.ts';
import { errorText } from '../../../lib/api-client.ts';

const FORM_ID = 'disable-two-step-form';
const EMPTY: MfaDisableBody = { password: '', code: '' };

/** Turning two-step sign-in off takes the password and a current code (or a recovery code). */
export function DisableTwoStepDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mutation = useDisableMfa();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<MfaDisableBody>({ resolver: zodResolver(mfaDisableBody), defaultValues: EMPTY });

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
      onError: (error) => {
        const fields = isApiError(error) ? error.errors : [];
        for (const e of fields)
          if (e.path === 'password' || e.path === 'code')
            setError(e.path, { type: 'server', message: e.msg }, { shouldFocus: true });
        if (!fields.length) toast.error(errorText(error, 'Failed to turn off two-step sign-in'));
      },
    }),
  );

  return (
    <Modal
      open={open}
      onClose={close}
      busy={mutation.isPending}
      size="sm"
      title="Turn off two-step sign-in?"
      description="Signing in will need only your password. Your recovery codes stop working."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={mutation.isPending}>
            {mutation.isPending ? 'Turning off...' : 'Turn off'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Code from your authenticator app"
          hint="Or one of your recovery codes."
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code')}
        />
      </form>
    </Modal>
  );
}
