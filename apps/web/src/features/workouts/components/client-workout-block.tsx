import type { SetBlock } from '@kinetic/contracts/workouts';
import { Card } from '../../../components/ui/card.tsx';
import { ClientWorkoutExercise } from './client-workout-exercise.tsx';
import { WorkoutFacts, type WorkoutFact } from './workout-facts.tsx';

/** One set block: 'Set {setNumber}' with its type, rest, intensity, heart rate, instructions and exercises. */
export function ClientWorkoutBlock({
  block,
  indexes,
  onEdit,
  readOnly,
  unsaved,
  done,
  onToggleDone,
}: {
  block: SetBlock;
  /** Each exercise's place in the form, by its id. */
  indexes: ReadonlyMap<string, number>;
  /** The client changed a value of the exercise `exerciseId`. */
  onEdit: (exerciseId: string) => void;
  readOnly: boolean;
  unsaved: ReadonlySet<string>;
  done: ReadonlySet<string>;
  /**
   * Ticks a set row of one of this block's exercises (or a timed exercise, by its own id) off or back
   * on; absent on a completed workout.
   */
  onToggleDone?: (block: SetBlock, exerciseId: string, id: string) => void;
}) {
  const details: WorkoutFact[] = [];
  if (block.restPeriod.trim()) details.push(['Rest', block.restPeriod]);
  if (block.intensityLevel !== null) details.push(['Intensity', `${block.intensityLevel}/10`]);
  if (block.targetHeartRate !== null) details.push(['Target heart rate', `${block.targetHeartRate} bpm`]);

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
        <span>Set {block.setNumber}</span>
        {block.setType.trim() && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700">
            {block.setType}
          </span>
        )}
      </h2>
      {details.length > 0 && <WorkoutFacts facts={details} look="tiles" className="mt-3" />}
      {block.specialInstructions.trim() && (
        <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm whitespace-pre-line text-amber-900">
          <span className="font-semibold">Instructions: </span>
          {block.specialInstructions}
        </p>
      )}
      <div className="mt-4 space-y-3">
        {block.exercises.map((exercise) => {
          const index = indexes.get(exercise.id);
          if (index === undefined) return null;
          const isUnsaved = unsaved.has(exercise.id);
          return (
            <ClientWorkoutExercise
              key={exercise.id}
              exercise={exercise}
              index={index}
              // Told once per exercise until it is saved: typing does not render the page again.
              onEdit={() => {
                if (!isUnsaved) onEdit(exercise.id);
              }}
              readOnly={readOnly}
              unsaved={isUnsaved}
              done={done}
              onToggleDone={onToggleDone && ((id) => onToggleDone(block, exercise.id, id))}
            />
          );
        })}
        {block.exercises.length === 0 && <p className="text-sm text-slate-500">No exercises in this set.</p>}
      </div>
    </Card>
  );
}
