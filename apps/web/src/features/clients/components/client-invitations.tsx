import { ImportCsvDialog } from '../../../entities/invitations/components/import-csv-dialog.tsx';
import { InviteActions } from '../../../entities/invitations/components/invite-actions.tsx';
import { InviteDialog } from '../../../entities/invitations/components/invite-dialog.tsx';

/** The trainer's ways to bring in new clients: one by email, or many from a CSV. */
export function ClientInviteActions() {
  return (
    <InviteActions
      inviteLabel="Invite client"
      dialogs={(open, close) => (
        <>
          <InviteDialog
            open={open === 'invite'}
            onClose={close}
            title="Invite a client"
            description="They get an email with a link to set their password. Once they accept, they are your client and start with the intake."
            toBody={({ firstName, lastName, email }) => ({ firstName, lastName, email })}
          />
          <ImportCsvDialog open={open === 'import'} onClose={close} />
        </>
      )}
    />
  );
}
