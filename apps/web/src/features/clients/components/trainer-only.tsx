import type { ReactNode } from 'react';
import { RoleOnly } from '../../../components/ui/role-only.tsx';

export const ACCESS_DENIED = 'Access denied. Trainer access required.';

/** The trainer screens: anyone whose active role is not TRAINER sees the access-denied text. */
export function TrainerOnly({ children }: { children: ReactNode }) {
  return (
    <RoleOnly role="TRAINER" message={ACCESS_DENIED}>
      {children}
    </RoleOnly>
  );
}
