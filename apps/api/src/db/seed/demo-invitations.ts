import { INVITATION_TTL_DAYS } from '@kinetic/contracts/invitations';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Db } from '../client.ts';
import { invitations } from '../schema.ts';
import { DAY } from '../../lib/durations.ts';

/**
 * Invitations waiting for an answer, so that the lists of them tell a story: Maya invited Jamie two
 * days ago and Chris nine days ago (expired, waiting for a resend); the consultant invited Taylor to
 * join as a trainer. Their links were never mailed (random tokens nobody holds).
 */
export async function seedDemoInvitations(tx: Db, ids: Map<string, string>): Promise<void> {
  const maya = ids.get('maya')!;
  const consultant = ids.get('casey')!;
  const sent = (daysAgo: number) => {
    const sentAt = new Date(Date.now() - daysAgo * DAY);
    return { sentAt, createdAt: sentAt, expiresAt: new Date(sentAt.getTime() + INVITATION_TTL_DAYS * DAY) };
  };
  const invitation = (first: string, last: string, sender: string, daysAgo: number, trainer = true) => ({
    email: `${first}.${last}@invited.kinetic.demo`.toLowerCase(),
    firstName: first,
    lastName: last,
    roles: trainer ? ['CLIENT'] : ['TRAINER'],
    trainerId: trainer ? maya : null,
    invitedBy: sender,
    tokenHash: hashToken(newToken()),
    ...sent(daysAgo),
  });
  await tx
    .insert(invitations)
    .values([
      invitation('Jamie', 'Lee', maya, 2),
      invitation('Chris', 'Patel', maya, 9),
      invitation('Taylor', 'Brooks', consultant, 1, false),
    ]);
}
