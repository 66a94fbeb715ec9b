import { Suspense, useCallback, useRef, useState } from 'react';
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
import { useToastsBelow } from './use-toasts-below.ts';
import { UserMenu } from './user-menu.tsx';

const MAIN_ID = 'main-content';

/**
 * The first thing a keyboard reaches: a jump past the sidebar and the top bar to the screen itself
 * (shown while focused). Focus moves in code, so the URL (whose hash some screens read) stays.
 */
function SkipToContent() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_ID);
        main?.focus();
        main?.scrollIntoView?.({ block: 'start' });
      }}
      className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-lg ring-2 ring-brand-600 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
    >
      Skip to content
    </a>
  );
}

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
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);

  if (mustSetUpTwoStep) return <Navigate to="/setup-two-step" replace />;
  return (
    <div className="min-h-screen bg-slate-50">
      <SkipToContent />
      <DesktopSidebar role={activeRole} />
      <MobileSidebar role={activeRole} open={menuOpen} onClose={closeMenu} />
      <div className="lg:pl-64">
        <DemoBanner />
        <header
          ref={header}
          className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:px-6"
        >
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
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 py-6 focus:outline-none sm:px-6 sm:py-8 lg:px-8"
        >
          <TimeZoneSuggestion />
          <Suspense fallback={<LoadingState label="Loading..." />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
