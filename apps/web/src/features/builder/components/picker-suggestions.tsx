import type { Exercise } from '@kinetic/contracts/libraries';
import { useExerciseSuggestions } from '../api/get-exercise-suggestions.ts';
import { useBuilderClient } from '../hooks/use-builder-client.ts';
import type { PickedExercise } from '../lib/builder-state.ts';
import { ExerciseOption } from './exercise-option.tsx';

function Section({
  title,
  exercises,
  onPick,
}: {
  title: string;
  exercises: Exercise[];
  onPick: (exercise: PickedExercise) => void;
}) {
  if (exercises.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <ul className="-mx-2 divide-y divide-slate-100">
        {exercises.map((e) => (
          <ExerciseOption key={e.id} exercise={e} onPick={onPick} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Before any search: the exercises of the client's recent workouts and those the trainer gives
 * most. Nothing without a client, or while they load (the library is below either way).
 * Answers whether anything is shown.
 */
export function PickerSuggestions({ onPick }: { onPick: (exercise: PickedExercise) => void }) {
  const { clientId, firstName } = useBuilderClient();
  const { data } = useExerciseSuggestions(clientId);
  if (!clientId || !data || (data.recent.length === 0 && data.mostUsed.length === 0)) return null;
  return (
    <div className="space-y-3 border-b border-slate-200 pb-3">
      <Section
        title={firstName ? `Recent for ${firstName}` : 'Recent for this client'}
        exercises={data.recent}
        onPick={onPick}
      />
      <Section title="Your most used" exercises={data.mostUsed} onPick={onPick} />
    </div>
  );
}
