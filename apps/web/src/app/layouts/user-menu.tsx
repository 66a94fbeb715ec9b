import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Repeat, User as UserIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  SIGN_OUT_ANYWAY,
  SIGN_OUT_UNSENT_TITLE,
  STAY_SIGNED_IN,
  signOutUnsent,
} from '@kinetic/contracts/offline';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { RoleBadge } from '../../components/ui/role-badge.tsx';
import { signOut as endSession } from '../../entities/session/api/sign-out.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { roleLabel } from '../../lib/roles.ts';
import { useWriteQueue } from '../../lib/write-queue.ts';
import { MenuPanel } from '../../components/ui/menu-panel.tsx';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/** The mark of a user holding more than one role. */
function MultiRoleMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'rounded bg-slate-100 px-1.5 py-px text-[10px] font-semibold tracking-wide text-slate-600 uppercase ring-1 ring-slate-200',
        className,
      )}
    >
      Multi-role
    </span>
  );
}

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

/** The top bar's user menu: who is signed in, role switching, profile and logout. */
export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const activeRole = useAuthStore((s) => s.activeRole);
  const switchRole = useAuthStore((s) => s.switchRole);
  const navigate = useNavigate();
  // Writes recorded on this phone and not sent yet are deleted with the session: ask first.
  const unsent = useWriteQueue((s) => s.entries.filter((e) => e.userId === user?.id && !e.refusal).length);
  const [asking, setAsking] = useState(false);
  if (!user || !activeRole) return null;

  // At once, online or not: the server is told when it can be.
  const signOut = () => {
    void endSession();
    void navigate('/login', { replace: true });
  };

  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const multiRole = user.roles.length > 1;
  const otherRoles = user.roles.filter((r) => r !== activeRole);

  return (
    <>
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          signOut();
        }}
        title={SIGN_OUT_UNSENT_TITLE}
        description={signOutUnsent(unsent)}
        confirmLabel={SIGN_OUT_ANYWAY}
        cancelLabel={STAY_SIGNED_IN}
        variant="danger"
      />
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="flex items-center gap-2.5 rounded-xl py-1.5 pr-2 pl-1.5 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100"
          aria-label={`User menu for ${fullName}`}
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
          >
            {initials(user.firstName, user.lastName)}
          </span>
          <span className="hidden min-w-0 sm:block">
            <span className="block max-w-40 truncate text-sm font-semibold text-slate-900">{fullName}</span>
            <span className="flex items-center gap-1.5 text-xs text-slate-500">
              <span>{roleLabel(activeRole)}</span>
              {multiRole && <MultiRoleMark />}
            </span>
          </span>
          <ChevronDown aria-hidden="true" className="hidden size-4 text-slate-400 sm:block" />
        </DropdownMenu.Trigger>
        <MenuPanel className="w-64">
          <div className="px-2.5 pt-2 pb-2.5">
            <p className="truncate text-sm font-semibold text-slate-900 sm:hidden">{fullName}</p>
            <p className="text-xs text-slate-500">Signed in as</p>
            <div className="mt-1 flex flex-wrap items-center gap-1.5">
              <RoleBadge role={activeRole} />
              {/* On phones the button shows only the initials: the mark is here instead. */}
              {multiRole && <MultiRoleMark className="sm:hidden" />}
            </div>
          </div>
          {multiRole && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Group>
                <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  Switch Role
                </DropdownMenu.Label>
                {otherRoles.map((role) => (
                  <DropdownMenu.Item
                    key={role}
                    className={itemClasses}
                    onSelect={() => {
                      // At the dashboard first (rendered at once, not as a transition): a screen of
                      // the old role would otherwise react to the new one (some redirect elsewhere)
                      // before the navigation lands.
                      void Promise.resolve(navigate('/dashboard', { flushSync: true })).then(() =>
                        switchRole(role),
                      );
                    }}
                  >
                    <Repeat aria-hidden="true" className="size-4 text-slate-400" />
                    Switch to {roleLabel(role)}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
            </>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void navigate('/profile')}>
            <UserIcon aria-hidden="true" className="size-4 text-slate-400" />
            Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={cn(
              itemClasses,
              'text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700',
            )}
            onSelect={() => (unsent > 0 ? setAsking(true) : signOut())}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </DropdownMenu.Item>
        </MenuPanel>
      </DropdownMenu.Root>
    </>
  );
}
