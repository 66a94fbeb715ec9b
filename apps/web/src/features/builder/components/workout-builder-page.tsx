import { Link, Navigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
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
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Edit Workout</h1>
        <BuilderErrorBox title="Error" message={errorText(error, 'Failed to fetch workout')} />
        <Link to={`/trainer/clients/${clientId}`} className={buttonClasses('secondary')}>
          Back to client
        </Link>
      </div>
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
