import { Suspense, type ReactElement } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/spinner.tsx';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { RegisterPage } from '../features/auth/components/register-page.tsx';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx';
import { PublicOnly, RequireAuth } from './guards.tsx';
import { checkInReviewRoutes } from './check-in-review-routes.tsx';
import { lazyNamed } from './lazy-named.ts';
import { RouteError } from './route-error.tsx';
import { useAuthStore } from '../lib/auth-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { workoutAnswerQueryOptions } from '../entities/workouts/api/get-workout.ts';
import { clientWorkoutsQueryOptions } from '../features/workouts/api/client-get-workouts.ts';

/** A screen whose code can be asked for before it renders. */
type Preloadable = { preload?: () => unknown };

/**
 * What a route may ask for before its screen's code has arrived (`handle.prefetch`): the data it
 * shows first, so that the answer travels with the code rather than after it. Kept to the client's
 * way to a workout, the screens a phone in a gym opens cold.
 */
interface ScreenHandle {
  prefetch?: (params: Record<string, string | undefined>) => void;
}

const prefetchClientWorkouts: ScreenHandle = {
  prefetch: () => {
    for (const status of ['SCHEDULED', 'COMPLETED'] as const)
      void queryClient.prefetchInfiniteQuery(clientWorkoutsQueryOptions(status));
  },
};

const prefetchClientWorkout: ScreenHandle = {
  prefetch: ({ id }) => {
    if (id && useAuthStore.getState().activeRole === 'CLIENT')
      void queryClient.prefetchQuery(workoutAnswerQueryOptions(id));
  },
};

const AuthenticatedLayout = lazyNamed(
  () => import('./layouts/authenticated-layout.tsx'),
  'AuthenticatedLayout',
);
const PrivacyPolicyPage = lazyNamed(
  () => import('../features/legal/components/privacy-policy-page.tsx'),
  'PrivacyPolicyPage',
);
const AcceptInvitationPage = lazyNamed(
  () => import('../features/auth/components/accept-invitation-page.tsx'),
  'AcceptInvitationPage',
);
const TermsOfServicePage = lazyNamed(
  () => import('../features/legal/components/terms-of-service-page.tsx'),
  'TermsOfServicePage',
);
const OnboardingPage = lazyNamed(
  () => import('../features/onboarding/components/onboarding-page.tsx'),
  'OnboardingPage',
);
const DashboardPage = lazyNamed(
  () => import('../features/dashboard/components/dashboard-page.tsx'),
  'DashboardPage',
);
const RoleDashboardPage = lazyNamed(
  () => import('../features/dashboard/components/dashboard-page.tsx'),
  'RoleDashboardPage',
);
const ClientWorkoutsPage = lazyNamed(
  () => import('../features/workouts/components/client-workouts-page.tsx'),
  'ClientWorkoutsPage',
);
const ClientWorkoutDetailPage = lazyNamed(
  () => import('../features/workouts/components/client-workout-detail-page.tsx'),
  'ClientWorkoutDetailPage',
);
const TrainerWorkoutsPage = lazyNamed(
  () => import('../features/workouts/components/trainer-workouts-page.tsx'),
  'TrainerWorkoutsPage',
);

const TrainerWorkoutPage = lazyNamed(
  () => import('../features/clients/components/trainer-workout-page.tsx'),
  'TrainerWorkoutPage',
);

/** /workouts: the client's own list when the active role is CLIENT, otherwise the trainer's list. */
function WorkoutsByRole() {
  const activeRole = useAuthStore((s) => s.activeRole);
  return activeRole === 'CLIENT' ? <ClientWorkoutsPage /> : <TrainerWorkoutsPage />;
}
WorkoutsByRole.preload = () =>
  (useAuthStore.getState().activeRole === 'CLIENT' ? ClientWorkoutsPage : TrainerWorkoutsPage).preload();

/**
 * One workout (/client/workouts/{id}, /workouts/{id}) as the active role sees it: the trainer's
 * read-only review, or the client's performance screen (anyone else is told it is not found).
 */
function WorkoutByRole() {
  const activeRole = useAuthStore((s) => s.activeRole);
  return activeRole === 'TRAINER' ? <TrainerWorkoutPage /> : <ClientWorkoutDetailPage />;
}
WorkoutByRole.preload = () =>
  (useAuthStore.getState().activeRole === 'TRAINER' ? TrainerWorkoutPage : ClientWorkoutDetailPage).preload();
const ClientMessagesPage = lazyNamed(
  () => import('../features/messages/components/client-messages-page.tsx'),
  'ClientMessagesPage',
);
const TrainerInboxPage = lazyNamed(
  () => import('../features/messages/components/trainer-inbox-page.tsx'),
  'TrainerInboxPage',
);
const CalendarPage = lazyNamed(
  () => import('../features/calendar/components/calendar-page.tsx'),
  'CalendarPage',
);
const MealsPage = lazyNamed(() => import('../features/meals/components/meals-page.tsx'), 'MealsPage');
const FoodDiaryPage = lazyNamed(
  () => import('../features/nutrition/components/food-diary-page.tsx'),
  'FoodDiaryPage',
);
const ProgressPage = lazyNamed(
  () => import('../features/progress/components/progress-page.tsx'),
  'ProgressPage',
);
const ClientListPage = lazyNamed(
  () => import('../features/clients/components/client-list-page.tsx'),
  'ClientListPage',
);
const ClientDetailPage = lazyNamed(
  () => import('../features/clients/components/client-detail-page.tsx'),
  'ClientDetailPage',
);
const WorkoutBuilderPage = lazyNamed(
  () => import('../features/builder/components/workout-builder-page.tsx'),
  'WorkoutBuilderPage',
);
const TemplateBuilderPage = lazyNamed(
  () => import('../features/builder/components/template-builder-page.tsx'),
  'TemplateBuilderPage',
);
const TemplateListPage = lazyNamed(
  () => import('../features/templates/components/template-list-page.tsx'),
  'TemplateListPage',
);
const CheckInTemplateListPage = lazyNamed(
  () => import('../features/check-ins/components/template-list-page.tsx'),
  'TemplateListPage',
);
const CheckInTemplateEditorPage = lazyNamed(
  () => import('../features/check-ins/components/template-editor-page.tsx'),
  'TemplateEditorPage',
);
const CheckInPage = lazyNamed(
  () => import('../features/check-ins/components/check-in-page.tsx'),
  'CheckInPage',
);
const ProgramListPage = lazyNamed(
  () => import('../features/programs/components/program-list-page.tsx'),
  'ProgramListPage',
);
const ProgramEditorPage = lazyNamed(
  () => import('../features/programs/components/program-editor-page.tsx'),
  'ProgramEditorPage',
);
const UserManagementPage = lazyNamed(
  () => import('../features/users/components/user-management-page.tsx'),
  'UserManagementPage',
);
const AuditPage = lazyNamed(() => import('../features/audit/components/audit-page.tsx'), 'AuditPage');
const TwoStepRequiredPage = lazyNamed(
  () => import('../features/profile/components/two-step-required-page.tsx'),
  'TwoStepRequiredPage',
);
const ProfilePage = lazyNamed(() => import('../features/profile/components/profile-page.tsx'), 'ProfilePage');
const LibrariesPage = lazyNamed(
  () => import('../features/libraries/components/libraries-page.tsx'),
  'LibrariesPage',
);
const LibraryListPage = lazyNamed(
  () => import('../features/libraries/components/library-list-page.tsx'),
  'LibraryListPage',
);
const ExercisesPage = lazyNamed(
  () => import('../features/exercises/components/exercises-page.tsx'),
  'ExercisesPage',
);
const EquipmentPage = lazyNamed(
  () => import('../features/equipment/components/equipment-page.tsx'),
  'EquipmentPage',
);

function Root() {
  return (
    <Suspense fallback={<LoadingState label="Loading..." className="min-h-screen" />}>
      <Outlet />
    </Suspense>
  );
}

/** The whole route table. It applies only the signed-in / signed-out check. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
        ],
      },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/terms-of-service', element: <TermsOfServicePage /> },
      // Open to anyone with the link, signed in or not: accepting signs in as the new account.
      { path: '/invitation', element: <AcceptInvitationPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/onboarding', element: <OnboardingPage /> },
          { path: '/setup-two-step', element: <TwoStepRequiredPage /> },
          {
            element: <AuthenticatedLayout />,
            children: [
              { path: '/', element: <Navigate to="/dashboard" replace /> },
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/client/workouts', element: <ClientWorkoutsPage />, handle: prefetchClientWorkouts },
              { path: '/client/workouts/:id', element: <WorkoutByRole />, handle: prefetchClientWorkout },
              { path: '/client/meals', element: <MealsPage /> },
              { path: '/client/nutrition', element: <FoodDiaryPage /> },
              { path: '/client/calendar', element: <CalendarPage role="CLIENT" /> },
              { path: '/client/progress', element: <ProgressPage /> },
              { path: '/client/messages', element: <ClientMessagesPage /> },
              { path: '/trainer/dashboard', element: <RoleDashboardPage role="TRAINER" /> },
              { path: '/trainer/clients', element: <ClientListPage /> },
              { path: '/trainer/clients/:id', element: <ClientDetailPage /> },
              { path: '/trainer/workout-builder', element: <WorkoutBuilderPage /> },
              { path: '/trainer/workouts', element: <TrainerWorkoutsPage /> },
              { path: '/trainer/calendar', element: <CalendarPage role="TRAINER" /> },
              { path: '/trainer/messages', element: <TrainerInboxPage /> },
              { path: '/trainer/templates', element: <TemplateListPage /> },
              { path: '/trainer/templates/new', element: <TemplateBuilderPage /> },
              { path: '/trainer/templates/:id', element: <TemplateBuilderPage /> },
              { path: '/check-ins/templates', element: <CheckInTemplateListPage /> },
              { path: '/check-ins/templates/new', element: <CheckInTemplateEditorPage /> },
              { path: '/check-ins/templates/:id', element: <CheckInTemplateEditorPage /> },
              { path: '/check-in', element: <CheckInPage /> },
              { path: '/trainer/programs', element: <ProgramListPage /> },
              { path: '/trainer/programs/new', element: <ProgramEditorPage /> },
              { path: '/trainer/programs/:id', element: <ProgramEditorPage /> },
              ...checkInReviewRoutes,
              { path: '/consultant/dashboard', element: <RoleDashboardPage role="CONSULTANT" /> },
              { path: '/consultant/users', element: <UserManagementPage /> },
              { path: '/admin/users', element: <UserManagementPage /> },
              { path: '/consultant/audit', element: <AuditPage /> },
              { path: '/profile', element: <ProfilePage /> },
              { path: '/exercises', element: <ExercisesPage /> },
              { path: '/equipment', element: <EquipmentPage /> },
              { path: '/libraries', element: <LibrariesPage /> },
              { path: '/libraries/exercises', element: <LibraryListPage kind="exercises" /> },
              { path: '/libraries/equipment', element: <LibraryListPage kind="equipment" /> },
              { path: '/libraries/foods', element: <LibraryListPage kind="foods" /> },
              // Aliases.
              { path: '/clients', element: <ClientListPage /> },
              { path: '/clients/:id', element: <ClientDetailPage /> },
              { path: '/workouts', element: <WorkoutsByRole /> },
              { path: '/workouts/:id', element: <WorkoutByRole /> },
              { path: '/meals', element: <MealsPage /> },
              { path: '/progress', element: <ProgressPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

/**
 * Starts loading the code of every screen `pathname` shows for a signed-in person (the signed-in
 * frame and the page inside it), and the data the page shows first, all at once. Left to
 * rendering, the page's code is only asked for once the frame's has arrived and rendered, and its
 * data once its code has: two more round trips on a slow phone network.
 */
export function preloadScreens(pathname: string): void {
  if (!useAuthStore.getState().isAuthenticated) return;
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    ((route.element as ReactElement | undefined)?.type as Preloadable | undefined)?.preload?.();
    (route.handle as ScreenHandle | undefined)?.prefetch?.(params);
  }
}
