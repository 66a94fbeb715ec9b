import { formatWeight } from '@kinetic/contracts/records';
import { platesFor } from '@kinetic/contracts/plates';
import type { WeightUnit } from '@kinetic/contracts/workout-answers';
import { usePlates } from '../api/plates.ts';

/** A plate's weight as it is printed on it: 2.5, 1.25, 45. */
const plate = (weight: number) => String(weight);

/**
 * What to put on each side of the bar for `target` (in `unit`), with the person's bar and plates:
 * 'Each side: 25 + 15 (bar 20 kg)'; where the plates cannot make the target, the nearest below it.
 */
export function PlateLoading({ target, unit }: { target: number; unit: WeightUnit }) {
  const set = usePlates()[unit];
  const loading = platesFor(target, set);
  const bar = `bar ${formatWeight(set.barWeight, unit)}`;
  if (target < set.barWeight) {
    return (
      <p className="text-sm text-slate-700">
        {formatWeight(target, unit)} is less than the bar ({formatWeight(set.barWeight, unit)}).
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      {loading.perSide.length ? (
        <>
          Each side:{' '}
          <span className="font-semibold text-slate-900">{loading.perSide.map(plate).join(' + ')}</span> (
          {bar})
        </>
      ) : (
        <>The bar alone ({bar})</>
      )}
      {!loading.exact && (
        <span className="block text-amber-800">
          {formatWeight(target, unit)} cannot be made with your plates: this loads{' '}
          {formatWeight(loading.total, unit)}.
        </span>
      )}
    </p>
  );
}
