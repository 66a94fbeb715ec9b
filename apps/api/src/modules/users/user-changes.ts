import type { User } from '@kinetic/contracts/auth';
import type { Role } from '@kinetic/contracts/common';
import type { AuditEntry } from '../audit/audit.public.ts';

export interface UserEdit {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  trainerId: string | null;
  isActive: boolean;
}

const roleWords = (roles: readonly Role[]) => (roles.length ? [...roles].sort().join(', ') : 'none');

/**
 * The audit entries of a consultant's edit: one per kind of change, saying what changed. Roles,
 * trainer and active state with their values (ids only for people); email, username and names only
 * that they changed, so that the trail never keeps personal details of an erased person.
 */
export function changeEntries(actorId: string, before: User, after: UserEdit): AuditEntry[] {
  const entry = (action: AuditEntry['action'], detail: string): AuditEntry => ({
    actorId,
    subjectId: before.id,
    action,
    allowed: true,
    detail,
  });
  const entries: AuditEntry[] = [];
  if (roleWords(before.roles) !== roleWords(after.roles))
    entries.push(entry('user.roles', `roles ${roleWords(before.roles)} → ${roleWords(after.roles)}`));
  if (before.trainerId !== after.trainerId)
    entries.push(
      entry('user.trainer', `trainer ${before.trainerId ?? 'none'} → ${after.trainerId ?? 'none'}`),
    );
  if (before.isActive !== after.isActive)
    entries.push(entry('user.active', after.isActive ? 'activated' : 'deactivated; every session ended'));
  if (before.email !== after.email.trim().toLowerCase())
    entries.push(entry('user.email', 'email changed; every session ended and reset links voided'));
  if (before.username !== after.username) entries.push(entry('user.username', 'username changed'));
  const names = [
    before.firstName !== after.firstName && 'first name',
    before.lastName !== after.lastName && 'last name',
  ].filter(Boolean);
  if (names.length) entries.push(entry('user.name', `${names.join(' and ')} changed`));
  return entries;
}
