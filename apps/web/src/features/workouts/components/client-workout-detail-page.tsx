import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CircleAlert, SearchX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorText, isNotFound } from '../../../lib/api-client.ts';
import { useWorkout } from '../../../entities/workouts/api/get-workout.ts';
import { useWorkoutWrites } from '../api/client-workout-writes.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { DEFAULT_REST_SECONDS } from '../../../entities/workouts/lib/rest-period.ts';
import { refusalText, withWaitingWrites } from '../lib/queued-workout.ts';
import { useKeepWorkoutOffline } from '../lib/use-keep-workouts-offline.ts';
import { CLIENT_WORKOUTS_PATH } from '../lib/use-workout-completion.ts';
import { WorkoutPerformance } from './workout-performance.tsx';
import { WriteStatus } from '../../../components/ui/write-status.tsx';

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center px-6 py-12 text-center">
      {icon}
      <h1 className="mt-4 text-xl font-bold text-slate-900">{title}</h1>
      {children}
      <Link to={CLIENT_WORKOUTS_PATH} className={buttonClasses('secondary', 'lg', 'mt-6')}>
        Back to Workouts
      </Link>
    </Card>
  );
}

/** /client/workouts/{id}: the workout to perform, its feedback form, and the Complete action. */
export function ClientWorkoutDetailPage() {
  const { id = '' } = useParams();
  // The rest after a set whose block names none: the client's own preference (a session kept from
  // before preferences existed has none).
  const restDefaultSeconds = useAuthStore((s) => s.user?.preferences?.restSeconds) ?? DEFAULT_REST_SECONDS;
  const { data, isPending, isError, error, fetchStatus } = useWorkout(id);
  const writes = useWorkoutWrites(id);
  // Opened from a link, it is kept for the gym as the list keeps the coming ones.
  useKeepWorkoutOffline(id, Boolean(data));

  if (isError) {
    if (isNotFound(error))
      return (
        <>
          {/* Entries the server refused once the workout was gone stay here to copy. */}
          <WriteStatus
            writes={writes.writes}
            onDismiss={() => void writes.dismiss()}
            refusalText={refusalText}
          />
          <Notice
            icon={<SearchX aria-hidden="true" className="size-10 text-slate-400" />}
            title="Workout not found"
          >
            <p className="mt-2 text-sm text-slate-500">
              It may have been removed, or it is not assigned to you.
            </p>
          </Notice>
        </>
      );
    return (
      <Notice
        icon={<CircleAlert aria-hidden="true" className="size-10 text-red-500" />}
        title="Error loading workout"
      >
        <p className="mt-2 text-sm text-slate-600">{errorText(error, 'Failed to load workout')}</p>
      </Notice>
    );
  }
  if (isPending) return fetchStatus === 'idle' ? null : <LoadingState label="Loading workout..." />;
  // The values still waiting on the device are shown from the first render on.
  if (!writes.loaded) return <LoadingState label="Loading workout..." />;
  return (
    <WorkoutPerformance
      key={data.id}
      workout={withWaitingWrites(data, writes.writes)}
      writes={writes}
      restDefaultSeconds={restDefaultSeconds}
    />
  );
}
