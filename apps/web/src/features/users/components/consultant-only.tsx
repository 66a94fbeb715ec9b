import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { ACCESS_DENIED_TEXT, ACCESS_DENIED_TITLE } from '../lib/user-texts.ts';

/** User management: anyone whose active role is not CONSULTANT sees the access-denied card. */
export function ConsultantOnly({ children }: { children: ReactNode }) {
  const activeRole = useAuthStore((s) => s.activeRole);
  if (activeRole !== 'CONSULTANT') {
    return (
      <Card className="mx-auto mt-8 flex max-w-md flex-col items-center gap-2 px-6 py-10 text-center">
        <ShieldAlert aria-hidden="true" className="mb-1 size-10 text-amber-500" />
        <h1 className="text-lg font-semibold text-slate-900">{ACCESS_DENIED_TITLE}</h1>
        <p role="alert" className="text-sm text-slate-600">
          {ACCESS_DENIED_TEXT}
        </p>
      </Card>
    );
  }
  return children;
}
