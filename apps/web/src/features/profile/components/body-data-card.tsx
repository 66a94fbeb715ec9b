import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Ruler } from 'lucide-react';
import type { z } from 'zod';
import {
  bodyDataInput,
  type BodyData,
  type BodyDataAnswer,
  type BodyDataInput,
} from '@kinetic/contracts/body-data';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useBodyData, useSaveBodyData } from '../../../entities/nutrition/api/body-data.ts';
import { CardForm } from './card-form.tsx';
import { SectionCard, SectionQuery } from './section-card.tsx';

/** An empty number field is no value (null), not 0. */
const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

const formValues = (body: BodyData): BodyDataInput => ({
  dateOfBirth: body.dateOfBirth,
  sex: body.sex,
  height: body.heightCm,
  heightUnit: 'cm',
  weight: body.weightKg,
  weightUnit: 'kg',
});

/**
 * 'Body data': date of birth, sex, height and weight, each optional; what the trainer's suggested
 * nutrition targets start from. Shown beside what the intake said and the latest weighing.
 */
export function BodyDataCard() {
  const query = useBodyData();
  return (
    <SectionCard
      title="Body data"
      description="Used by your trainer to suggest nutrition targets. Every field is optional."
      icon={Ruler}
    >
      <SectionQuery
        query={query}
        loading="Loading your body data..."
        failed="Your body data could not be loaded."
      >
        {() => query.data && <BodyDataForm answer={query.data} />}
      </SectionQuery>
    </SectionCard>
  );
}

function BodyDataForm({ answer }: { answer: BodyDataAnswer }) {
  const mutation = useSaveBodyData();
  const { handleSubmit, reset, register, field, errorOf, failWith } = useFieldForm<
    BodyDataInput,
    z.output<typeof bodyDataInput>
  >({
    resolver: zodResolver(bodyDataInput),
    defaultValues: formValues(answer.body),
  });
  const { intakeHeight, intakeWeight, latestWeighing } = answer.hints;

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(
      {
        dateOfBirth: body.dateOfBirth,
        sex: body.sex,
        height: body.heightCm,
        heightUnit: 'cm',
        weight: body.weightKg,
        weightUnit: 'kg',
      },
      {
        onSuccess: (saved) => {
          reset(formValues(saved.body));
          toast.success('Body data saved');
        },
        onError: failWith('Failed to save your body data', ['dateOfBirth', 'sex', 'height', 'weight']),
      },
    ),
  );

  return (
    <CardForm onSubmit={onSubmit} pending={mutation.isPending} submitLabel="Save" pendingLabel="Saving...">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Date of birth"
          type="date"
          error={errorOf('dateOfBirth')}
          {...register('dateOfBirth', { setValueAs: (v: string) => (v ? v : null) })}
        />
        <SelectField
          label="Sex"
          hint="Only for the energy formula (Mifflin-St Jeor), which differs for women and men."
          error={errorOf('sex')}
          {...register('sex', { setValueAs: (v: string) => (v ? v : null) })}
        >
          <option value="">Not given</option>
          <option value="female">Female</option>
          <option value="male">Male</option>
        </SelectField>
      </div>
      <div className="grid grid-cols-[1fr_auto] gap-3">
        <TextField
          label="Height"
          type="number"
          inputMode="decimal"
          step="any"
          error={errorOf('height')}
          hint={intakeHeight ? `Your intake says ${intakeHeight}.` : '100 to 250 cm'}
          {...register('height', { setValueAs: numberOrNull })}
        />
        <SelectField label="Height unit" {...field('heightUnit')}>
          <option value="cm">cm</option>
          <option value="in">in</option>
        </SelectField>
      </div>
      <div className="grid grid-cols-[1fr_auto] gap-3">
        <TextField
          label="Weight"
          type="number"
          inputMode="decimal"
          step="any"
          error={errorOf('weight')}
          hint={
            latestWeighing
              ? `Your latest body weight entry (${latestWeighing.weightKg} kg on ${latestWeighing.date}) is used before this.`
              : intakeWeight
                ? `Your intake says ${intakeWeight}.`
                : '30 to 300 kg'
          }
          {...register('weight', { setValueAs: numberOrNull })}
        />
        <SelectField label="Weight unit" {...field('weightUnit')}>
          <option value="kg">kg</option>
          <option value="lbs">lbs</option>
        </SelectField>
      </div>
    </CardForm>
  );
}
