import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

export interface PasswordConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The danger button's text, and what it says while the form is sent. */
  submitLabel: string;
  pendingLabel: string;
  /** The fields that prove it is the account's owner (the password, a code). */
  children: ReactNode;
}

/** A small dialog that asks for the password before something that cannot be undone. */
export function PasswordConfirmDialog({
  open,
  onClose,
  busy,
  title,
  description,
  onSubmit,
  submitLabel,
  pendingLabel,
  children,
}: PasswordConfirmDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton form={formId} variant="danger" pending={busy} pendingLabel={pendingLabel}>
            {submitLabel}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {children}
      </form>
    </Modal>
  );
}
