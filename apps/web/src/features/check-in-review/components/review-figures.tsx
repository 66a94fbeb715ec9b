import { CHECK_IN_WEEK_TEXTS, type CheckInWeekFigures } from '@kinetic/contracts/check-in-week';
import { COMPLIANCE_DAYS } from '@kinetic/contracts/nutrition-compliance';

const signed = (n: number, unit: string) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n)} ${unit}`;

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
      {detail && <dd className="text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}

/** The week's figures beside last week's: weight trend, measurements, workouts, habits, nutrition. */
export function ReviewFigures({ figures }: { figures: CheckInWeekFigures }) {
  const { weight, measurements, workouts, habits, nutrition } = figures;
  const habitsDone = habits.reduce((n, h) => n + Math.min(h.done, h.goal), 0);
  const habitsGoal = habits.reduce((n, h) => n + h.goal, 0);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure
          label={CHECK_IN_WEEK_TEXTS.weight}
          value={weight?.average != null ? `${weight.average} ${weight.unit}` : '—'}
          detail={
            weight?.change != null
              ? `${signed(weight.change, weight.unit)} on last week (${weight.previousAverage} ${weight.unit})`
              : weight
                ? undefined
                : CHECK_IN_WEEK_TEXTS.noWeight
          }
        />
        <Figure
          label={CHECK_IN_WEEK_TEXTS.workouts}
          value={`${workouts.completed}/${workouts.assigned}`}
          detail="completed of scheduled"
        />
        <Figure
          label={CHECK_IN_WEEK_TEXTS.habits}
          value={habits.length ? `${habitsDone}/${habitsGoal}` : '—'}
          detail={habits.length ? 'days done of the goal' : CHECK_IN_WEEK_TEXTS.noHabits}
        />
        <Figure
          label={CHECK_IN_WEEK_TEXTS.nutrition}
          value={nutrition ? `${nutrition.onTarget}/${COMPLIANCE_DAYS}` : '—'}
          detail={nutrition ? 'days on target' : CHECK_IN_WEEK_TEXTS.noTargets}
        />
      </dl>
      {measurements.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-semibold text-slate-800">{CHECK_IN_WEEK_TEXTS.measurements}</h3>
          <ul className="divide-y divide-slate-100 text-sm">
            {measurements.map((m) => (
              <li key={m.type} className="flex justify-between gap-3 py-1.5">
                <span className="text-slate-700">{m.type}</span>
                <span className="text-slate-900">
                  {m.value} {m.unit}
                  {m.change !== null && (
                    <span className="ml-2 text-slate-600">({signed(m.change, m.unit)})</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
