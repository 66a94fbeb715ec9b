import { Target } from 'lucide-react';
import {
  COMPLIANCE_DAYS,
  COMPLIANCE_RULE,
  COMPLIANCE_RULE_DETAIL,
  COMPLIANCE_TEXTS,
  NO_TARGETS_FOR_COMPLIANCE,
  complianceFigure,
  complianceWeekText,
  type ComplianceWeek,
} from '@kinetic/contracts/nutrition-compliance';
import { Card } from '../../../components/ui/card.tsx';
import { CardHeader } from '../../../components/ui/card-header.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { Meter } from '../../../components/ui/meter.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useClientCompliance } from '../../../entities/nutrition/api/compliance.ts';
import { useClientTargets } from '../../../entities/nutrition/api/targets.ts';
import { ComplianceDays } from '../../../entities/nutrition/components/compliance-days.tsx';
import { formatCompactDay } from '../../../lib/calendar-date.ts';

function Weeks({ weeks }: { weeks: ComplianceWeek[] }) {
  return (
    <div>
      <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {COMPLIANCE_TEXTS.weeks}
      </h3>
      <ul className="grid gap-1.5 sm:grid-cols-2">
        {weeks.map((w) => {
          const range = `${formatCompactDay(w.from)} – ${formatCompactDay(w.to)}`;
          return (
            <li key={w.from} className="flex items-center gap-2 text-sm">
              <span className="w-32 shrink-0 text-slate-600 tabular-nums">{range}</span>
              <Meter
                value={w.onTarget}
                max={COMPLIANCE_DAYS}
                label={`${range}: ${w.onTarget} of ${COMPLIANCE_DAYS} days on target`}
                className="h-2 min-w-12 flex-1"
              />
              <span className="w-8 shrink-0 text-right font-semibold text-slate-900 tabular-nums">
                {complianceFigure(w.onTarget)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * How the client's last 7 days met their nutrition targets, day by day, with the last 4 weeks'
 * figures and the rule in words; read again when the trainer changes the targets.
 */
export function NutritionComplianceCard({ clientId }: { clientId: string }) {
  const targets = useClientTargets(clientId);
  const targetsAt = targets.data?.targets?.updatedAt ?? null;
  // Once the targets are known (the targets card reads them too): one read, not two.
  const { data, isPending, isError, refetch } = useClientCompliance(clientId, targetsAt, !targets.isPending);
  const compliance = data?.compliance;
  return (
    <Card
      id="nutrition"
      className="scroll-mt-20 overflow-hidden"
      aria-labelledby="nutrition-compliance-heading"
      role="region"
    >
      <CardHeader
        id="nutrition-compliance-heading"
        icon={Target}
        title={COMPLIANCE_TEXTS.title}
        className="flex-wrap gap-x-3 gap-y-1 py-2.5"
      >
        {compliance && (
          <p className="text-sm font-medium text-slate-700 sm:ml-auto">
            {complianceWeekText(compliance.week.onTarget)}
          </p>
        )}
      </CardHeader>
      <div className="space-y-4 px-4 py-4 sm:px-5">
        {isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="text-brand-600" /> {COMPLIANCE_TEXTS.loading}
          </p>
        ) : isError && !data ? (
          <LoadError message={COMPLIANCE_TEXTS.loadError} onRetry={() => void refetch()} />
        ) : compliance ? (
          <>
            <ComplianceDays days={compliance.days} />
            <Weeks weeks={compliance.weeks} />
          </>
        ) : (
          <p className="text-sm text-slate-500">{NO_TARGETS_FOR_COMPLIANCE}</p>
        )}
        <p className="text-xs text-slate-500">
          {COMPLIANCE_RULE} {COMPLIANCE_RULE_DETAIL}
        </p>
      </div>
    </Card>
  );
}
