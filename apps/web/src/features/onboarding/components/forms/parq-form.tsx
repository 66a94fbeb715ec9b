import { PARQ_QUESTIONS, parqBody } from '@kinetic/contracts/onboarding';
import { YesNoQuestions } from '../form-fields.tsx';
import { useOnboardingForm } from '../../hooks/use-onboarding-form.ts';
import { FormCard } from '../form-card.tsx';
import type { OnboardingFormProps } from './form-props.ts';

export function ParqForm(props: OnboardingFormProps) {
  const { choice, card } = useOnboardingForm('parq', parqBody, props);
  return (
    <FormCard
      {...card}
      title="Physical Activity Readiness (PAR-Q)"
      description="Seven short health questions. Answer each one honestly; a Yes does not stop you training, it helps your trainer plan safely."
    >
      <YesNoQuestions questions={PARQ_QUESTIONS} choice={choice} />
    </FormCard>
  );
}
