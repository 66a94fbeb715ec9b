import { useEffect, useRef, useState } from 'react';
import { CircleAlert, Info, LogOut, PartyPopper, RotateCw } from 'lucide-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { BrandName } from '../../../components/ui/brand-name.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DemoBanner } from '../../../components/ui/demo-banner.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useAppName } from '../../../lib/public-config.ts';
import { useOnboardingStatus } from '../../../entities/onboarding/api/get-onboarding-status.ts';
import { useSignOut } from '../../../entities/session/api/sign-out.ts';
import { OnboardingSteps } from './onboarding-steps.tsx';
import { OnboardingProgress } from './onboarding-progress.tsx';

const LOAD_FAILURE = 'Failed to load onboarding status';
/** How long the notice of a screen that sent the client here stays. */
const NOTICE_MS = 4000;

/**
 * Why the client was sent here (router state `notice`, e.g. from the dashboard), for 4 seconds: in
 * the page's flow above the heading, so that it covers nothing on a phone.
 */
function useArrivalNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  const notice = typeof state === 'object' && state !== null && 'notice' in state ? state.notice : null;
  const [shown, setShown] = useState<string | null>(typeof notice === 'string' ? notice : null);
  useEffect(() => {
    if (!shown) return;
    // Said once: a reload of the page (which keeps the history state) does not say it again.
    void navigate(location.pathname, { replace: true, state: null });
    const timer = setTimeout(() => setShown(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown, navigate, location.pathname]);
  return shown;
}

/** /onboarding (outside the sidebar layout): the six intake forms, one at a time, in the server's order. */
export function OnboardingPage() {
  const appName = useAppName();
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const status = useOnboardingStatus({ enabled: Boolean(user) });
  const signOut = useSignOut();
  const topRef = useRef<HTMLDivElement>(null);
  const notice = useArrivalNotice();

  const { data, error } = status;
  const complete = Boolean(data?.isComplete);

  // Complete (on arrival, or after the sixth form): the welcome, then the dashboard.
  useEffect(() => {
    if (!complete) return;
    toast.success(`Welcome to ${appName}!`, { id: 'onboarding-welcome' });
    void navigate('/dashboard', { replace: true });
  }, [complete, appName, navigate]);

  useEffect(() => {
    if (!error) return;
    toast.error(errorText(error, LOAD_FAILURE), { id: 'onboarding-load-failure' });
  }, [error]);

  if (!user) return <Navigate to="/login" replace />;

  const showNextForm = () => {
    topRef.current?.scrollIntoView({ block: 'start' });
    document.getElementById('onboarding-form-title')?.focus({ preventScroll: true });
  };

  let content;
  if (status.isPending) {
    content = <LoadingState label="Loading onboarding..." className="py-24" />;
  } else if (status.isError) {
    content = (
      <Card className="px-6 py-10 text-center">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600">
          <CircleAlert aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{LOAD_FAILURE}</h2>
        <p className="mt-1.5 text-sm text-slate-600">{errorText(status.error, 'Please try again.')}</p>
        <Button
          variant="secondary"
          className="mt-6"
          loading={status.isFetching}
          onClick={() => void status.refetch()}
        >
          {!status.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          Try again
        </Button>
      </Card>
    );
  } else if (complete) {
    // The welcome toast and /dashboard follow.
    content = <LoadingState label="Loading onboarding..." className="py-24" />;
  } else {
    const next = status.data.nextForm;
    content = (
      <div className="space-y-5 sm:space-y-6">
        <OnboardingProgress status={status.data} />
        {next ? (
          <OnboardingSteps next={next} onShown={showNextForm} />
        ) : (
          // No form left, yet not complete by the server's account: say so, and let them go on.
          <OnboardingComplete onDone={() => void navigate('/dashboard', { replace: true })} />
        )}
      </div>
    );
  }

  return (
    <div ref={topRef} className="min-h-screen scroll-mt-0 bg-slate-50">
      <DemoBanner />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <BrandName />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => signOut.mutate(undefined)}
            disabled={signOut.isPending}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
        {notice && (
          <p
            role="status"
            className="mb-5 flex items-start gap-2.5 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {notice}
          </p>
        )}
        <div className="mb-5 sm:mb-6">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Welcome{user.firstName ? `, ${user.firstName}` : ''}!
          </h1>
          <p className="mt-1.5 text-sm text-slate-600 sm:text-base">
            {status.data?.nextForm === null
              ? `Your profile is ready. You can now start training with ${appName}.`
              : `Before you start training with ${appName}, please complete these six short forms. It takes about 10 minutes.`}
          </p>
        </div>
        {content}
      </main>
    </div>
  );
}

function OnboardingComplete({ onDone }: { onDone: () => void }) {
  return (
    <Card className="px-6 py-10 text-center sm:px-10 sm:py-12">
      <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <PartyPopper aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Onboarding Complete!</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        Thank you. Your trainer now has what they need to plan your training safely.
      </p>
      <Button size="lg" className="mt-7 w-full sm:w-auto" onClick={onDone}>
        Go to Dashboard
      </Button>
    </Card>
  );
}
