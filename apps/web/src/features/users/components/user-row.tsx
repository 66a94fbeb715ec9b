import { Mail, Pencil, UserRound } from 'lucide-react';
import type { User } from '@kinetic/contracts/auth';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { UserEditForm } from './user-edit-form.tsx';

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        active
          ? 'bg-emerald-50 text-emerald-700 ring-emerald-200'
          : 'bg-slate-100 text-slate-600 ring-slate-200',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', active ? 'bg-emerald-500' : 'bg-slate-400')}
      />
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

/** One user in the list, with its Edit toggle and (when open) the inline edit panel. */
export function UserRow({ user, open, onToggle }: { user: User; open: boolean; onToggle: () => void }) {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const panelId = `user-edit-${user.id}`;
  return (
    <li aria-label={name} className={cn(open && 'bg-slate-50/40')}>
      <div className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
              user.isActive ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-500',
            )}
          >
            {initials(user.firstName, user.lastName)}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="truncate font-semibold text-slate-900">{name}</span>
              <span className="truncate text-sm text-slate-500">@{user.username}</span>
            </div>
            <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
              <Mail aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
              <span className="truncate">{user.email}</span>
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-1.5">
              {user.roles.map((role) => (
                <RoleBadge key={role} role={role} />
              ))}
              <StatusBadge active={user.isActive} />
            </div>
            <p className="mt-1.5 flex items-center gap-1.5 text-xs text-slate-500">
              <UserRound aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
              {user.trainer ? (
                <span>
                  Trainer: {user.trainer.firstName} {user.trainer.lastName}
                </span>
              ) : (
                <span>No trainer assigned</span>
              )}
            </p>
          </div>
        </div>
        <Button
          variant={open ? 'primary' : 'secondary'}
          size="sm"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          className="ml-13 self-start sm:ml-0 sm:self-center"
        >
          <Pencil aria-hidden="true" className="size-3.5" />
          Edit
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
      {open && (
        <div id={panelId}>
          <UserEditForm user={user} onClose={onToggle} />
        </div>
      )}
    </li>
  );
}
