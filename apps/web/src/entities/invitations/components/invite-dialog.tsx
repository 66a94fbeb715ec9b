import type { ReactNode } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Send } from 'lucide-react';
import type { Role } from '@kinetic/contracts/common';
import { invitationInput, type InvitationInput } from '@kinetic/contracts/invitations';
import { Modal } from '../../../components/ui/modal.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useSendInvitation } from '../api/invitations.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';

/** The form's own values: the trainer select holds '' for 'No trainer'. */
export interface InviteValues {
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  trainerId: string;
}

const FIELDS = ['firstName', 'lastName', 'email', 'roles', 'trainerId'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

export type InviteForm = ReturnType<typeof useFieldForm<InviteValues, InvitationInput>>;

/**
 * Invite someone by email: name and address, and (`extraFields`) what a consultant chooses besides.
 * `toBody` makes the request of the form's values; the contract checks it before it is sent.
 */
export function InviteDialog({
  open,
  onClose,
  title,
  description,
  toBody,
  extraFields,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  toBody: (values: InviteValues) => InvitationInput;
  extraFields?: (form: InviteForm) => ReactNode;
}) {
  const mutation = useSendInvitation();
  const resolver: Resolver<InviteValues, unknown, InvitationInput> = (values) => {
    const result = invitationInput.safeParse(toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<InviteValues> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (isField(key)) errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
  const form = useFieldForm<InviteValues, InvitationInput>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', roles: ['CLIENT'], trainerId: '' },
  });
  const { handleSubmit, field, failWith, reset } = form;

  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: ({ invitation }) => {
        toast.success(`Invitation sent to ${invitation.email}`);
        close();
      },
      onError: failWith('The invitation could not be sent', FIELDS),
    }),
  );

  return (
    <Modal open={open} onClose={close} busy={mutation.isPending} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate aria-label={title} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="off" {...field('firstName')} />
          <TextField label="Last name" autoComplete="off" {...field('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="off" autoCapitalize="none" {...field('email')} />
        {extraFields?.(form)}
        <FormActions onCancel={close} busy={mutation.isPending} className="pt-2">
          <SubmitButton pending={mutation.isPending} pendingLabel="Sending...">
            <Send aria-hidden="true" className="size-4" />
            Send invitation
          </SubmitButton>
        </FormActions>
      </form>
    </Modal>
  );
}
