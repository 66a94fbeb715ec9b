import { firstNameField, lastNameField } from '@kinetic/contracts/auth';
import { emailField, roleSchema } from '@kinetic/contracts/common';
import { z } from 'zod';
import { invitations } from '../../db/schema.ts';
import type { TestApp } from '../app.ts';

const roles = z.array(roleSchema).min(1);

/** Every stored invitation checked against the contracts and the rules of decision 0027. */
export async function storedInvitationProblems(t: TestApp): Promise<string[]> {
  const problems: string[] = [];
  const bad = (id: string, detail: string) => problems.push(`invitation ${id}: ${detail}`);
  for (const i of await t.database.db.select().from(invitations)) {
    if (!emailField.safeParse(i.email).success || i.email !== i.email.trim().toLowerCase())
      bad(i.id, `email ${i.email}`);
    if (firstNameField.safeParse(i.firstName).data !== i.firstName) bad(i.id, 'firstName');
    if (lastNameField.safeParse(i.lastName).data !== i.lastName) bad(i.id, 'lastName');
    if (!roles.safeParse(i.roles).success || new Set(i.roles).size !== i.roles.length)
      bad(i.id, `roles ${i.roles.join(',')}`);
    if (i.trainerId && !i.roles.includes('CLIENT')) bad(i.id, 'a trainer for someone who is not a client');
    if (i.acceptedAt && i.revokedAt) bad(i.id, 'accepted and revoked');
    if (Boolean(i.acceptedAt) !== Boolean(i.acceptedUserId)) bad(i.id, 'accepted without its account');
    if (i.expiresAt <= i.sentAt) bad(i.id, 'expires before it was sent');
  }
  return problems;
}
