import { useState, type ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ONBOARDING_FORMS, type OnboardingForm } from '@kinetic/contracts/onboarding';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useOnboardingAnswers } from '../api/get-onboarding-answers.ts';
import type { OnboardingFormProps } from './forms/form-props.ts';
import { GoalsForm } from './forms/goals-form.tsx';
import { LifestyleForm } from './forms/lifestyle-form.tsx';
import { MedicalHistoryForm } from './forms/medical-history-form.tsx';
import { NutritionForm } from './forms/nutrition-form.tsx';
import { ParqForm } from './forms/parq-form.tsx';
import { WaiverForm } from './forms/waiver-form.tsx';

const FORMS: Record<OnboardingForm, ComponentType<OnboardingFormProps>> = {
  waiver: WaiverForm,
  parq: ParqForm,
  'goals-activities': GoalsForm,
  'medical-history': MedicalHistoryForm,
  nutrition: NutritionForm,
  lifestyle: LifestyleForm,
};

/**
 * The form to fill in now: the server's next one, or an earlier one the person went Back to (which
 * opens with the answers they sent). What a form holds when Back leaves it is kept, so that going
 * forward again finds it as it was; sending an earlier form again goes on to the one after it.
 */
export function OnboardingSteps({ next, onShown }: { next: OnboardingForm; onShown: () => void }) {
  const [viewing, setViewing] = useState<OnboardingForm | null>(null);
  const [drafts, setDrafts] = useState<Partial<Record<OnboardingForm, FieldValues>>>({});
  const shown = viewing ?? next;
  const index = ONBOARDING_FORMS.indexOf(shown);
  const answers = useOnboardingAnswers({ enabled: viewing !== null && !drafts[shown] });

  const show = (form: OnboardingForm) => {
    setViewing(ONBOARDING_FORMS.indexOf(form) >= ONBOARDING_FORMS.indexOf(next) ? null : form);
    onShown();
  };
  const back = (values: FieldValues) => {
    setDrafts((d) => ({ ...d, [shown]: values }));
    show(ONBOARDING_FORMS[index - 1]!);
  };
  const completed = () => {
    setDrafts(({ [shown]: _sent, ...rest }) => rest);
    if (viewing) show(ONBOARDING_FORMS[index + 1] ?? next);
    else onShown();
  };

  const draft = drafts[shown];
  if (!draft && viewing && answers.isPending) return <LoadingState label="Loading your answers..." />;
  const Form = FORMS[shown];
  return (
    <Form
      key={shown}
      step={index + 1}
      initial={draft ?? (viewing ? answers.data?.answers[shown]?.fields : undefined)}
      onBack={index > 0 ? back : undefined}
      onCompleted={completed}
    />
  );
}
