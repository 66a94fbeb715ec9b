import { CalendarDays, CircleCheck, IdCard, Shield, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { User } from '@kinetic/contracts/auth';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { createdDateText } from '../lib/profile-texts.ts';
import { SectionCard } from './section-card.tsx';

/** One dt/dd pair in its own div (what a definition list allows); the icon sits in the dt. */
function Row({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="relative py-3 pl-7 first:pt-0 last:pb-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="absolute left-0 mt-0.5 text-slate-400">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Read-only facts about the account: since when, status, roles, assigned trainer. */
export function AccountInfoCard({ user }: { user: User }) {
  return (
    <SectionCard title="Account Information" icon={IdCard}>
      <dl className="divide-y divide-slate-100">
        <Row label="Username" icon={<UserRound aria-hidden="true" className="size-4" />}>
          @{user.username}
        </Row>
        <Row label="Member since" icon={<CalendarDays aria-hidden="true" className="size-4" />}>
          {createdDateText(user.createdAt)}
        </Row>
        <Row label="Status" icon={<CircleCheck aria-hidden="true" className="size-4" />}>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200 ring-inset">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" />
            Active
          </span>
        </Row>
        <Row label="Roles" icon={<Shield aria-hidden="true" className="size-4" />}>
          <span className="flex flex-wrap gap-1.5">
            {user.roles.map((role) => (
              <RoleBadge key={role} role={role} />
            ))}
          </span>
        </Row>
        {user.trainer && (
          <Row label="Assigned trainer" icon={<UserRound aria-hidden="true" className="size-4" />}>
            {user.trainer.firstName} {user.trainer.lastName}
          </Row>
        )}
      </dl>
    </SectionCard>
  );
}
