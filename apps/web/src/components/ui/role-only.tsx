import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { Role } from '@kinetic/contracts/common';
import { useAuthStore } from '../../lib/auth-store.ts';
import { Card } from './card.tsx';

/**
 * Screens of one role: anyone whose active role is another sees the access-denied card (with a
 * heading when `title` is given) instead of the children.
 */
export function RoleOnly({
  role,
  title,
  message,
  children,
}: {
  role: Role;
  title?: string;
  message: string;
  children: ReactNode;
}) {
  const activeRole = useAuthStore((s) => s.activeRole);
  if (activeRole === role) return children;
  return (
    <Card className="mx-auto mt-8 flex max-w-md flex-col items-center gap-2 px-6 py-10 text-center">
      <ShieldAlert aria-hidden="true" className="mb-1 size-10 text-amber-500" />
      {title && <h1 className="text-lg font-semibold text-slate-900">{title}</h1>}
      <p role="alert" className={title ? 'text-sm text-slate-600' : 'text-base font-medium text-slate-800'}>
        {message}
      </p>
    </Card>
  );
}
