import { Plus, X } from 'lucide-react';
import { COPY_TARGETS_MAX, copiesInput, type CopiesInput } from '@kinetic/contracts/calendar';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useClientPicker } from '../../clients/api/get-clients.ts';

/** Whom and when: several clients and several days, one workout for each client on each day. */
export interface ClientsAndDatesValue {
  clientIds: string[];
  /** Days as YYYY-MM-DD; '' while a row is not filled in yet. */
  dates: string[];
}

/** One target per chosen client and filled-in day, day by day (each day's clients in list order). */
export function targetsOf({ clientIds, dates }: ClientsAndDatesValue, name?: string) {
  const days = [...new Set(dates.filter((d) => d !== ''))].sort();
  return days.flatMap((scheduledDate) =>
    clientIds.map((assignedTo) => ({ assignedTo, scheduledDate, ...(name ? { name } : {}) })),
  );
}

/** What a choice still lacks, or what it exceeds; null when it can be sent. */
export function targetsProblem(value: ClientsAndDatesValue): string | null {
  const n = targetsOf(value).length;
  if (!value.clientIds.length) return 'Choose at least one client';
  if (!value.dates.some((d) => d !== '')) return 'Choose at least one date';
  if (n > COPY_TARGETS_MAX) return `At most ${COPY_TARGETS_MAX} workouts at once (this makes ${n})`;
  return null;
}

/**
 * The copies a form asks for, checked: the body to preview, or the problem to show (the form's own,
 * else the schema's first, else `fallback`). No choice for busy days yet: the review asks for one.
 */
export function copiesBody(
  targets: CopiesInput['targets'],
  problem: string | null,
  fallback: string,
): { body: CopiesInput } | { problem: string } {
  const parsed = copiesInput.safeParse({ targets });
  if (problem || !parsed.success) return { problem: problem ?? parsed.error?.issues[0]?.message ?? fallback };
  return { body: { targets: parsed.data.targets } };
}

/** '1 workout', '6 workouts'. */
export const workoutCount = (n: number) => `${n} ${n === 1 ? 'workout' : 'workouts'}`;

/**
 * A checklist of the trainer's clients and a list of days: the workouts go to every checked client
 * on every day. Used to schedule a template and to copy a workout to many at once.
 */
export function ClientsAndDates({
  value,
  onChange,
}: {
  value: ClientsAndDatesValue;
  onChange: (value: ClientsAndDatesValue) => void;
}) {
  const clients = useClientPicker();
  const list = clients.data?.clients ?? [];
  const toggle = (id: string, on: boolean) =>
    onChange({
      ...value,
      clientIds: on ? [...value.clientIds, id] : value.clientIds.filter((c) => c !== id),
    });
  const setDate = (i: number, date: string) =>
    onChange({ ...value, dates: value.dates.map((d, j) => (j === i ? date : d)) });
  const n = targetsOf(value).length;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Clients *</legend>
        {clients.isPending ? (
          <p className="text-sm text-slate-500">Loading clients...</p>
        ) : clients.isError ? (
          <p className="text-sm text-red-700">Your clients could not be loaded.</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-500">You have no clients yet.</p>
        ) : (
          <div className="max-h-44 space-y-2 overflow-y-auto rounded-lg border border-slate-200 p-3">
            {list.map((c) => (
              <Checkbox
                key={c.id}
                label={`${c.firstName} ${c.lastName}`}
                checked={value.clientIds.includes(c.id)}
                onChange={(e) => toggle(c.id, e.target.checked)}
              />
            ))}
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Dates *</legend>
        <ol className="space-y-2" aria-label="Dates">
          {value.dates.map((date, i) => (
            // The inputs are controlled: a row is its position in the list, its index its key.
            <li key={i} className="flex items-end gap-2">
              <TextField
                label={`Date ${i + 1}`}
                type="date"
                className="flex-1"
                value={date}
                onChange={(e) => setDate(i, e.target.value)}
              />
              {value.dates.length > 1 && (
                <Button
                  variant="ghost"
                  aria-label={`Remove date ${i + 1}`}
                  onClick={() => onChange({ ...value, dates: value.dates.filter((_, j) => j !== i) })}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              )}
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => onChange({ ...value, dates: [...value.dates, ''] })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a date
        </Button>
      </fieldset>
      <p className="text-sm text-slate-600" aria-live="polite">
        {n > 0
          ? `${workoutCount(n)}: ${value.clientIds.length} ${value.clientIds.length === 1 ? 'client' : 'clients'} × ${n / value.clientIds.length} ${n / value.clientIds.length === 1 ? 'day' : 'days'}`
          : 'Choose clients and dates.'}
      </p>
    </div>
  );
}
