import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ONE_TO_SIX_PLUS, YES_NO, nutritionBody } from '@kinetic/contracts/onboarding';
import { ChoiceField, SelectField, TextAreaField } from '../form-fields.tsx';
import { useOnboardingSubmit } from '../../hooks/use-onboarding-submit.ts';
import { FormCard } from '../form-card.tsx';
import type { OnboardingFormProps } from './form-props.ts';

type Input = z.input<typeof nutritionBody>;
type Values = z.output<typeof nutritionBody>;

const FIELDS = [
  'eatTimesPerDay',
  'currentDiet',
  'pastMeals',
  'foodAllergies',
  'digestiveIssues',
  'coffeeAmount',
  'softDrinksAmount',
  'alcoholAmount',
] as const satisfies readonly (keyof Input)[];

export function NutritionForm({ step, ...callbacks }: OnboardingFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(nutritionBody),
    defaultValues: { pastMeals: '', foodAllergies: '', digestiveIssues: '' },
  });
  const { submit, isPending } = useOnboardingSubmit<Input>('nutrition', FIELDS, setError, callbacks);

  return (
    <FormCard
      step={step}
      title="Nutrition"
      description="How you eat today. There are no wrong answers: this is the starting point for your meal plan."
      onSubmit={handleSubmit(submit)}
      busy={isPending}
    >
      <SelectField
        label="Meals per day"
        options={ONE_TO_SIX_PLUS}
        hint="How many times you eat on a typical day, snacks included."
        error={errors.eatTimesPerDay?.message}
        {...register('eatTimesPerDay')}
      />
      <ChoiceField
        label="Are you currently following a diet?"
        options={YES_NO}
        error={errors.currentDiet?.message}
        registration={register('currentDiet')}
      />
      <TextAreaField
        label="Meals of the past 3 days"
        hint="List what you ate and drank over the past three days, as well as you remember."
        rows={5}
        error={errors.pastMeals?.message}
        {...register('pastMeals')}
      />
      <TextAreaField
        label="Food allergies (optional)"
        error={errors.foodAllergies?.message}
        {...register('foodAllergies')}
      />
      <TextAreaField
        label="Digestive issues (optional)"
        error={errors.digestiveIssues?.message}
        {...register('digestiveIssues')}
      />
      <ChoiceField
        label="Do you drink coffee?"
        options={YES_NO}
        error={errors.coffeeAmount?.message}
        registration={register('coffeeAmount')}
      />
      <ChoiceField
        label="Do you drink soft drinks?"
        options={YES_NO}
        error={errors.softDrinksAmount?.message}
        registration={register('softDrinksAmount')}
      />
      <ChoiceField
        label="Do you drink alcohol?"
        options={YES_NO}
        error={errors.alcoholAmount?.message}
        registration={register('alcoholAmount')}
      />
    </FormCard>
  );
}
