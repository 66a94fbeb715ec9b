import {
  ENERGY_LEVELS,
  ONE_TO_SIX_PLUS,
  SLEEP_HOURS,
  STRESS_LEVELS,
  YES_NO,
  medicalBody,
} from '@kinetic/contracts/onboarding';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { ChoiceField, OptionsField } from '../form-fields.tsx';
import { useOnboardingForm } from '../../hooks/use-onboarding-form.ts';
import { FormCard } from '../form-card.tsx';
import type { OnboardingFormProps } from './form-props.ts';

export function MedicalHistoryForm(props: OnboardingFormProps) {
  const { field, choice, card } = useOnboardingForm('medical-history', medicalBody, props, {
    ailments: '',
    medications: '',
    surgery: '',
  });
  return (
    <FormCard
      {...card}
      title="Medical History"
      description="A few questions about your health. Only you and your trainer see these answers."
    >
      <TextareaField
        label="Ailments or injuries (optional)"
        hint="Anything you are dealing with now or have had in the past."
        {...field('ailments')}
      />
      <ChoiceField label="Are your nails brittle?" options={YES_NO} {...choice('nailsBrittle')} />
      <ChoiceField label="Are your bowel movements regular?" options={YES_NO} {...choice('bowelMovements')} />
      {/* The questions come in the order of the intake: sleep after medications. */}
      <div className="grid gap-5 sm:grid-cols-3">
        <OptionsField
          label="Times you urinate per day"
          options={ONE_TO_SIX_PLUS}
          {...field('urinatePerDay')}
        />
        <OptionsField label="Stress level" options={STRESS_LEVELS} {...field('stressLevel')} />
        <OptionsField label="Daily energy level" options={ENERGY_LEVELS} {...field('dailyEnergy')} />
      </div>
      <TextareaField
        label="Medications (optional)"
        hint="Any medication or supplements you take regularly."
        {...field('medications')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <OptionsField label="Hours of sleep per night" options={SLEEP_HOURS} {...field('sleepPerNight')} />
      </div>
      <TextareaField
        label="Surgeries (optional)"
        hint="Any operations you have had, and roughly when."
        {...field('surgery')}
      />
      <ChoiceField label="Do you smoke?" options={YES_NO} {...choice('smoker')} />
    </FormCard>
  );
}
