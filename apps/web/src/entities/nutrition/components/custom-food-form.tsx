import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  CUSTOM_FOOD_TEXTS,
  customFoodInput,
  type CustomFood,
  type CustomFoodInput,
} from '@kinetic/contracts/custom-foods';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSaveCustomFood } from '../api/custom-foods.ts';
import { errorText, isApiError } from '../../../lib/api-client.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useState } from 'react';

type Values = z.output<typeof customFoodInput>;
type Field = keyof CustomFoodInput;

const NUTRIENTS: { name: Field; label: string; optional?: boolean }[] = [
  { name: 'calories', label: 'Calories (kcal)' },
  { name: 'protein', label: 'Protein (g)' },
  { name: 'totalCarbs', label: 'Carbohydrate (g)' },
  { name: 'fat', label: 'Fat (g)' },
  { name: 'fiber', label: 'Fiber (g)', optional: true },
  { name: 'sugar', label: 'Sugar (g)', optional: true },
  { name: 'sodium', label: 'Sodium (mg)', optional: true },
];

/** A typed number: '' is none (null for an optional field, missing for a required one). */
const numberOf = (optional: boolean) => (v: unknown) =>
  v === '' || v === null || v === undefined ? (optional ? null : undefined) : Number(v);

/**
 * A food of one's own: name, brand, nutrients per 100 g, a serving weight, and for a trainer whether
 * their clients find it. Checked by the contract's schema; saving needs the network.
 */
export function CustomFoodForm({
  food,
  canShare,
  submitLabel = CUSTOM_FOOD_TEXTS.save,
  onSaved,
  onCancel,
}: {
  food?: CustomFood;
  canShare: boolean;
  submitLabel?: string;
  onSaved: (food: CustomFood) => void | Promise<void>;
  onCancel: () => void;
}) {
  const online = useOnline();
  const save = useSaveCustomFood();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CustomFoodInput, unknown, Values>({
    resolver: zodResolver(customFoodInput),
    defaultValues: food
      ? { ...food }
      : { name: '', brand: '', fiber: null, sugar: null, sodium: null, servingGrams: null, portions: [] },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: food?.id, values });
      await onSaved(saved);
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0)
        for (const e of error.errors) setError(e.path as Field, { type: 'server', message: e.msg });
      setFailure(errorText(error, 'The food could not be saved. Please try again.'));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-label="Food of my own">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <TextField label="Brand (optional)" error={errors.brand?.message} {...register('brand')} />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-700">{CUSTOM_FOOD_TEXTS.perHundred}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {NUTRIENTS.map((n) => (
            <TextField
              key={n.name}
              label={n.label}
              type="number"
              inputMode="decimal"
              step="any"
              min={0}
              error={errors[n.name]?.message}
              {...register(n.name, { setValueAs: numberOf(n.optional ?? false) })}
            />
          ))}
        </div>
      </fieldset>
      <TextField
        label={CUSTOM_FOOD_TEXTS.servingGrams}
        type="number"
        inputMode="decimal"
        step="any"
        min={0}
        className="sm:max-w-60"
        error={errors.servingGrams?.message}
        {...register('servingGrams', { setValueAs: numberOf(true) })}
      />
      {canShare && (
        <Checkbox
          label={CUSTOM_FOOD_TEXTS.share}
          error={errors.sharedWithClients?.message}
          {...register('sharedWithClients')}
        />
      )}
      {!online && (
        <p role="status" className="text-sm text-amber-800">
          {CUSTOM_FOOD_TEXTS.needsNetwork}
        </p>
      )}
      <FormAlert>{failure}</FormAlert>
      <FormActions onCancel={onCancel} busy={isSubmitting}>
        <Button type="submit" loading={isSubmitting} disabled={!online}>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
