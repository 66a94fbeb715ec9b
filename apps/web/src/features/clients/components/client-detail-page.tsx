import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import {
  ArrowLeft,
  Dumbbell,
  MessageCircle,
  NotebookPen,
  TrendingUp,
  Trophy,
  UserX,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CollapsibleSection } from '../../../components/ui/collapsible-section.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { sectionList } from '../lib/section-list.ts';
import { useClient } from '../api/get-client.ts';
import { useClientMeals } from '../api/get-client-meals.ts';
import { useClientProgress } from '../api/get-client-progress.ts';
import { useClientWorkouts } from '../api/get-client-workouts.ts';
import { initials } from '../../../entities/clients/lib/initials.ts';
import { ClientMeals } from './client-meals.tsx';
import { ClientPrograms } from './client-programs.tsx';
import { ClientProgress } from './client-progress.tsx';
import { ClientWorkouts } from './client-workouts.tsx';
import { ConditionsCard } from './conditions-card.tsx';
import { IntakeCard } from './intake-card.tsx';
import { NutritionTargetsCard } from './nutrition-targets-card.tsx';
import { NutritionComplianceCard } from './nutrition-compliance-card.tsx';
import { HabitsCard } from './habits-card.tsx';
import { ClientCheckInsCard } from '../../../entities/check-ins/components/client-check-ins-card.tsx';
import { ClientDiary } from './client-diary.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { TrainerOnly } from './trainer-only.tsx';
import { Conversation } from '../../../entities/messages/components/conversation.tsx';
import { useClientAdherence } from '../../../entities/attention/api/get-adherence.ts';
import { AdherenceSummary } from '../../../entities/attention/components/adherence-summary.tsx';
import { RecordsSection } from '../../../entities/records/components/records-section.tsx';

type SectionName = 'diary' | 'workouts' | 'meals' | 'progress' | 'records' | 'messages';

function Count({ value }: { value: number }) {
  return (
    <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
      {value}
    </span>
  );
}

function BackButton() {
  return (
    <Link to="/trainer/clients" className={buttonClasses('ghost', 'sm', '-ml-3 mb-3')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to clients
    </Link>
  );
}

function ClientDetail({ clientId }: { clientId: string }) {
  const client = useClient(clientId);
  const workouts = useClientWorkouts(clientId, { enabled: client.isSuccess });
  const meals = useClientMeals(clientId, { enabled: client.isSuccess });
  const progress = useClientProgress(clientId, { enabled: client.isSuccess });
  const adherence = useClientAdherence(clientId, { enabled: client.isSuccess });
  // A message notification links to #messages: that section opens instead of the workouts, also
  // when this client's page is open already (a new location with the same URL: a new key).
  const location = useLocation();
  const hash = location.hash;
  const [open, setOpen] = useState<SectionName | null>(hash === '#messages' ? 'messages' : 'workouts');
  const [arrival, setArrival] = useState(location.key);
  if (arrival !== location.key) {
    setArrival(location.key);
    if (hash === '#messages') setOpen('messages');
  }
  const toggle = (name: SectionName) => setOpen((current) => (current === name ? null : name));
  // Links from the dashboard and the bell name a part of the page (#intake, #messages): go there once it is drawn.
  const loaded = client.isSuccess;
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash, arrival]);

  if (client.isPending) return <LoadingState label="Loading client..." />;
  if (client.isError) {
    if (isNotFound(client.error)) {
      return (
        <>
          <BackButton />
          <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <UserX aria-hidden="true" className="size-10 text-slate-300" />
            <h1 className="text-lg font-semibold text-slate-900">Client not found</h1>
            <p className="text-sm text-slate-500">This client does not exist or is not assigned to you.</p>
          </Card>
        </>
      );
    }
    return (
      <>
        <BackButton />
        <Card>
          <LoadError message="The client could not be loaded." onRetry={() => void client.refetch()} />
        </Card>
      </>
    );
  }

  const { firstName, lastName, username } = client.data.client;
  const fullName = `${firstName} ${lastName}`;
  const workoutList = sectionList(workouts, 'workouts');
  const mealList = sectionList(meals, 'meals');
  const progressList = sectionList(progress, 'progress');
  /** One section's heading: its title and icon, and whether it is the one open. */
  const section = (name: SectionName, title: string, Icon: LucideIcon) => ({
    title,
    open: open === name,
    onToggle: () => toggle(name),
    icon: <Icon aria-hidden="true" className="size-5 text-brand-700" />,
  });

  return (
    <>
      <BackButton />
      <div className="mb-6 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
        >
          {initials(firstName, lastName)}
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {fullName}
          </h1>
          <p className="truncate text-sm text-slate-500">@{username}</p>
          {adherence.data && (
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">Adherence</span>
              <AdherenceSummary last7={adherence.data.last7} last30={adherence.data.last30} />
            </p>
          )}
        </div>
      </div>
      <div className="space-y-4">
        <IntakeCard clientId={clientId} />
        <ConditionsCard clientId={clientId} />
        <NutritionTargetsCard clientId={clientId} />
        <NutritionComplianceCard clientId={clientId} />
        <HabitsCard clientId={clientId} />
        <ClientCheckInsCard clientId={clientId} />
        <CollapsibleSection {...section('diary', 'Food diary', NotebookPen)}>
          <ClientDiary clientId={clientId} />
        </CollapsibleSection>
        <ClientPrograms clientId={clientId} clientName={fullName} />
        <CollapsibleSection
          {...section('workouts', 'Workouts', Dumbbell)}
          meta={<Count value={workoutList.paging.total} />}
        >
          <ClientWorkouts clientId={clientId} clientName={fullName} list={workoutList} />
        </CollapsibleSection>
        <CollapsibleSection
          {...section('meals', 'Meals', Utensils)}
          meta={<Count value={mealList.paging.total} />}
        >
          <ClientMeals clientId={clientId} clientName={fullName} list={mealList} />
        </CollapsibleSection>
        <CollapsibleSection
          {...section('progress', 'Progress', TrendingUp)}
          meta={<Count value={progressList.paging.total} />}
        >
          <ClientProgress clientId={clientId} list={progressList} />
        </CollapsibleSection>
        <CollapsibleSection {...section('records', 'Records', Trophy)}>
          <RecordsSection clientId={clientId} workoutLink={(id) => `/workouts/${id}`} />
        </CollapsibleSection>
        <CollapsibleSection {...section('messages', 'Messages', MessageCircle)} className="scroll-mt-20">
          <div id="messages">
            <Conversation clientId={clientId} otherName={fullName} workoutLink={(id) => `/workouts/${id}`} />
          </div>
        </CollapsibleSection>
      </div>
    </>
  );
}

/**
 * Client Details (trainer): intake first, then Workouts, Meals, Progress, Records and Messages, one section
 * open at a time.
 */
export function ClientDetailPage() {
  const { id = '' } = useParams();
  return (
    <TrainerOnly>
      <ClientDetail key={id} clientId={id} />
    </TrainerOnly>
  );
}
