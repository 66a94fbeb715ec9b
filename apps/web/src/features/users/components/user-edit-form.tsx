import type { FieldErrors, Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { User } from '@kinetic/contracts/auth';
import type { Role } from '@kinetic/contracts/common';
import { adminUserUpdate } from '@kinetic/contracts/users';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useUpdateUser, type AdminUserUpdateBody } from '../api/update-user.ts';
import { RolesFieldset, TrainerSelect } from './role-and-trainer-fields.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

/** The form's own values: the trainer select holds '' for 'No trainer'. */
interface EditValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  trainerId: string;
  isActive: boolean;
}

const FIELDS = ['username', 'email', 'firstName', 'lastName', 'roles', 'trainerId', 'isActive'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (path: string): path is FieldName => (FIELDS as readonly string[]).includes(path);

function toBody(values: EditValues) {
  return { ...values, trainerId: values.trainerId || null };
}

/** Checks the form against the adminUserUpdate contract; each field gets its first message. */
const contractResolver: Resolver<EditValues, unknown, AdminUserUpdateBody> = (values) => {
  const result = adminUserUpdate.safeParse(toBody(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<EditValues> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (isField(key)) errors[key] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

function initialValues(user: User): EditValues {
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: [...user.roles],
    trainerId: user.trainerId ?? '',
    isActive: user.isActive,
  };
}

/** The inline edit panel of one user (a consultant's edit: identity, roles, trainer, active flag). */
export function UserEditForm({ user, onClose }: { user: User; onClose: () => void }) {
  const currentUserId = useAuthStore((s) => s.user?.id);
  const updateStoredUser = useAuthStore((s) => s.updateUser);
  const mutation = useUpdateUser();
  const { register, handleSubmit, field, errorOf, failWith } = useFieldForm<EditValues, AdminUserUpdateBody>({
    resolver: contractResolver,
    defaultValues: initialValues(user),
  });

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(
      { id: user.id, body },
      {
        onSuccess: ({ user: saved }) => {
          if (saved.id === currentUserId) {
            updateStoredUser(saved);
            toast.success('Your profile has been updated');
          } else {
            toast.success('User updated successfully');
          }
          onClose();
        },
        onError: failWith('Failed to update user', FIELDS),
      },
    ),
  );

  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Edit ${name}`}
      className="space-y-5 border-t border-slate-100 bg-slate-50/70 px-4 py-5 sm:px-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Username" autoComplete="off" {...field('username')} />
        <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
        <TextField label="First name" autoComplete="off" {...field('firstName')} />
        <TextField label="Last name" autoComplete="off" {...field('lastName')} />
      </div>

      <RolesFieldset registration={register('roles')} error={errorOf('roles')} />

      <div className="grid gap-4 sm:grid-cols-2">
        <TrainerSelect
          label="Assigned trainer"
          excludeId={user.id}
          current={user.trainer}
          {...field('trainerId')}
        />
        <div className="sm:pt-7">
          <Checkbox
            label={
              <>
                <span className="font-medium text-slate-800">Active</span>
                <span className="block text-xs text-slate-500">
                  Inactive users cannot sign in; their sessions end at once.
                </span>
              </>
            }
            aria-label="Active"
            {...field('isActive')}
          />
        </div>
      </div>

      <FormActions onCancel={onClose} busy={mutation.isPending}>
        <SubmitButton pending={mutation.isPending} pendingLabel="Saving...">
          Save
        </SubmitButton>
      </FormActions>
    </form>
  );
}
