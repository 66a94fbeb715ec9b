import { useId } from 'react';
import { useController } from 'react-hook-form';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { inputClasses, inputStateClasses } from '../../../components/ui/text-field.tsx';
import type { ExercisePath, WorkoutForm } from '../lib/workout-form.ts';

/**
 * The client's notes on one exercise (`exercise`: its place in the form), hidden on a completed
 * workout without notes. `onEdit`: the client changed them.
 */
export function ClientExerciseNotes({
  exercise,
  exerciseName,
  readOnly,
  onEdit,
}: {
  exercise: ExercisePath;
  exerciseName: string;
  readOnly: boolean;
  onEdit: () => void;
}) {
  const id = useId();
  const { field, fieldState } = useController<WorkoutForm, `${ExercisePath}.notes`>({
    name: `${exercise}.notes`,
  });
  const error = fieldState.error?.message;
  return (
    <div hidden={readOnly && !field.value.trim()}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        <span className="sr-only">{exerciseName} </span>
        Notes
      </label>
      <textarea
        id={id}
        name={field.name}
        rows={2}
        value={field.value}
        disabled={readOnly}
        placeholder={readOnly ? undefined : 'How did it feel? Anything your trainer should know?'}
        onChange={(event) => {
          field.onChange(event.target.value);
          onEdit();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClasses, inputStateClasses(Boolean(error)), 'text-base')}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
