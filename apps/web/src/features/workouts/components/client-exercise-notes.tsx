import { useId } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { inputClasses, inputStateClasses } from '../../../components/ui/text-field.tsx';

/** The client's notes on one exercise (hidden on a completed workout without notes). */
export function ClientExerciseNotes({
  exerciseName,
  notes,
  readOnly,
  onChange,
  error,
}: {
  exerciseName: string;
  notes: string;
  readOnly: boolean;
  onChange: (notes: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div hidden={readOnly && !notes.trim()}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        <span className="sr-only">{exerciseName} </span>
        Notes
      </label>
      <textarea
        id={id}
        rows={2}
        value={notes}
        disabled={readOnly}
        placeholder={readOnly ? undefined : 'How did it feel? Anything your trainer should know?'}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClasses, inputStateClasses(Boolean(error)), 'text-base')}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
