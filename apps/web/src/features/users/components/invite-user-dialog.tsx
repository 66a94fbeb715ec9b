import { useId, useState } from 'react';
import { FileUp, UserPlus } from 'lucide-react';
import { ROLES, type Role } from '@kinetic/contracts/common';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { SelectField, type SelectFieldProps } from '../../../components/ui/select-field.tsx';
import { ImportCsvDialog } from '../../../entities/invitations/components/import-csv-dialog.tsx';
import { InviteDialog, type InviteForm } from '../../../entities/invitations/components/invite-dialog.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useTrainers } from '../api/get-trainers.ts';

const ROLE_NAMES: Record<Role, string> = { CONSULTANT: 'Consultant', TRAINER: 'Trainer', CLIENT: 'Client' };

/** The active trainers a consultant may give a new client (never themself). */
function TrainerSelect(props: Omit<SelectFieldProps, 'children'>) {
  const trainers = useTrainers();
  const me = useAuthStore((s) => s.user?.id);
  const options = (trainers.data?.trainers ?? []).filter((t) => t.id !== me);
  return (
    <div>
      <SelectField hint={trainers.isPending ? 'Loading trainers...' : undefined} {...props}>
        <option value="">No trainer</option>
        {options.map((t) => (
          <option key={t.id} value={t.id}>
            {t.firstName} {t.lastName}
          </option>
        ))}
      </SelectField>
      {trainers.isError && (
        <LoadError compact message="Failed to load trainers" onRetry={() => void trainers.refetch()} />
      )}
    </div>
  );
}

function RolesAndTrainer({ form }: { form: InviteForm }) {
  const rolesErrorId = useId();
  const rolesError = form.errorOf('roles');
  const isClient = form.watch('roles')?.includes('CLIENT');
  return (
    <>
      <fieldset aria-describedby={rolesError ? rolesErrorId : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">Roles</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {ROLES.map((role) => (
            <Checkbox
              key={role}
              value={role}
              aria-label={`${ROLE_NAMES[role]} role`}
              label={<RoleBadge role={role} />}
              aria-invalid={rolesError ? true : undefined}
              {...form.register('roles')}
            />
          ))}
        </div>
        <FieldError id={rolesErrorId} message={rolesError} />
      </fieldset>
      {isClient && <TrainerSelect label="Trainer" {...form.field('trainerId')} />}
    </>
  );
}

/** The consultant's "Invite user" and "Import CSV" (clients, with one trainer for all). */
export function UserInviteActions() {
  const [open, setOpen] = useState<'invite' | 'import' | null>(null);
  const [importTrainer, setImportTrainer] = useState('');
  const close = () => setOpen(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen('import')}>
        <FileUp aria-hidden="true" className="size-4" />
        Import CSV
      </Button>
      <Button onClick={() => setOpen('invite')}>
        <UserPlus aria-hidden="true" className="size-4" />
        Invite user
      </Button>
      <InviteDialog
        open={open === 'invite'}
        onClose={close}
        title="Invite a user"
        description="They get an email with a link to set their password; the account is made when they accept."
        toBody={({ roles, trainerId, ...person }) => ({
          ...person,
          roles,
          trainerId: roles.includes('CLIENT') && trainerId ? trainerId : null,
        })}
        extraFields={(form) => <RolesAndTrainer form={form} />}
      />
      {open === 'import' && (
        <ImportCsvDialog
          open
          onClose={close}
          trainerId={importTrainer || null}
          extraFields={
            <TrainerSelect
              label="Trainer of everyone in the file"
              value={importTrainer}
              onChange={(e) => setImportTrainer(e.target.value)}
            />
          }
        />
      )}
    </>
  );
}
