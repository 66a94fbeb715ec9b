import { useState, type ReactNode } from 'react';
import { FileUp, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** Which of the two ways in is open. */
export type InviteWay = 'invite' | 'import' | null;

/**
 * The two ways to bring people in: Import CSV and the invite button (`inviteLabel`). `dialogs`
 * draws the dialogs for the way open, with `close` to close it.
 */
export function InviteActions({
  inviteLabel,
  dialogs,
}: {
  inviteLabel: string;
  dialogs: (open: InviteWay, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState<InviteWay>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen('import')}>
        <FileUp aria-hidden="true" className="size-4" />
        Import CSV
      </Button>
      <Button onClick={() => setOpen('invite')}>
        <UserPlus aria-hidden="true" className="size-4" />
        {inviteLabel}
      </Button>
      {dialogs(open, () => setOpen(null))}
    </>
  );
}
