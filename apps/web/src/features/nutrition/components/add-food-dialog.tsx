import { useState } from 'react';
import type { z } from 'zod';
import toast from 'react-hot-toast';
import {
  MEAL_LABELS,
  amountOf,
  diaryEntryInput,
  type DiaryEntryAnswer,
  type DiaryEntryInput,
} from '@kinetic/contracts/food-diary';
import { DIARY_SAVED_OFFLINE } from '@kinetic/contracts/offline';
import {
  CUSTOM_FOOD_TEXTS,
  CUSTOM_SERVING,
  customAsFood,
  type CustomFood,
} from '@kinetic/contracts/custom-foods';
import type { MealType } from '@kinetic/contracts/meals';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { FoodPicker, type FoundFood } from '../../../entities/meals/components/food-picker.tsx';
import { useDiaryFoodSearch } from '../../../entities/nutrition/api/custom-foods.ts';
import { useRecentFoods } from '../../../entities/nutrition/api/diary.ts';
import { shownHere, useDiaryWrites, type EntryShown } from '../../../entities/nutrition/api/diary-writes.ts';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { FoodAmount, QuickAdd, type Errors } from './add-food-forms.tsx';
import { CustomFoodForm } from '../../../entities/nutrition/components/custom-food-form.tsx';

/** The field errors of a refused add: the contract's own check first, then the server's answer. */
const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]): Errors =>
  Object.fromEntries(issues.map((i) => [String(i.path[0] ?? ''), i.message]));
const serverErrors = (error: unknown): Errors =>
  error instanceof ApiError ? Object.fromEntries(error.errors.map((e) => [e.path, e.msg])) : {};

/**
 * The entry as the server will log it (its nutrients by the contract's amountOf, the server's own
 * computation), shown while it waits; null when the amount does not fit the food.
 */
function shownOf(body: z.output<typeof diaryEntryInput>, food: PickedFood | null): EntryShown | null {
  const base = { date: body.date, mealType: body.mealType };
  if (body.foodId === undefined && body.customFoodId === undefined)
    return {
      ...base,
      foodId: null,
      customFoodId: null,
      name: body.name ?? '',
      grams: null,
      servings: null,
      amount: '',
      kcal: body.kcal ?? 0,
      protein: body.protein ?? 0,
      carbs: body.carbs ?? 0,
      fat: body.fat ?? 0,
      fiber: null,
    };
  if (!food || food.id !== (body.foodId ?? body.customFoodId)) return null;
  const computed = amountOf(food, body);
  if ('error' in computed) return null;
  return food.custom
    ? { ...base, foodId: null, customFoodId: food.id, ...computed }
    : { ...base, foodId: food.id, customFoodId: null, ...computed };
}

/** A food of the library or a custom one (the diary's search and recent foods mark which). */
type PickedFood = FoundFood;
const foodField = (food: PickedFood) => (food.custom ? { customFoodId: food.id } : { foodId: food.id });
/** A food just created is logged at once: its own serving, else 100 g. */
const firstAmount = (food: CustomFood) =>
  food.servingGrams ? { portion: `1 ${CUSTOM_SERVING}` } : { grams: 100 };

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
  const [mode, setMode] = useState<'search' | 'quick' | 'create'>('search');
  const [food, setFood] = useState<PickedFood | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recent = useRecentFoods(open);
  const writes = useDiaryWrites();

  const close = () => {
    setFood(null);
    setMode('search');
    setErrors({});
    setFailure(null);
    onClose();
  };

  const add = async (fields: Partial<DiaryEntryInput>, picked = food) => {
    if (!meal || busy) return;
    const body = { date, mealType: meal, ...fields };
    const checked = diaryEntryInput.safeParse(body);
    const shown = checked.success ? shownOf(checked.data, picked) : null;
    if (!checked.success || !shown) {
      if (!checked.success) setErrors(fieldErrors(checked.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    // Kept on the device and shown at once; sent now, or when the network is back.
    try {
      const answer = await shownHere<DiaryEntryAnswer>(writes.log(body, shown));
      if (answer) toast.success(`${answer.entry.name} added to ${MEAL_LABELS[meal].toLowerCase()}`);
      else toast.success(DIARY_SAVED_OFFLINE);
      close();
    } catch (error) {
      setErrors(serverErrors(error));
      setFailure(errorText(error, 'The entry could not be added. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const recentFoods = recent.data?.recent ?? [];
  const createLink = (
    <button
      type="button"
      onClick={() => setMode('create')}
      className="font-medium text-brand-700 hover:underline"
    >
      {CUSTOM_FOOD_TEXTS.create}
    </button>
  );
  return (
    <Modal
      open={open}
      onClose={close}
      busy={busy}
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
            onAdd={(a) => void add({ ...foodField(food), ...a })}
            busy={busy}
            errors={errors}
          />
        ) : mode === 'quick' ? (
          <QuickAdd onAdd={(v) => void add(v)} busy={busy} errors={errors} />
        ) : mode === 'create' ? (
          <CustomFoodForm
            canShare={false}
            submitLabel={CUSTOM_FOOD_TEXTS.createAndLog}
            onCancel={() => setMode('search')}
            onSaved={async (created) => {
              const picked = customAsFood(created);
              setFood(picked);
              await add({ customFoodId: created.id, ...firstAmount(created) }, picked);
            }}
          />
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
            <FoodPicker<PickedFood>
              onPick={setFood}
              pickedIds={new Set()}
              error={errors.foodId ?? errors.customFoodId}
              useSearch={useDiaryFoodSearch}
              notFound={
                <p className="mt-1">
                  {CUSTOM_FOOD_TEXTS.notFound} {createLink}
                </p>
              }
            />
            <p className="text-sm text-slate-600">{createLink}</p>
          </>
        )}
        <FormAlert>{failure}</FormAlert>
      </div>
    </Modal>
  );
}
