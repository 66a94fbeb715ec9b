import { useState } from 'react';
import { Trophy } from 'lucide-react';
import { ONE_REP_MAX_LABEL } from '@kinetic/contracts/records';
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useRecords } from '../api/get-records.ts';
import { ExerciseHistory } from './exercise-history.tsx';
import { RecordsList } from './records-list.tsx';

/**
 * A client's personal records and, for the exercise chosen, its progression chart. `clientId`: a
 * trainer's client (else the signed-in client's own); `exerciseId`: the exercise shown first (else
 * the first record's).
 */
export function RecordsSection({
  clientId,
  exerciseId,
  workoutLink,
}: {
  clientId?: string;
  exerciseId?: string | null;
  workoutLink: (workoutId: string) => string;
}) {
  const records = useRecords(clientId);
  const [chosen, setChosen] = useState<string | null>(exerciseId ?? null);

  if (records.isPending) return <LoadingState label="Loading records..." className="py-8" />;
  if (records.isError)
    return (
      <LoadError message="The personal records could not be loaded." onRetry={() => void records.refetch()} />
    );
  if (records.data.length === 0)
    return (
      <EmptyState icon={Trophy}>
        No personal records yet: they come from the weights and reps of completed workouts.
      </EmptyState>
    );
  const selected = records.data.find((r) => r.exerciseId === chosen) ?? records.data[0]!;
  return (
    <div className="space-y-4">
      <p className="text-xs text-slate-500">
        The heaviest set of each exercise and the best {ONE_REP_MAX_LABEL}. Choose an exercise to see its
        progress.
      </p>
      <RecordsList
        records={records.data}
        selectedId={selected.exerciseId}
        onSelect={(r) => setChosen(r.exerciseId)}
        workoutLink={workoutLink}
      />
      <div className="border-t border-slate-100 pt-4">
        <ExerciseHistory
          key={selected.exerciseId}
          exerciseId={selected.exerciseId}
          exerciseName={selected.exerciseName}
          clientId={clientId}
        />
      </div>
    </div>
  );
}
