import { WAIVER_TEXT, WAIVER_VERSION, waiverBody } from '@kinetic/contracts/onboarding';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useOnboardingForm } from '../../hooks/use-onboarding-form.ts';
import { FormCard } from '../form-card.tsx';
import type { OnboardingFormProps } from './form-props.ts';

export function WaiverForm(props: OnboardingFormProps) {
  const { field, card } = useOnboardingForm('waiver', waiverBody, props, { name: '' });
  return (
    <FormCard
      {...card}
      title="Liability Waiver"
      description="Please read the waiver below, then sign it by typing your full name."
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
        {...field('name')}
      />
    </FormCard>
  );
}
