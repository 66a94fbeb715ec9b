import type { Role } from '@kinetic/contracts/common';
import { roleLabel } from '../../lib/roles.ts';
import { Badge } from './badge.tsx';
import { cn } from './cn.ts';

/** Role colours: consultant purple, trainer blue, client green. */
const colours: Record<Role, string> = {
  CONSULTANT: 'bg-purple-100 text-purple-800 ring-purple-200',
  TRAINER: 'bg-blue-100 text-blue-800 ring-blue-200',
  CLIENT: 'bg-green-100 text-green-800 ring-green-200',
};

export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return <Badge className={cn(colours[role], className)}>{roleLabel(role)}</Badge>;
}
