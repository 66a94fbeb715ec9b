import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';

export const ACCESS_DENIED = 'Access denied. Trainer access required.';

/** The trainer screens: anyone whose active role is not TRAINER sees the access-denied text. */
export function TrainerOnly({ children }: { children: ReactNode }) {
  const activeRole = useAuthStore((s) => s.activeRole);
  if (activeRole !== 'TRAINER') {
    return (
      <Card className="mx-auto mt-8 flex max-w-md flex-col items-center gap-3 px-6 py-10 text-center">
        <ShieldAlert aria-hidden="true" className="size-10 text-amber-500" />
        <p role="alert" className="text-base font-medium text-slate-800">
          {ACCESS_DENIED}
        </p>
      </Card>
    );
  }
  return children;
}
