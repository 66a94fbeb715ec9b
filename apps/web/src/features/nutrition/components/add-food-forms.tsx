import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { amountOf, type AmountInput, type DiaryEntryInput } from '@kinetic/contracts/food-diary';
import type { Food } from '@kinetic/contracts/libraries';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

// The two ways of the add-food dialog: a food's amount with its nutrients, and a quick entry.

const amount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
export type Errors = Record<string, string>;

/** The ways to say how much of `food`: its portions, grams when it has a weight, servings. */
function unitsOf(food: Food): { value: string; label: string }[] {
  return [
    ...food.portions.map((p) => ({
      value: `portion:${p.label}`,
      label: `${p.label} (${amount(p.grams)} g)`,
    })),
    ...(food.servingGrams ? [{ value: 'grams', label: 'grams' }] : []),
    { value: 'servings', label: `servings (${amount(food.servingSize)} ${food.servingMeasure})` },
  ];
}

function amountInput(unit: string, quantity: number): AmountInput {
  if (unit === 'grams') return { grams: quantity };
  if (unit.startsWith('portion:')) return { portion: unit.slice('portion:'.length), count: quantity };
  return { servings: quantity };
}

/** A food chosen: how much of it, and its nutrients before it is added. */
export function FoodAmount({
  food,
  onBack,
  onAdd,
  busy,
  errors,
}: {
  food: Food;
  onBack: () => void;
  onAdd: (a: AmountInput) => void;
  busy: boolean;
  errors: Errors;
}) {
  const units = unitsOf(food);
  const [unit, setUnit] = useState(units[0]!.value);
  const [quantity, setQuantity] = useState(unit === 'grams' ? '100' : '1');
  const n = Number(quantity);
  const a = amountInput(unit, n);
  const valid = quantity.trim() !== '' && Number.isFinite(n) && n > 0;
  const preview = valid ? amountOf(food, a) : null;
  const fieldError = errors.grams ?? errors.portion ?? errors.count ?? errors.servings;
  return (
    <div className="space-y-4">
      <button
        type="button"
        onClick={onBack}
        className="flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Choose another food
      </button>
      <p className="font-semibold text-slate-900">{food.name}</p>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={unit === 'grams' ? 'Grams' : unit === 'servings' ? 'Servings' : 'How many'}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={fieldError}
        />
        <SelectField
          label="Amount"
          value={unit}
          onChange={(e) => {
            setUnit(e.target.value);
            setQuantity(e.target.value === 'grams' ? '100' : '1');
          }}
          options={units.map((u) => u.value)}
          optionLabel={(v) => units.find((u) => u.value === v)!.label}
        />
      </div>
      <div
        role="status"
        aria-label="Nutrients of this amount"
        className="rounded-lg bg-slate-50 px-3 py-2 text-sm"
      >
        {!preview ? (
          <span className="text-slate-500">Enter an amount more than 0.</span>
        ) : 'error' in preview ? (
          <span className="text-red-700">{preview.error.msg}</span>
        ) : (
          <span className="text-slate-700 tabular-nums">
            {preview.amount}: {amount(preview.kcal)} kcal · Protein {amount(preview.protein)} g · Carbs{' '}
            {amount(preview.carbs)} g · Fat {amount(preview.fat)} g
          </span>
        )}
      </div>
      <Button
        className="w-full"
        loading={busy}
        disabled={!preview || 'error' in preview}
        onClick={() => onAdd(a)}
      >
        Add to diary
      </Button>
    </div>
  );
}

/** The optional macros of a quick entry, each with its field's label. */
const QUICK_MACROS = [
  ['protein', 'Protein (g)'],
  ['carbs', 'Carbs (g)'],
  ['fat', 'Fat (g)'],
] as const;

export function QuickAdd({
  onAdd,
  busy,
  errors,
}: {
  onAdd: (v: Partial<DiaryEntryInput>) => void;
  busy: boolean;
  errors: Errors;
}) {
  const [values, setValues] = useState({ name: '', kcal: '', protein: '', carbs: '', fat: '' });
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        onAdd({
          name: values.name,
          kcal: values.kcal.trim() === '' ? Number.NaN : Number(values.kcal),
          protein: num(values.protein),
          carbs: num(values.carbs),
          fat: num(values.fat),
        });
      }}
    >
      <TextField
        label="Name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        maxLength={100}
      />
      <TextField
        label="Calories (kcal)"
        type="number"
        inputMode="decimal"
        value={values.kcal}
        onChange={set('kcal')}
        error={errors.kcal}
      />
      <div className="grid grid-cols-3 gap-2">
        {QUICK_MACROS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            type="number"
            inputMode="decimal"
            value={values[key]}
            onChange={set(key)}
            error={errors[key]}
          />
        ))}
      </div>
      <Button type="submit" className="w-full" loading={busy}>
        Add to diary
      </Button>
    </form>
  );
}
