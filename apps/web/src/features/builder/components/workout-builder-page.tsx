import { Navigate, useSearchParams } from 'react-router';
import { PageLoadError } from '../../../components/ui/page-load-error.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useWorkoutAnswer } from '../../../entities/workouts/api/get-workout.ts';
import { BuilderErrorBox } from './builder-error-box.tsx';
import { WorkoutBuilder } from './workout-builder.tsx';

function EditBuilder({ clientId, workoutId }: { clientId: string; workoutId: string }) {
  const { data, isPending, isError, error } = useWorkoutAnswer(workoutId);
  if (isPending) return <LoadingState label="Loading workout..." />;
  if (isError) {
    return (
      <PageLoadError title="Edit Workout" backTo={`/trainer/clients/${clientId}`} backLabel="Back to client">
        <BuilderErrorBox title="Error" message={errorText(error, 'Failed to fetch workout')} />
      </PageLoadError>
    );
  }
  return (
    <WorkoutBuilder
      key={data.workout.id}
      clientId={clientId}
      workout={data.workout}
      warnings={data.warnings}
    />
  );
}

/** The workout builder (trainer only): create (no workoutId) or edit a client's workout. */
export function WorkoutBuilderPage() {
  const activeRole = useAuthStore((s) => s.activeRole);
  const [params] = useSearchParams();
  const clientId = params.get('clientId');
  const workoutId = params.get('workoutId');
  if (activeRole !== 'TRAINER') return <Navigate to="/dashboard" replace />;
  if (!clientId) return <Navigate to="/trainer/clients" replace />;
  if (workoutId) return <EditBuilder key={workoutId} clientId={clientId} workoutId={workoutId} />;
  return <WorkoutBuilder key={clientId} clientId={clientId} />;
}
