import { Dumbbell, Plus, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useExercises } from '../api/get-exercises.ts';

/** /exercises: the older simple list, one card per exercise. */
export function ExercisesPage() {
  const { data, isPending, isError, refetch } = useExercises();
  const exercises = data?.exercises ?? [];
  return (
    <>
      <PageHeader
        title="Exercises"
        description="The exercise library at a glance."
        actions={
          // The specification keeps this button without an action.
          <Button>
            <Plus aria-hidden="true" className="size-4" />
            Add Exercise
          </Button>
        }
      />
      {isPending ? (
        <LoadingState label="Loading exercises..." />
      ) : isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
          <p className="text-sm font-medium text-slate-700">Failed to load exercises</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        </Card>
      ) : exercises.length === 0 ? (
        <Card className="px-4 py-12 text-center text-sm text-slate-500">No exercises found</Card>
      ) : (
        <ul aria-label="Exercises" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {exercises.map((e) => (
            <li key={e.id}>
              <Card className="flex h-full items-start gap-3 p-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Dumbbell aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{e.name}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    {e.category && <span>{e.category}</span>}
                    <DifficultyBadge difficulty={e.difficulty} />
                  </span>
                </span>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
