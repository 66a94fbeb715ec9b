import type { AttentionClient } from '@kinetic/contracts/attention';
import { NUTRITION_OFF_TARGET_DAYS } from '@kinetic/contracts/attention';
import {
  COMPLIANCE_DAYS,
  COMPLIANCE_TEXTS,
  complianceFigure,
  complianceFigureWords,
} from '@kinetic/contracts/nutrition-compliance';
import { cn } from '../../../components/ui/cn.ts';

/** Green when most days are on target, red when few are, as the signal's off-target line. */
const tone = (onTarget: number) =>
  onTarget >= 5
    ? 'text-emerald-700'
    : onTarget > COMPLIANCE_DAYS - NUTRITION_OFF_TARGET_DAYS
      ? 'text-amber-700'
      : 'text-red-700';

/** "Nutrition 5/7": the client's days on target in the last week, or "—" without targets. */
export function NutritionFigure({ week }: { week: AttentionClient['nutrition7'] }) {
  const words = week ? complianceFigureWords(week.onTarget) : COMPLIANCE_TEXTS.listNone;
  return (
    <span className="inline-flex items-baseline gap-1 text-xs whitespace-nowrap" title={words}>
      <span className="sr-only">{words}</span>
      <span aria-hidden="true" className="text-slate-500">
        {COMPLIANCE_TEXTS.listLabel}
      </span>
      <span
        aria-hidden="true"
        className={cn('font-semibold tabular-nums', week ? tone(week.onTarget) : 'text-slate-400')}
      >
        {week ? complianceFigure(week.onTarget) : '—'}
      </span>
    </span>
  );
}
