import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ENERGY_LEVELS,
  ONE_TO_SIX_PLUS,
  SLEEP_HOURS,
  STRESS_LEVELS,
  YES_NO,
  medicalBody,
} from '@kinetic/contracts/onboarding';
import { ChoiceField, SelectField, TextAreaField } from '../form-fields.tsx';
import { useOnboardingSubmit } from '../../hooks/use-onboarding-submit.ts';
import { FormCard } from '../form-card.tsx';
import type { OnboardingFormProps } from './form-props.ts';

type Input = z.input<typeof medicalBody>;
type Values = z.output<typeof medicalBody>;

const FIELDS = [
  'ailments',
  'nailsBrittle',
  'bowelMovements',
  'urinatePerDay',
  'stressLevel',
  'dailyEnergy',
  'medications',
  'sleepPerNight',
  'surgery',
  'smoker',
] as const satisfies readonly (keyof Input)[];

export function MedicalHistoryForm({ step, ...callbacks }: OnboardingFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(medicalBody),
    defaultValues: { ailments: '', medications: '', surgery: '' },
  });
  const { submit, isPending } = useOnboardingSubmit<Input>('medical-history', FIELDS, setError, callbacks);

  return (
    <FormCard
      step={step}
      title="Medical History"
      description="A few questions about your health. Only you and your trainer see these answers."
      onSubmit={handleSubmit(submit)}
      busy={isPending}
    >
      <TextAreaField
        label="Ailments or injuries (optional)"
        hint="Anything you are dealing with now or have had in the past."
        error={errors.ailments?.message}
        {...register('ailments')}
      />
      <ChoiceField
        label="Are your nails brittle?"
        options={YES_NO}
        error={errors.nailsBrittle?.message}
        registration={register('nailsBrittle')}
      />
      <ChoiceField
        label="Are your bowel movements regular?"
        options={YES_NO}
        error={errors.bowelMovements?.message}
        registration={register('bowelMovements')}
      />
      {/* The questions come in the order of the intake: sleep after medications. */}
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label="Times you urinate per day"
          options={ONE_TO_SIX_PLUS}
          error={errors.urinatePerDay?.message}
          {...register('urinatePerDay')}
        />
        <SelectField
          label="Stress level"
          options={STRESS_LEVELS}
          error={errors.stressLevel?.message}
          {...register('stressLevel')}
        />
        <SelectField
          label="Daily energy level"
          options={ENERGY_LEVELS}
          error={errors.dailyEnergy?.message}
          {...register('dailyEnergy')}
        />
      </div>
      <TextAreaField
        label="Medications (optional)"
        hint="Any medication or supplements you take regularly."
        error={errors.medications?.message}
        {...register('medications')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label="Hours of sleep per night"
          options={SLEEP_HOURS}
          error={errors.sleepPerNight?.message}
          {...register('sleepPerNight')}
        />
      </div>
      <TextAreaField
        label="Surgeries (optional)"
        hint="Any operations you have had, and roughly when."
        error={errors.surgery?.message}
        {...register('surgery')}
      />
      <ChoiceField
        label="Do you smoke?"
        options={YES_NO}
        error={errors.smoker?.message}
        registration={register('smoker')}
      />
    </FormCard>
  );
}
