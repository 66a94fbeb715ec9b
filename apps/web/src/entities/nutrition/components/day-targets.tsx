import type { DayTargets } from '@kinetic/contracts/nutrition';

const amount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** A goal rate in words: "Lose 0.5 kg per week", "Gain 0.25 kg per week", "Keep the weight". */
export const formatGoalRate = (kgPerWeek: number) =>
  kgPerWeek === 0
    ? 'Keep the weight (0 kg per week)'
    : `${kgPerWeek < 0 ? 'Lose' : 'Gain'} ${amount(Math.abs(kgPerWeek))} kg per week`;

/** One day's targets: calories, protein, carbohydrate, fat and fiber when set. */
export function DayTargetsList({ title, targets }: { title: string; targets: DayTargets }) {
  const items: [string, string][] = [
    ['Calories', `${amount(targets.kcal)} kcal`],
    ['Protein', `${amount(targets.protein)} g`],
    ['Carbs', `${amount(targets.carbs)} g`],
    ['Fat', `${amount(targets.fat)} g`],
  ];
  if (targets.fiber !== null) items.push(['Fiber', `${amount(targets.fiber)} g`]);
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2.5">
      <h4 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      <dl aria-label={title} className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm min-[420px]:grid-cols-4">
        {items.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
