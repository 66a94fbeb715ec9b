import toast from 'react-hot-toast';
import { Check, Pencil, TrendingDown, TrendingUp, X } from 'lucide-react';
import type { DayTargets } from '@kinetic/contracts/nutrition';
import {
  ADJUSTMENT_TEXTS as TEXT,
  weekAverageText,
  type NutritionAdjustment,
} from '@kinetic/contracts/nutrition-adjustments';
import { calendarDateLabel } from '@kinetic/contracts/time-and-units';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useDecideAdjustment } from '../../../entities/nutrition/api/adjustments.ts';

const ROWS = [
  ['kcal', 'Calories', 'kcal'],
  ['protein', 'Protein', 'g'],
  ['carbs', 'Carbs', 'g'],
  ['fat', 'Fat', 'g'],
] as const;
const amount = (n: number, unit: string) =>
  `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${unit}`;

/** Now against proposed, one row per nutrient, with the change. */
function Comparison({ title, now, proposed }: { title: string; now: DayTargets; proposed: DayTargets }) {
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Nutrient</th>
          <th scope="col">{TEXT.now}</th>
          <th scope="col">{TEXT.proposed}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(([key, label, unit]) => {
          const changed = now[key] !== proposed[key];
          return (
            <tr key={key} className="border-t border-amber-100 first:border-t-0">
              <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-600">
                {label}
              </th>
              <td className="py-1 pr-2 text-right text-slate-500">{amount(now[key], unit)}</td>
              <td
                className={`py-1 text-right ${changed ? 'font-semibold text-slate-900' : 'text-slate-500'}`}
              >
                <span aria-hidden="true" className="mr-1.5 text-slate-400">
                  →
                </span>
                {amount(proposed[key], unit)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * A pending weekly adjustment: why (the sentence and the weekly averages), the targets now and
 * proposed, and the trainer's three answers. Edit hands the proposal to the targets form.
 */
export function AdjustmentBox({
  clientId,
  adjustment,
  onEdit,
}: {
  clientId: string;
  adjustment: NutritionAdjustment;
  onEdit: () => void;
}) {
  const decide = useDecideAdjustment(clientId);
  const { current, proposed } = adjustment;
  const Trend = adjustment.kcalChange < 0 ? TrendingDown : TrendingUp;
  const act = (action: 'approve' | 'dismiss') =>
    decide.mutate(
      { action, id: adjustment.id },
      {
        onSuccess: () => toast.success(action === 'approve' ? TEXT.approved : TEXT.dismissed),
        onError: (error) => toast.error(errorText(error, TEXT.failed)),
      },
    );
  const busy = decide.isPending ? decide.variables?.action : undefined;

  return (
    <section
      aria-labelledby="weekly-adjustment-heading"
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50/60 p-3.5 sm:p-4"
    >
      <h3
        id="weekly-adjustment-heading"
        className="flex items-center gap-2 text-sm font-semibold text-slate-900"
      >
        <Trend aria-hidden="true" className="size-4 text-amber-700" />
        {TEXT.heading}
      </h3>
      <p className="text-sm text-slate-800">{adjustment.reasoning}</p>
      <div>
        <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{TEXT.trend}</h4>
        <ol aria-label={TEXT.trend} className="mt-1 space-y-0.5 text-sm text-slate-700 tabular-nums">
          {adjustment.weeks.map((w) => (
            <li key={w.week}>{weekAverageText(w, calendarDateLabel)}</li>
          ))}
        </ol>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Comparison
          title={proposed.restDay ? 'Training days' : 'Every day'}
          now={current.day}
          proposed={proposed.day}
        />
        {proposed.restDay && current.restDay && (
          <Comparison title="Rest days" now={current.restDay} proposed={proposed.restDay} />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => act('approve')} loading={busy === 'approve'} disabled={!!busy}>
          <Check aria-hidden="true" className="size-4" />
          {TEXT.approve}
        </Button>
        <Button size="sm" variant="secondary" onClick={onEdit} disabled={!!busy}>
          <Pencil aria-hidden="true" className="size-4" />
          {TEXT.edit}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => act('dismiss')}
          loading={busy === 'dismiss'}
          disabled={!!busy}
        >
          <X aria-hidden="true" className="size-4" />
          {TEXT.dismiss}
        </Button>
      </div>
    </section>
  );
}
