import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { WAIVER_TEXT, WAIVER_VERSION, waiverBody } from '@kinetic/contracts/onboarding';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useOnboardingSubmit } from '../../hooks/use-onboarding-submit.ts';
import { FormCard } from '../form-card.tsx';
import type { OnboardingFormProps } from './form-props.ts';

type Input = z.input<typeof waiverBody>;
type Values = z.output<typeof waiverBody>;

export function WaiverForm({ step, ...callbacks }: OnboardingFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({ resolver: zodResolver(waiverBody), defaultValues: { name: '' } });
  const { submit, isPending } = useOnboardingSubmit<Input>('waiver', ['name'], setError, callbacks);

  return (
    <FormCard
      step={step}
      title="Liability Waiver"
      description="Please read the waiver below, then sign it by typing your full name."
      onSubmit={handleSubmit(submit)}
      busy={isPending}
      submitLabel="Sign and continue"
    >
      <section
        aria-label="Waiver text"
        tabIndex={0}
        className="max-h-72 space-y-3 sm:max-h-none overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-6 text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-5"
      >
        {WAIVER_TEXT.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="text-xs text-slate-500">Waiver version {WAIVER_VERSION}</p>
      </section>
      <TextField
        label="Full name"
        autoComplete="name"
        hint="Typing your name here counts as your signature."
        error={errors.name?.message}
        {...register('name')}
      />
    </FormCard>
  );
}
