import { ONE_TO_SIX_PLUS, YES_NO, nutritionBody } from '@kinetic/contracts/onboarding';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { ChoiceField, OptionsField } from '../form-fields.tsx';
import { useOnboardingForm } from '../../hooks/use-onboarding-form.ts';
import { FormCard } from '../form-card.tsx';
import type { OnboardingFormProps } from './form-props.ts';

export function NutritionForm(props: OnboardingFormProps) {
  const { field, choice, card } = useOnboardingForm('nutrition', nutritionBody, props, {
    pastMeals: '',
    foodAllergies: '',
    digestiveIssues: '',
  });
  return (
    <FormCard
      {...card}
      title="Nutrition"
      description="How you eat today. There are no wrong answers: this is the starting point for your meal plan."
    >
      <OptionsField
        label="Meals per day"
        options={ONE_TO_SIX_PLUS}
        hint="How many times you eat on a typical day, snacks included."
        {...field('eatTimesPerDay')}
      />
      <ChoiceField label="Are you currently following a diet?" options={YES_NO} {...choice('currentDiet')} />
      <TextareaField
        label="Meals of the past 3 days"
        hint="List what you ate and drank over the past three days, as well as you remember."
        rows={5}
        {...field('pastMeals')}
      />
      <TextareaField label="Food allergies (optional)" {...field('foodAllergies')} />
      <TextareaField label="Digestive issues (optional)" {...field('digestiveIssues')} />
      <ChoiceField label="Do you drink coffee?" options={YES_NO} {...choice('coffeeAmount')} />
      <ChoiceField label="Do you drink soft drinks?" options={YES_NO} {...choice('softDrinksAmount')} />
      <ChoiceField label="Do you drink alcohol?" options={YES_NO} {...choice('alcoholAmount')} />
    </FormCard>
  );
}
