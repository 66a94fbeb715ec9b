import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Dumbbell } from 'lucide-react';
import { z } from 'zod';
import type { User } from '@kinetic/contracts/auth';
import { plateSetInput, type PlateSetValues } from '@kinetic/contracts/plates';
import { WEIGHT_UNITS, type WeightUnit } from '@kinetic/contracts/workout-answers';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePlates, useSetPlates } from '../../../entities/plates/api/plates.ts';
import { useFieldForm } from '../../../lib/field-form.ts';
import { preferredWeightUnit } from '../../../lib/weight-units.ts';
import { CardForm } from './card-form.tsx';
import { SectionCard } from './section-card.tsx';

/** The form: the plates typed as a list ('25, 20, 15'), checked as the API checks them. */
const platesForm = z.object({
  unit: z.enum(WEIGHT_UNITS),
  barWeight: plateSetInput.shape.barWeight,
  plates: z.string().transform((text, ctx) => {
    const words = text.split(/[\s,;]+/).filter(Boolean);
    const numbers = words.map(Number);
    if (numbers.some((n) => !Number.isFinite(n))) {
      ctx.addIssue({ code: 'custom', message: 'List the plates as numbers: 25, 20, 15' });
      return z.NEVER;
    }
    const checked = plateSetInput.shape.plates.safeParse(numbers);
    if (checked.success) return checked.data;
    ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
    return z.NEVER;
  }),
});
type PlatesFormInput = z.input<typeof platesForm>;

const asText = (plates: readonly number[]) => plates.join(', ');

/** The bar and plate sizes of the plate calculator in gym mode, per unit. */
export function PlatesCard({ user }: { user: User }) {
  const settings = usePlates();
  const mutation = useSetPlates();
  const start = preferredWeightUnit(user.preferences);
  const valuesOf = (unit: WeightUnit): PlatesFormInput => ({
    unit,
    barWeight: settings[unit].barWeight,
    plates: asText(settings[unit].plates),
  });
  const { handleSubmit, reset, field, register, errorOf, failWith, watch } = useFieldForm<
    PlatesFormInput,
    PlateSetValues
  >({ resolver: zodResolver(platesForm), defaultValues: valuesOf(start) });
  const unit = watch('unit');
  // Another unit shows that unit's bar and plates; the saved ones arrive after the first render.
  useEffect(() => {
    reset(valuesOf(unit));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- valuesOf reads `settings`, listed
  }, [unit, settings]);

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => toast.success('Plates saved'),
      onError: failWith('Failed to save the plates', ['barWeight', 'plates']),
    }),
  );

  return (
    <SectionCard
      title="Plate calculator"
      description="Your bar and the plates in your gym: gym mode shows what to load on each side."
      icon={Dumbbell}
    >
      <CardForm onSubmit={onSubmit} pending={mutation.isPending} submitLabel="Save" pendingLabel="Saving...">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Plates in" {...field('unit')}>
            <option value="kg">Kilograms (kg)</option>
            <option value="lbs">Pounds (lbs)</option>
          </SelectField>
          <TextField
            label="Bar weight"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={errorOf('barWeight')}
            {...register('barWeight', { valueAsNumber: true })}
          />
        </div>
        <TextField
          label="Plate sizes"
          inputMode="decimal"
          hint="As many of each as you need, separated by commas"
          {...field('plates')}
        />
      </CardForm>
    </SectionCard>
  );
}
