import type { ReactNode } from 'react';
import { RoleOnly } from '../../../components/ui/role-only.tsx';
import { ACCESS_DENIED_TEXT, ACCESS_DENIED_TITLE } from '../lib/user-texts.ts';

/** User management: anyone whose active role is not CONSULTANT sees the access-denied card. */
export function ConsultantOnly({ children }: { children: ReactNode }) {
  return (
    <RoleOnly role="CONSULTANT" title={ACCESS_DENIED_TITLE} message={ACCESS_DENIED_TEXT}>
      {children}
    </RoleOnly>
  );
}
