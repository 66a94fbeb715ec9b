import { useState } from 'react';
import { Apple, Pencil, Sparkles } from 'lucide-react';
import type { NutritionTargets } from '@kinetic/contracts/nutrition';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CardHeader } from '../../../components/ui/card-header.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { DayTargetsList, formatGoalRate } from '../../../entities/nutrition/components/day-targets.tsx';
import { useClientTargets } from '../../../entities/nutrition/api/targets.ts';
import { useClientAdjustment } from '../../../entities/nutrition/api/adjustments.ts';
import { adjustmentOutcomeText } from '@kinetic/contracts/nutrition-adjustments';
import { AdjustmentBox } from './adjustment-box.tsx';
import { TargetsEditor } from './targets-editor.tsx';

/**
 * The client's nutrition targets (every day, or training and rest days), set by the trainer: by
 * hand or from the proposal the client's data gives (Mifflin-St Jeor), confirmed or edited.
 */
export function NutritionTargetsCard({ clientId }: { clientId: string }) {
  const { data, isPending, isError, refetch } = useClientTargets(clientId);
  // The week's adjustment is an extra: when it cannot be loaded the targets still show.
  const week = useClientAdjustment(clientId).data;
  const [editing, setEditing] = useState<'edit' | 'suggest' | 'adjustment' | null>(null);
  const targets = data?.targets ?? null;
  const adjustment = week?.adjustment ?? null;
  const pending = adjustment?.status === 'pending' ? adjustment : null;
  const note = adjustment
    ? pending
      ? null
      : adjustmentOutcomeText(adjustment)
    : week?.none && week.none.reason !== 'no-targets'
      ? week.none.message
      : null;

  return (
    <Card className="overflow-hidden" aria-labelledby="nutrition-targets-heading" role="region">
      <CardHeader
        id="nutrition-targets-heading"
        icon={Apple}
        title="Nutrition targets"
        className="flex-wrap gap-x-3 gap-y-2 py-2.5"
      >
        {data && !editing && (
          <div className="ml-auto flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setEditing('suggest')}>
              <Sparkles aria-hidden="true" className="size-4" />
              Suggest targets
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing('edit')}>
              <Pencil aria-hidden="true" className="size-4" />
              {targets ? 'Edit targets' : 'Set targets'}
            </Button>
          </div>
        )}
      </CardHeader>
      <div className="space-y-4 px-4 py-4 sm:px-5">
        {isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="text-brand-600" /> Loading nutrition targets...
          </p>
        ) : isError ? (
          <LoadError message="The nutrition targets could not be loaded." onRetry={() => void refetch()} />
        ) : editing ? (
          <TargetsEditor
            clientId={clientId}
            current={targets}
            suggest={editing === 'suggest'}
            adjustment={editing === 'adjustment' && pending ? pending : undefined}
            onDone={() => setEditing(null)}
          />
        ) : (
          <>
            {pending && (
              <AdjustmentBox
                clientId={clientId}
                adjustment={pending}
                onEdit={() => setEditing('adjustment')}
              />
            )}
            {targets ? (
              <CurrentTargets targets={targets} />
            ) : (
              <p className="text-sm text-slate-500">
                No nutrition targets set. Suggest targets from the client's data, or set them yourself.
              </p>
            )}
            {note && <p className="text-sm text-slate-500">{note}</p>}
          </>
        )}
      </div>
    </Card>
  );
}

function CurrentTargets({ targets }: { targets: NutritionTargets }) {
  return (
    <div className="space-y-3">
      {targets.restDay ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <DayTargetsList title="Training days" targets={targets.day} />
          <DayTargetsList title="Rest days" targets={targets.restDay} />
        </div>
      ) : (
        <DayTargetsList title="Every day" targets={targets.day} />
      )}
      {targets.goalRateKgPerWeek !== null && (
        <p className="text-sm text-slate-600">Goal: {formatGoalRate(targets.goalRateKgPerWeek)}</p>
      )}
    </div>
  );
}
