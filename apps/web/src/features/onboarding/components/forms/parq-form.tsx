import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PARQ_QUESTIONS, YES_NO, parqBody } from '@kinetic/contracts/onboarding';
import { ChoiceField } from '../form-fields.tsx';
import { useOnboardingSubmit } from '../../hooks/use-onboarding-submit.ts';
import { FormCard } from '../form-card.tsx';
import type { OnboardingFormProps } from './form-props.ts';

type Input = z.input<typeof parqBody>;
type Values = z.output<typeof parqBody>;

const FIELDS = Object.keys(PARQ_QUESTIONS) as (keyof typeof PARQ_QUESTIONS)[];

export function ParqForm({ step, ...callbacks }: OnboardingFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({ resolver: zodResolver(parqBody) });
  const { submit, isPending } = useOnboardingSubmit<Input>('parq', FIELDS, setError, callbacks);

  return (
    <FormCard
      step={step}
      title="Physical Activity Readiness (PAR-Q)"
      description="Seven short health questions. Answer each one honestly; a Yes does not stop you training, it helps your trainer plan safely."
      onSubmit={handleSubmit(submit)}
      busy={isPending}
    >
      {FIELDS.map((field, index) => (
        <ChoiceField
          key={field}
          number={index + 1}
          label={PARQ_QUESTIONS[field]}
          options={YES_NO}
          error={errors[field]?.message}
          registration={register(field)}
        />
      ))}
    </FormCard>
  );
}
