import { useState } from 'react';
import toast from 'react-hot-toast';
import { MailPlus, RotateCw } from 'lucide-react';
import type { Invitation } from '@kinetic/contracts/invitations';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { EmptyState } from '../../../components/ui/list-states.tsx';
import { pagingOf } from '../../../components/ui/load-more.tsx';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { formatShortDate } from '../../../lib/calendar-date.ts';
import { loadedItems } from '../../../lib/pages.ts';
import { useOpenInvitations, useResendInvitation, useRevokeInvitation } from '../api/invitations.ts';

const STATUS_STYLE = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
  accepted: 'bg-green-50 text-green-800 ring-green-200',
  revoked: 'bg-red-50 text-red-700 ring-red-200',
} as const;
const STATUS_LABEL = { pending: 'Pending', expired: 'Expired', accepted: 'Accepted', revoked: 'Revoked' };

function InvitationRow({
  invitation,
  showSender,
  onRevoke,
}: {
  invitation: Invitation;
  showSender: boolean;
  onRevoke: (invitation: Invitation) => void;
}) {
  const resend = useResendInvitation();
  const name = `${invitation.firstName} ${invitation.lastName}`;
  const sender = `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`;
  return (
    <li className="flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{name}</span>
          <Badge className={STATUS_STYLE[invitation.status]}>{STATUS_LABEL[invitation.status]}</Badge>
          {showSender && invitation.roles.map((role) => <RoleBadge key={role} role={role} />)}
        </div>
        <p className="truncate text-sm text-slate-600">{invitation.email}</p>
        <p className="text-xs text-slate-500">
          Sent {formatShortDate(invitation.sentAt)} ·{' '}
          {invitation.status === 'expired' ? 'Expired' : 'Expires'} {formatShortDate(invitation.expiresAt)}
          {showSender && ` · Invited by ${sender}`}
          {showSender &&
            invitation.trainer &&
            ` · Trainer ${invitation.trainer.firstName} ${invitation.trainer.lastName}`}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="secondary"
          size="sm"
          loading={resend.isPending}
          aria-label={`Resend the invitation to ${name}`}
          onClick={() =>
            resend.mutate(invitation.id, {
              onSuccess: () => toast.success(`Invitation sent again to ${invitation.email}`),
              onError: (error) => toast.error(errorText(error, 'The invitation could not be sent again')),
            })
          }
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Resend
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          aria-label={`Revoke the invitation to ${name}`}
          onClick={() => onRevoke(invitation)}
        >
          Revoke
        </Button>
      </div>
    </li>
  );
}

/**
 * The invitations not yet accepted (pending, or expired and waiting for a resend), newest first,
 * with Resend and Revoke. `mine`: only those the signed-in person sent; else everyone's, with who
 * sent each, the roles and the trainer.
 */
export function PendingInvitations({ mine }: { mine: boolean }) {
  const query = useOpenInvitations({ mine });
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const { items, total } = loadedItems(query.data, 'invitations');

  return (
    <section aria-labelledby="pending-invitations-title" className="mt-8">
      <h2 id="pending-invitations-title" className="mb-3 text-lg font-semibold text-slate-900">
        Pending invitations
        {query.data && <span className="ml-2 text-sm font-normal text-slate-500">({total})</span>}
      </h2>
      <ListCard
        query={query}
        count={items.length}
        label="Pending invitations"
        loadingLabel="Loading invitations..."
        errorMessage="The invitations could not be loaded."
        empty={<EmptyState icon={MailPlus}>No pending invitations.</EmptyState>}
        loadMore={{ paging: pagingOf(query, { shown: items.length, total }), noun: 'invitations' }}
      >
        {items.map((invitation) => (
          <InvitationRow
            key={invitation.id}
            invitation={invitation}
            showSender={!mine}
            onRevoke={setRevoking}
          />
        ))}
      </ListCard>
      <ConfirmDialog
        open={revoking !== null}
        onCancel={() => setRevoking(null)}
        title="Revoke this invitation?"
        description={
          revoking
            ? `The link sent to ${revoking.email} will stop working. You can invite them again later.`
            : ''
        }
        confirmLabel="Revoke"
        variant="danger"
        busy={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success('Invitation revoked');
              setRevoking(null);
            },
            onError: (error) => toast.error(errorText(error, 'The invitation could not be revoked')),
          })
        }
      />
    </section>
  );
}
