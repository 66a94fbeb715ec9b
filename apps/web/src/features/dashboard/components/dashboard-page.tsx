import { ShieldAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useClientOnboardingGate } from '../hooks/use-client-onboarding-gate.ts';
import { ClientDashboard, ConsultantDashboard, TrainerDashboard } from './role-dashboards.tsx';

function Greeting() {
  const firstName = useAuthStore((s) => s.user?.firstName);
  return (
    <PageHeader
      title="Dashboard"
      description={
        firstName ? `Welcome back, ${firstName}. Where would you like to go?` : 'Where would you like to go?'
      }
    />
  );
}

/** /dashboard: the view of the active role (consultant, trainer, otherwise client). */
export function DashboardPage() {
  const activeRole = useAuthStore((s) => s.activeRole);
  const gate = useClientOnboardingGate(activeRole);
  if (gate.checking) return <LoadingState label="Checking your profile..." />;
  return (
    <>
      <Greeting />
      {activeRole === 'CONSULTANT' ? (
        <ConsultantDashboard />
      ) : activeRole === 'TRAINER' ? (
        <TrainerDashboard />
      ) : (
        <ClientDashboard />
      )}
    </>
  );
}

const roleDashboards = { CONSULTANT: ConsultantDashboard, TRAINER: TrainerDashboard } as const;

/** /consultant/dashboard and /trainer/dashboard: that role's dashboard, or Access Denied without the role. */
export function RoleDashboardPage({ role }: { role: keyof typeof roleDashboards }) {
  const roles = useAuthStore((s) => s.user?.roles ?? []);
  if (!roles.includes(role)) return <AccessDenied role={role} />;
  const Dashboard = roleDashboards[role];
  return (
    <>
      <Greeting />
      <Dashboard />
    </>
  );
}

const deniedMessages: Record<keyof typeof roleDashboards, string> = {
  CONSULTANT: 'You need consultant privileges to access this dashboard.',
  TRAINER: 'You need trainer privileges to access this dashboard.',
};

function AccessDenied({ role }: { role: keyof typeof roleDashboards }) {
  return (
    <Card className="mx-auto mt-4 max-w-lg px-6 py-10 text-center sm:mt-10">
      <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-red-100 text-red-600">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Access Denied</h1>
      <p className="mt-2 text-slate-600">{deniedMessages[role]}</p>
    </Card>
  );
}
