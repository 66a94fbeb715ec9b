import {
  COMPLIANCE_RULE,
  COMPLIANCE_TEXTS,
  complianceWeekText,
} from '@kinetic/contracts/nutrition-compliance';
import { Card } from '../../../components/ui/card.tsx';
import { useOwnCompliance } from '../../../entities/nutrition/api/compliance.ts';
import { ComplianceDays } from '../../../entities/nutrition/components/compliance-days.tsx';

/**
 * The client's last 7 days against their targets, compact, above the day: nothing while it loads
 * or if it cannot (the diary is what the screen is for), a sentence when no targets are set.
 */
export function OwnCompliance() {
  const { data } = useOwnCompliance();
  if (!data) return null;
  const { compliance } = data;
  return (
    <Card className="mb-4 px-4 py-3 sm:px-5" role="region" aria-labelledby="own-compliance-heading">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="own-compliance-heading" className="text-sm font-semibold text-slate-900">
          {COMPLIANCE_TEXTS.ownTitle}
        </h2>
        {compliance && (
          <p className="text-sm font-medium text-slate-700">{complianceWeekText(compliance.week.onTarget)}</p>
        )}
      </div>
      {compliance ? (
        <>
          <ComplianceDays days={compliance.days} compact />
          <p className="mt-2 text-xs text-slate-500">{COMPLIANCE_RULE}</p>
        </>
      ) : (
        <p className="text-sm text-slate-500">{COMPLIANCE_TEXTS.ownNoTargets}</p>
      )}
    </Card>
  );
}
