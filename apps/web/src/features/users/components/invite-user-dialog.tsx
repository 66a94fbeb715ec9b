import { useState } from 'react';
import { ImportCsvDialog } from '../../../entities/invitations/components/import-csv-dialog.tsx';
import { InviteActions } from '../../../entities/invitations/components/invite-actions.tsx';
import { InviteDialog, type InviteForm } from '../../../entities/invitations/components/invite-dialog.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { RolesFieldset, TrainerSelect } from './role-and-trainer-fields.tsx';

/** The roles of the invited user and, for a client, their trainer (never the consultant themself). */
function RolesAndTrainer({ form }: { form: InviteForm }) {
  const me = useAuthStore((s) => s.user?.id);
  const isClient = form.watch('roles')?.includes('CLIENT');
  return (
    <>
      <RolesFieldset registration={form.register('roles')} error={form.errorOf('roles')} />
      {isClient && <TrainerSelect label="Trainer" excludeId={me} {...form.field('trainerId')} />}
    </>
  );
}

/** The consultant's "Invite user" and "Import CSV" (clients, with one trainer for all). */
export function UserInviteActions() {
  const me = useAuthStore((s) => s.user?.id);
  const [importTrainer, setImportTrainer] = useState('');
  return (
    <InviteActions
      inviteLabel="Invite user"
      dialogs={(open, close) => (
        <>
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
                  excludeId={me}
                  value={importTrainer}
                  onChange={(e) => setImportTrainer(e.target.value)}
                />
              }
            />
          )}
        </>
      )}
    />
  );
}
