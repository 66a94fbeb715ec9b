import type { PublicConfig } from '@kinetic/contracts/config';
import { FlaskConical } from 'lucide-react';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';

type DemoAccount = NonNullable<PublicConfig['demoAccounts']>[number];

/** Shown only in demo mode: the accounts a visitor can try; choosing one fills the sign-in form. */
export function DemoAccountsPanel({
  accounts,
  onChoose,
}: {
  accounts: DemoAccount[];
  onChoose: (account: DemoAccount) => void;
}) {
  return (
    <section
      aria-labelledby="demo-accounts-heading"
      className="rounded-2xl border border-dashed border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <div className="mb-3 flex items-center gap-2">
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-900 uppercase">
          <FlaskConical aria-hidden="true" className="size-3.5" />
          Demo
        </span>
        <h2 id="demo-accounts-heading" className="text-sm font-semibold text-amber-950">
          Demo accounts
        </h2>
      </div>
      <p className="mb-3 text-xs text-amber-900">
        This is a demonstration. Choose an account to fill in the form.
      </p>
      <ul className="space-y-2">
        {accounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              onClick={() => onChoose(account)}
              className="w-full rounded-xl border border-amber-200 bg-white px-3 py-2.5 text-left shadow-sm transition hover:border-amber-400 hover:bg-amber-50/50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="text-sm font-semibold text-slate-900">{account.label}</span>
                {account.roles.map((role) => (
                  <RoleBadge key={role} role={role} />
                ))}
              </span>
              <span className="mt-1 block truncate font-mono text-xs text-slate-600">
                {account.email} <span aria-hidden="true">·</span> <span className="sr-only">password</span>{' '}
                {account.password}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
