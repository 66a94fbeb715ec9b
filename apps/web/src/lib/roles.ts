import type { Role } from '@kinetic/contracts/common';

/** Default active role for a role list: CONSULTANT if held, else TRAINER, else CLIENT. */
export function defaultRole(roles: readonly Role[]): Role {
  if (roles.includes('CONSULTANT')) return 'CONSULTANT';
  if (roles.includes('TRAINER')) return 'TRAINER';
  return 'CLIENT';
}

/** A role as people read it: 'consultant', 'trainer', 'client'. */
export function roleLabel(role: Role): string {
  return role.toLowerCase();
}
