import { useState } from 'react';
import { FileUp, UserPlus } from 'lucide-react';
import { ImportCsvDialog } from '../../../entities/invitations/components/import-csv-dialog.tsx';
import { InviteDialog } from '../../../entities/invitations/components/invite-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** The trainer's ways to bring in new clients: one by email, or many from a CSV. */
export function ClientInviteActions() {
  const [open, setOpen] = useState<'invite' | 'import' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen('import')}>
        <FileUp aria-hidden="true" className="size-4" />
        Import CSV
      </Button>
      <Button onClick={() => setOpen('invite')}>
        <UserPlus aria-hidden="true" className="size-4" />
        Invite client
      </Button>
      <InviteDialog
        open={open === 'invite'}
        onClose={close}
        title="Invite a client"
        description="They get an email with a link to set their password. Once they accept, they are your client and start with the intake."
        toBody={({ firstName, lastName, email }) => ({ firstName, lastName, email })}
      />
      <ImportCsvDialog open={open === 'import'} onClose={close} />
    </>
  );
}
