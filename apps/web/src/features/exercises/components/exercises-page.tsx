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
      icon={Dumbbell}
      iconClassName="bg-brand-50 text-brand-700"
      renderDetails={(e) => (
        <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {e.category && <span>{e.category}</span>}
          <DifficultyBadge difficulty={e.difficulty} />
        </span>
      )}
    />
  );
}
