import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { YES_NO, lifestyleBody } from '@kinetic/contracts/onboarding';
import { ChoiceField } from '../form-fields.tsx';
import { useOnboardingSubmit } from '../../hooks/use-onboarding-submit.ts';
import { FormCard } from '../form-card.tsx';
import type { OnboardingFormProps } from './form-props.ts';

type Input = z.input<typeof lifestyleBody>;
type Values = z.output<typeof lifestyleBody>;

/** The lifestyle questions, in form order. */
export const LIFESTYLE_QUESTIONS = {
  bodyComp: 'Are you unhappy with your current body composition?',
  thinkAboutFood: 'Do you think about food a lot during the day?',
  eatDifferently: 'Do you eat differently when you are alone than when you are with others?',
  eatWhenNotHungry: 'Do you often eat when you are not hungry?',
  exerciseExcessively: 'Do you exercise excessively to make up for what you eat?',
  calculateCalories: 'Do you count or calculate the calories you eat?',
} as const satisfies Record<keyof Input, string>;

const FIELDS = Object.keys(LIFESTYLE_QUESTIONS) as (keyof typeof LIFESTYLE_QUESTIONS)[];

export function LifestyleForm({ step, ...callbacks }: OnboardingFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({ resolver: zodResolver(lifestyleBody) });
  const { submit, isPending } = useOnboardingSubmit<Input>('lifestyle', FIELDS, setError, callbacks);

  return (
    <FormCard
      step={step}
      title="Lifestyle"
      description="The last step: a few questions about your relationship with food and exercise."
      onSubmit={handleSubmit(submit)}
      busy={isPending}
      submitLabel="Finish onboarding"
    >
      {FIELDS.map((field, index) => (
        <ChoiceField
          key={field}
          number={index + 1}
          label={LIFESTYLE_QUESTIONS[field]}
          options={YES_NO}
          error={errors[field]?.message}
          registration={register(field)}
        />
      ))}
    </FormCard>
  );
}
