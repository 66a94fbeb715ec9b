import { Suspense, useCallback, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Menu } from 'lucide-react';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { DemoBanner } from '../../components/ui/demo-banner.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { useAppName } from '../../lib/public-config.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { useNeedsTwoStepSetup } from '../../lib/mfa-required.ts';
import { useRefreshSession } from '../../features/auth/api/get-me.ts';
import { useLiveEvents } from '../../entities/notifications/use-live-events.ts';
import { TimeZoneSuggestion } from '../../entities/session/components/time-zone-suggestion.tsx';
import { ClientGymMode } from './client-gym-mode.tsx';
import { OfflinePill } from './offline-pill.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { DesktopSidebar, MobileSidebar } from './sidebar.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The signed-in frame: sidebar by active role, top bar with the bell and the user menu. A user who
 * must set up two-step sign-in is sent to do that first.
 */
export function AuthenticatedLayout() {
  const activeRole = useAuthStore((s) => s.activeRole);
  const user = useAuthStore((s) => s.user);
  useRefreshSession();
  useLiveEvents();
  const mustSetUpTwoStep = useNeedsTwoStepSetup(user);
  const appName = useAppName();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  if (mustSetUpTwoStep) return <Navigate to="/setup-two-step" replace />;
  return (
    <div className="min-h-screen bg-slate-50">
      <DesktopSidebar role={activeRole} />
      <MobileSidebar role={activeRole} open={menuOpen} onClose={closeMenu} />
      <div className="lg:pl-64">
        <DemoBanner />
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:px-6">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 lg:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <span className="flex min-w-0 items-center gap-2 lg:hidden" aria-hidden="true">
            <BrandMark className="size-7 shrink-0" />
            <span className="truncate font-bold tracking-tight text-slate-900">{appName}</span>
          </span>
          <div className="flex-1" />
          <OfflinePill />
          {activeRole === 'CLIENT' && <ClientGymMode />}
          <NotificationBell />
          <UserMenu />
        </header>
        <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          <TimeZoneSuggestion />
          <Suspense fallback={<LoadingState label="Loading..." />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
