import { AlertTriangle, CalendarCheck, CalendarX } from 'lucide-react';
import type { ClientWarning } from '@kinetic/contracts/conditions';
import type { ClashChoice, SchedulePreviewAnswer, ScheduleClash } from '@kinetic/contracts/schedule-clashes';
import { cn } from '../../../components/ui/cn.ts';
import { weekdayLabel } from '../lib/weekday-label.ts';

const workouts = (n: number) => `${n} ${n === 1 ? 'workout' : 'workouts'}`;

/** One entry per client: what they have on those days, or the warnings of their conditions. */
function byClient<T extends { clientId: string }>(list: T[]): [string, T[]][] {
  const map = new Map<string, T[]>();
  for (const item of list) map.set(item.clientId, [...(map.get(item.clientId) ?? []), item]);
  return [...map];
}

/** The exercises a client's conditions forbid: shown before the coach confirms, never a refusal. */
export function HealthWarnings({
  warnings,
  nameOf,
}: {
  warnings: ClientWarning[];
  nameOf: (id: string) => string;
}) {
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        Health warnings: review these clients&apos; workouts
      </p>
      <ul className="mt-2 space-y-2">
        {byClient(warnings).map(([clientId, list]) => (
          <li key={clientId}>
            <span className="font-medium">{nameOf(clientId)}</span>
            <ul className="ml-4 list-disc">
              {list.map((w) => (
                <li key={`${w.exerciseId}:${w.condition}`}>{w.message}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

const CHOICES: { value: ClashChoice; label: string; hint: (p: SchedulePreviewAnswer) => string }[] = [
  {
    value: 'keep',
    label: 'Keep both',
    hint: (p) => `${workouts(p.workouts.keep)} added beside what is there`,
  },
  {
    value: 'replace',
    label: 'Replace them',
    hint: () => 'The workouts not done yet on those days are removed; completed ones stay',
  },
  {
    value: 'skip',
    label: 'Skip those days',
    hint: (p) => `Only ${workouts(p.workouts.skip)} scheduled, on the free days`,
  },
];

function ClashList({ clashes, nameOf }: { clashes: ScheduleClash[]; nameOf: (id: string) => string }) {
  return (
    <ul className="mt-2 space-y-2" aria-label="Workouts already on those days">
      {byClient(clashes).map(([clientId, list]) => (
        <li key={clientId}>
          <span className="font-medium text-slate-900">{nameOf(clientId)}</span>
          <ul className="ml-4 list-disc text-slate-700">
            {list.map((c) => (
              <li key={c.workoutId}>
                {weekdayLabel(c.scheduledDate)}: {c.name}
                {c.completed ? ' (completed)' : ''}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * The second step of scheduling many (a program, copies): the days the clients already train on, the
 * coach's choice for them, and the health warnings, all before anything is written.
 */
export function ClashReview({
  preview,
  choice,
  onChoice,
  nameOf,
}: {
  preview: SchedulePreviewAnswer;
  choice: ClashChoice;
  onChoice: (choice: ClashChoice) => void;
  nameOf: (id: string) => string;
}) {
  const { clashes, warnings } = preview;
  const days = new Set(clashes.map((c) => `${c.clientId}:${c.scheduledDate}`)).size;
  return (
    <div className="space-y-4">
      {clashes.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" />
          No clashes: the clients have nothing else on those days.
        </p>
      ) : (
        <div className="rounded-xl border border-slate-200 p-4 text-sm">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <CalendarX aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
            {days === 1 ? '1 day already has a workout' : `${days} days already have workouts`}
          </p>
          <ClashList clashes={clashes} nameOf={nameOf} />
          <fieldset className="mt-4">
            <legend className="text-sm font-medium text-slate-700">On those days</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {CHOICES.map((c) => (
                <label
                  key={c.value}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
                    choice === c.value
                      ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                      : 'border-slate-200 bg-white hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name="on-clash"
                    value={c.value}
                    checked={choice === c.value}
                    onChange={() => onChoice(c.value)}
                    aria-describedby={`on-clash-${c.value}-hint`}
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{c.label}</span>
                    <span id={`on-clash-${c.value}-hint`} className="block text-xs text-slate-500">
                      {c.hint(preview)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      )}
      {warnings.length > 0 && <HealthWarnings warnings={warnings} nameOf={nameOf} />}
    </div>
  );
}
