import { Dumbbell } from 'lucide-react';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { LibraryCardGrid } from '../../../components/ui/library-card-grid.tsx';
import { useCatalog } from '../../../entities/libraries/api/get-catalog.ts';

/** /exercises: the older simple list, one card per exercise. */
export function ExercisesPage() {
  const query = useCatalog('exercises');
  return (
    <LibraryCardGrid
      title="Exercises"
      description="The exercise library at a glance."
      noun="exercises"
      countNoun={['exercise', 'exercises']}
      addLabel="Add Exercise"
      query={query}
      renderCard={(e) => (
        <>
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
        </>
      )}
    />
  );
}
