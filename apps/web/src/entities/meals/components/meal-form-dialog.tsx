import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Trash2 } from 'lucide-react';
import type { z } from 'zod';
import type { Food } from '@kinetic/contracts/libraries';
import { MEAL_TYPES, mealInput, type MealType } from '@kinetic/contracts/meals';
import { errorText, isApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { FoodPicker } from './food-picker.tsx';
import { formatAmount, MacroSummary, sumMacros } from './macro-summary.tsx';
import { MEAL_TYPE_LABELS } from './meal-card.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

type MealFormInput = z.input<typeof mealInput>;
export type MealFormValues = z.output<typeof mealInput>;

const TOP_FIELDS = ['name', 'mealType', 'date', 'notes'] as const;
type TopField = (typeof TOP_FIELDS)[number];
const isTopField = (path: string): path is TopField => (TOP_FIELDS as readonly string[]).includes(path);

/** A sensible meal type for the time of day. */
function mealTypeForNow(): MealType {
  const hour = new Date().getHours();
  if (hour < 11) return 'BREAKFAST';
  if (hour < 16) return 'LUNCH';
  if (hour < 21) return 'DINNER';
  return 'SNACK';
}

export interface MealFormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  submitLabel: string;
  busyLabel: string;
  /** YYYY-MM-DD the date field starts with. */
  defaultDate: string;
  /** Sends the meal; a rejected ApiError 400 puts its messages under the fields. */
  onSubmit: (values: MealFormValues) => Promise<unknown>;
}

/** A meal form (name, meal type, date, foods with servings, notes) in a dialog. */
export function MealFormDialog(props: MealFormDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      busy={busy}
      size="lg"
      title={props.title}
      description={props.description}
    >
      {props.open && <MealForm {...props} onBusyChange={setBusy} />}
    </Modal>
  );
}

function MealForm({
  onClose,
  submitLabel,
  busyLabel,
  defaultDate,
  onSubmit,
  onBusyChange,
}: MealFormDialogProps & { onBusyChange: (busy: boolean) => void }) {
  const formId = useId();
  const [foods, setFoods] = useState<Record<string, Food>>({});
  const [itemsServerError, setItemsServerError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
    trigger,
  } = useForm<MealFormInput, unknown, MealFormValues>({
    resolver: zodResolver(mealInput),
    defaultValues: { name: '', mealType: mealTypeForNow(), date: defaultDate, items: [], notes: '' },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' }) ?? [];

  const preview = sumMacros(
    items.flatMap((item) => {
      const food = foods[item.foodId];
      const servings = Number(item.servings);
      if (!food || !Number.isFinite(servings) || servings <= 0) return [];
      return [
        {
          calories: food.calories * servings,
          protein: food.protein * servings,
          fat: food.fat * servings,
          totalCarbs: food.totalCarbs * servings,
        },
      ];
    }),
  );

  const pick = (food: Food) => {
    setFoods((current) => ({ ...current, [food.id]: food }));
    setItemsServerError(undefined);
    const index = getValues('items').findIndex((i) => i.foodId === food.id);
    if (index >= 0) {
      const servings = Number(getValues(`items.${index}.servings`)) || 0;
      setValue(`items.${index}.servings`, servings + 1, { shouldValidate: isSubmitted });
    } else {
      append({ foodId: food.id, servings: 1 }, { shouldFocus: false });
      if (isSubmitted) void trigger('items');
    }
  };

  const submit = handleSubmit(async (values) => {
    onBusyChange(true);
    setItemsServerError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.errors.length > 0) {
        let focused = false;
        for (const e of error.errors) {
          const servings = /^items\.(\d+)\.servings$/.exec(e.path);
          if (isTopField(e.path)) {
            setError(e.path, { type: 'server', message: e.msg }, { shouldFocus: !focused });
            focused = true;
          } else if (servings) {
            setError(`items.${Number(servings[1])}.servings`, { type: 'server', message: e.msg });
          } else if (e.path.startsWith('items')) {
            setItemsServerError(e.msg);
          } else {
            toast.error(e.msg);
          }
        }
      } else {
        toast.error(errorText(error, 'Failed to save meal'));
      }
    } finally {
      onBusyChange(false);
    }
  });

  const itemsError = errors.items?.root?.message ?? errors.items?.message ?? itemsServerError;
  const pickedIds = new Set(items.map((i) => i.foodId));

  return (
    <form id={formId} onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      <TextField
        label="Meal name"
        placeholder="e.g. Overnight oats"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Meal type"
          options={MEAL_TYPES}
          optionLabel={(t) => MEAL_TYPE_LABELS[t]}
          error={errors.mealType?.message}
          {...register('mealType')}
        />
        <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
      </div>

      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Foods</legend>
        {fields.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">
            No foods yet. Search the library below and add what is in this meal.
          </p>
        ) : (
          <ul aria-label="Foods in this meal" className="space-y-2">
            {fields.map((field, index) => {
              const food = foods[field.foodId];
              const name = food?.name ?? 'Food';
              const servingError = errors.items?.[index]?.servings?.message;
              const servings = Number(items[index]?.servings);
              const calories = food && Number.isFinite(servings) ? food.calories * servings : 0;
              return (
                <li key={field.id} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-100 ring-inset">
                  <div className="flex items-start gap-3">
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium break-words text-slate-800">{name}</p>
                      {food && (
                        <p className="text-xs text-slate-500">
                          1 serving = {formatAmount(food.servingSize)} {food.servingMeasure} ·{' '}
                          {formatAmount(calories)} kcal
                        </p>
                      )}
                    </div>
                    <TextField
                      label={`Servings of ${name}`}
                      className="w-24 shrink-0 [&>label]:sr-only"
                      type="number"
                      inputMode="decimal"
                      step="0.25"
                      min="0"
                      aria-invalid={servingError ? true : undefined}
                      aria-describedby={servingError ? `${formId}-items-${index}-error` : undefined}
                      {...register(`items.${index}.servings`, { valueAsNumber: true })}
                    />
                    <button
                      type="button"
                      onClick={() => remove(index)}
                      aria-label={`Remove ${name}`}
                      className="mt-1 rounded-lg p-2 text-slate-400 hover:bg-red-50 hover:text-red-600"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                  <FieldError id={`${formId}-items-${index}-error`} message={servingError} />
                </li>
              );
            })}
          </ul>
        )}
        <FieldError id={`${formId}-items-error`} message={itemsError} />
        <FoodPicker onPick={pick} pickedIds={pickedIds} />
      </fieldset>

      <div>
        <MacroSummary totals={preview} label="Meal totals preview" compact />
        <p className="mt-1.5 text-xs text-slate-500">
          A preview from the food library; the saved totals are calculated when the meal is saved.
        </p>
      </div>

      <TextareaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />

      <FormActions onCancel={onClose} busy={isSubmitting} className="border-t border-slate-200 pt-4">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
