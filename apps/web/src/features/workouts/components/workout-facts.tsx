import { cn } from '../../../components/ui/cn.ts';

/** A named value: ['Rest', '60 seconds']. */
export type WorkoutFact = readonly [label: string, value: string];

const LOOKS = {
  /** On one line, wrapping: an exercise's targets. */
  inline: {
    list: 'flex flex-wrap gap-x-5 gap-y-1 text-sm',
    item: 'flex gap-1.5',
    label: 'text-slate-500',
    value: 'font-medium text-slate-900',
  },
  /** Small tiles: a set's details. */
  tiles: {
    list: 'grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2',
    item: 'rounded-lg bg-slate-50 px-3 py-2',
    label: 'text-xs text-slate-500',
    value: 'text-sm font-semibold text-slate-900',
  },
  /** Large tiles, two a row: the totals of a finished workout. */
  totals: {
    list: 'grid grid-cols-2 gap-2',
    item: 'rounded-xl bg-slate-50 px-3 py-2.5',
    label: 'text-xs font-medium text-slate-500',
    value: 'mt-0.5 text-lg font-semibold text-slate-900',
  },
};

/** Facts of a workout as a description list, each label over (or before) its value. */
export function WorkoutFacts({
  facts,
  look,
  className,
}: {
  facts: readonly WorkoutFact[];
  look: keyof typeof LOOKS;
  className?: string;
}) {
  const style = LOOKS[look];
  return (
    <dl className={cn(style.list, className)}>
      {facts.map(([label, value]) => (
        <div key={label} className={style.item}>
          <dt className={style.label}>{label}</dt>
          <dd className={style.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
