import { useState } from 'react';
import toast from 'react-hot-toast';
import { ArrowLeft } from 'lucide-react';
import {
  MEAL_LABELS,
  amountOf,
  diaryEntryInput,
  type AmountInput,
  type DiaryEntryInput,
} from '@kinetic/contracts/food-diary';
import type { Food } from '@kinetic/contracts/libraries';
import type { MealType } from '@kinetic/contracts/meals';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { FoodPicker } from '../../../entities/meals/components/food-picker.tsx';
import { useLogEntry, useRecentFoods } from '../../../entities/nutrition/api/diary.ts';
import { ApiError, errorText } from '../../../lib/api-client.ts';

const amount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
type Errors = Record<string, string>;

/** The field errors of a refused add: the contract's own check first, then the server's answer. */
const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]): Errors =>
  Object.fromEntries(issues.map((i) => [String(i.path[0] ?? ''), i.message]));
const serverErrors = (error: unknown): Errors =>
  error instanceof ApiError ? Object.fromEntries(error.errors.map((e) => [e.path, e.msg])) : {};

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
function FoodAmount({
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

function QuickAdd({
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

/** Adds a food of the library (searched or recent) with its amount, or a quick entry, to a meal of a day. */
export function AddFoodDialog({
  date,
  meal,
  onClose,
}: {
  date: string;
  meal: MealType | null;
  onClose: () => void;
}) {
  const open = meal !== null;
  const [mode, setMode] = useState<'search' | 'quick'>('search');
  const [food, setFood] = useState<Food | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // One key per add: the same add sent twice (a lost answer, a double tap) is logged once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const recent = useRecentFoods(open);
  const logging = useLogEntry();

  const close = () => {
    setFood(null);
    setMode('search');
    setErrors({});
    setFailure(null);
    onClose();
  };

  const add = async (fields: Partial<DiaryEntryInput>) => {
    if (!meal) return;
    const body = { date, mealType: meal, ...fields };
    const checked = diaryEntryInput.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      const { entry } = await logging.mutateAsync({ body: body, key });
      setKey(crypto.randomUUID());
      toast.success(`${entry.name} added to ${MEAL_LABELS[meal].toLowerCase()}`);
      close();
    } catch (error) {
      setErrors(serverErrors(error));
      setFailure(errorText(error, 'The entry could not be added. Please try again.'));
    }
  };

  const recentFoods = recent.data?.recent ?? [];
  return (
    <Modal
      open={open}
      onClose={close}
      busy={logging.isPending}
      title={meal ? `Add to ${MEAL_LABELS[meal].toLowerCase()}` : 'Add food'}
      description="Search the food library, pick a recent food, or add calories quickly."
      size="lg"
    >
      <div className="space-y-4">
        {!food && (
          <div role="group" aria-label="How to add" className="grid grid-cols-2 gap-2">
            <Button
              variant={mode === 'search' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={mode === 'search'}
              onClick={() => setMode('search')}
            >
              Search foods
            </Button>
            <Button
              variant={mode === 'quick' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={mode === 'quick'}
              onClick={() => setMode('quick')}
            >
              Quick add
            </Button>
          </div>
        )}
        {food ? (
          <FoodAmount
            food={food}
            onBack={() => setFood(null)}
            onAdd={(a) => void add({ foodId: food.id, ...a })}
            busy={logging.isPending}
            errors={errors}
          />
        ) : mode === 'quick' ? (
          <QuickAdd onAdd={(v) => void add(v)} busy={logging.isPending} errors={errors} />
        ) : (
          <>
            {recentFoods.length > 0 && (
              <div>
                <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  Recent foods
                </h3>
                <ul aria-label="Recent foods" className="flex flex-wrap gap-2">
                  {recentFoods.map((f) => (
                    <li key={f.id}>
                      <Button variant="secondary" size="sm" onClick={() => setFood(f)}>
                        {f.name}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <FoodPicker onPick={setFood} pickedIds={new Set()} error={errors.foodId} />
          </>
        )}
        <FormAlert>{failure}</FormAlert>
      </div>
    </Modal>
  );
}
