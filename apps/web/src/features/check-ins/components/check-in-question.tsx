import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import {
  CHECK_IN_LONG_TEXT_MAX,
  CHECK_IN_SHORT_TEXT_MAX,
  SCALE_MAX,
  SCALE_MIN,
  type AnswerValue,
  type CheckInQuestion,
} from '@kinetic/contracts/check-ins';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

const SCALE = Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => SCALE_MIN + i);

/** One choice of a row of them (1-10, yes/no): a native radio, a large target on a phone. */
function Choice({
  name,
  label,
  checked,
  onPick,
}: {
  name: string;
  label: string;
  checked: boolean;
  onPick: () => void;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-medium',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
        checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700',
      )}
    >
      <input type="radio" name={name} className="sr-only" checked={checked} onChange={onPick} />
      {label}
    </label>
  );
}

/** A question of the check-in with the control its kind asks for; `error` under it. */
export function CheckInQuestionField({
  question: q,
  value,
  error,
  onChange,
}: {
  question: CheckInQuestion;
  value: AnswerValue | undefined;
  error?: string;
  onChange: (value: AnswerValue | undefined) => void;
}) {
  const label = `${q.label}${q.required ? '' : ' (optional)'}`;
  if (q.kind === 'short_text' || q.kind === 'number')
    return (
      <TextField
        label={q.kind === 'number' && q.unit ? `${label} (${q.unit})` : label}
        inputMode={q.kind === 'number' ? 'decimal' : undefined}
        maxLength={q.kind === 'short_text' ? CHECK_IN_SHORT_TEXT_MAX : undefined}
        value={value === undefined ? '' : String(value)}
        error={error}
        onChange={(e) => {
          const text = e.target.value;
          // A number is kept as typed ('7.' on the way to '7.5') and read when sent.
          onChange(q.kind === 'number' && text.trim() === '' ? undefined : text);
        }}
      />
    );
  if (q.kind === 'long_text')
    return (
      <TextareaField
        label={label}
        rows={4}
        maxLength={CHECK_IN_LONG_TEXT_MAX}
        value={typeof value === 'string' ? value : ''}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  const errorId = `answer-${q.id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{label}</legend>
      <div className={cn('grid gap-2', q.kind === 'scale' ? 'grid-cols-5 sm:grid-cols-10' : 'grid-cols-2')}>
        {q.kind === 'scale'
          ? SCALE.map((n) => (
              <Choice
                key={n}
                name={q.id}
                label={String(n)}
                checked={value === n}
                onPick={() => onChange(n)}
              />
            ))
          : (
              [
                [true, CHECK_IN_TEXTS.yes],
                [false, CHECK_IN_TEXTS.no],
              ] as const
            ).map(([v, text]) => (
              <Choice key={text} name={q.id} label={text} checked={value === v} onPick={() => onChange(v)} />
            ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
