import type { z } from 'zod';
import { lifestyleBody } from '@kinetic/contracts/onboarding';
import { YesNoQuestions } from '../form-fields.tsx';
import { useOnboardingForm } from '../../hooks/use-onboarding-form.ts';
import { FormCard } from '../form-card.tsx';
import type { OnboardingFormProps } from './form-props.ts';

/** The lifestyle questions, in form order. */
export const LIFESTYLE_QUESTIONS = {
  bodyComp: 'Are you unhappy with your current body composition?',
  thinkAboutFood: 'Do you think about food a lot during the day?',
  eatDifferently: 'Do you eat differently when you are alone than when you are with others?',
  eatWhenNotHungry: 'Do you often eat when you are not hungry?',
  exerciseExcessively: 'Do you exercise excessively to make up for what you eat?',
  calculateCalories: 'Do you count or calculate the calories you eat?',
} as const satisfies Record<keyof z.input<typeof lifestyleBody>, string>;

export function LifestyleForm(props: OnboardingFormProps) {
  const { choice, card } = useOnboardingForm('lifestyle', lifestyleBody, props);
  return (
    <FormCard
      {...card}
      title="Lifestyle"
      description="The last step: a few questions about your relationship with food and exercise."
      submitLabel="Finish onboarding"
    >
      <YesNoQuestions questions={LIFESTYLE_QUESTIONS} choice={choice} />
    </FormCard>
  );
}
