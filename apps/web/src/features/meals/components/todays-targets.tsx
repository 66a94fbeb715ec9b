import { Target } from 'lucide-react';
import { targetsForDay } from '@kinetic/contracts/nutrition';
import { Card } from '../../../components/ui/card.tsx';
import { DayTargetsList, formatGoalRate } from '../../../entities/nutrition/components/day-targets.tsx';
import { useOwnTargets } from '../../../entities/nutrition/api/targets.ts';

/**
 * The targets the client's trainer set, as they hold today (training or rest day). Nothing is shown
 * while there are none, or when they cannot be read: the meals below still work.
 */
export function TodaysTargets() {
  const { data } = useOwnTargets();
  if (!data?.targets) return null;
  const { targets, today } = data;
  const kind = today.isTrainingDay ? 'Training day' : 'Rest day';
  return (
    <Card role="region" aria-labelledby="todays-targets-heading" className="mb-4 p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Target aria-hidden="true" className="size-5 text-brand-700" />
        <h2 id="todays-targets-heading" className="font-semibold text-slate-900">
          Today's targets
        </h2>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset">
          {kind}
        </span>
      </div>
      <DayTargetsList title={`${kind} targets`} targets={targetsForDay(targets, today.isTrainingDay)} />
      <p className="mt-2 text-xs text-slate-500">
        Set by your trainer
        {targets.restDay ? '; training days are days with a workout scheduled' : ''}
        {targets.goalRateKgPerWeek !== null ? `. Goal: ${formatGoalRate(targets.goalRateKgPerWeek)}` : ''}.
      </p>
    </Card>
  );
}
