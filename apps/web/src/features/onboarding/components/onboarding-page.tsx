import { useEffect, useRef, useState, type ComponentType } from 'react';
import { CircleAlert, LogOut, PartyPopper, RotateCw } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { ONBOARDING_FORMS, type OnboardingForm } from '@kinetic/contracts/onboarding';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useAppName } from '../../../lib/public-config.ts';
import { useOnboardingStatus } from '../api/get-onboarding-status.ts';
import { useSignOut } from '../api/sign-out.ts';
import { GoalsForm } from './forms/goals-form.tsx';
import type { OnboardingFormProps } from './forms/form-props.ts';
import { LifestyleForm } from './forms/lifestyle-form.tsx';
import { MedicalHistoryForm } from './forms/medical-history-form.tsx';
import { NutritionForm } from './forms/nutrition-form.tsx';
import { ParqForm } from './forms/parq-form.tsx';
import { WaiverForm } from './forms/waiver-form.tsx';
import { OnboardingProgress } from './onboarding-progress.tsx';

const FORMS: Record<OnboardingForm, ComponentType<OnboardingFormProps>> = {
  waiver: WaiverForm,
  parq: ParqForm,
  'goals-activities': GoalsForm,
  'medical-history': MedicalHistoryForm,
  nutrition: NutritionForm,
  lifestyle: LifestyleForm,
};

const LOAD_FAILURE = 'Failed to load onboarding status';

/** /onboarding (outside the sidebar layout): the six intake forms, one at a time, in the server's order. */
export function OnboardingPage() {
  const appName = useAppName();
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const status = useOnboardingStatus({ enabled: Boolean(user) });
  const signOut = useSignOut();
  const topRef = useRef<HTMLDivElement>(null);
  /** Set once a form is sent here: finishing now shows 'Onboarding Complete!' instead of leaving at once. */
  const [submittedHere, setSubmittedHere] = useState(false);

  const { data, error } = status;
  const completeOnArrival = Boolean(data?.isComplete) && !submittedHere;

  useEffect(() => {
    if (!completeOnArrival) return;
    toast.success(`Welcome to ${appName}!`, { id: 'onboarding-welcome' });
    void navigate('/dashboard', { replace: true });
  }, [completeOnArrival, appName, navigate]);

  useEffect(() => {
    if (!error) return;
    toast.error((isApiError(error) && error.error) || LOAD_FAILURE, { id: 'onboarding-load-failure' });
  }, [error]);

  if (!user) return <Navigate to="/login" replace />;

  const markSubmitted = () => setSubmittedHere(true);
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
        <p className="mt-1.5 text-sm text-slate-600">
          {(isApiError(status.error) && status.error.error) || 'Please check your connection and try again.'}
        </p>
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
  } else if (completeOnArrival) {
    // Finished before arriving: the welcome toast and /dashboard follow.
    content = <LoadingState label="Loading onboarding..." className="py-24" />;
  } else {
    const next = status.data.nextForm;
    const Form = next ? FORMS[next] : null;
    content = (
      <div className="space-y-5 sm:space-y-6">
        <OnboardingProgress status={status.data} />
        {next && Form ? (
          <Form
            key={next}
            step={ONBOARDING_FORMS.indexOf(next) + 1}
            onSubmitting={markSubmitted}
            onCompleted={showNextForm}
          />
        ) : (
          <OnboardingComplete onDone={() => void navigate('/dashboard', { replace: true })} />
        )}
      </div>
    );
  }

  return (
    <div ref={topRef} className="min-h-screen scroll-mt-0 bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-2.5">
            <BrandMark className="size-9" />
            <span className="truncate text-lg font-bold tracking-tight text-slate-900">{appName}</span>
          </div>
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
