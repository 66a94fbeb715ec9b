import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { X } from 'lucide-react';
import type { Role } from '@kinetic/contracts/common';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useAppName } from '../../lib/public-config.ts';
import { navItemsFor } from './nav-items.ts';

function SidebarContent({
  role,
  onNavigate,
  onClose,
}: {
  role: Role | null;
  onNavigate?: () => void;
  onClose?: () => void;
}) {
  const appName = useAppName();
  return (
    <div className="flex h-full flex-col bg-white">
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-5">
        <span className="flex min-w-0 items-center gap-2.5">
          <BrandMark className="size-8" />
          <span className="truncate text-lg font-bold tracking-tight text-slate-900">{appName}</span>
        </span>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            aria-label="Close menu"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {navItemsFor(role).map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/dashboard'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      aria-hidden="true"
                      className={cn('size-5 shrink-0', isActive ? 'text-brand-700' : 'text-slate-400')}
                    />
                    {label}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Fixed on large screens. */
export function DesktopSidebar({ role }: { role: Role | null }) {
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 lg:block">
      <SidebarContent role={role} />
    </aside>
  );
}

/** A slide-over with a backdrop on small screens; Escape, the backdrop, the close button or a link close it. */
export function MobileSidebar({
  role,
  open,
  onClose,
}: {
  role: Role | null;
  open: boolean;
  onClose: () => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    panelRef.current?.querySelector<HTMLElement>('nav a')?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label="Menu">
      <div
        className="absolute inset-0 bg-slate-900/50 backdrop-blur-[1px]"
        aria-hidden="true"
        onClick={onClose}
        data-testid="sidebar-backdrop"
      />
      <div ref={panelRef} className="absolute inset-y-0 left-0 w-72 max-w-[85%] shadow-xl">
        <SidebarContent role={role} onNavigate={onClose} onClose={onClose} />
      </div>
    </div>
  );
}
