import { useWatch } from 'react-hook-form';
import { DAYS_PER_WEEK, TIME_PER_WORKOUT, YES_NO, goalsBody } from '@kinetic/contracts/onboarding';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { ChoiceField, OptionsField } from '../form-fields.tsx';
import { useOnboardingForm } from '../../hooks/use-onboarding-form.ts';
import { FormCard } from '../form-card.tsx';
import type { OnboardingFormProps } from './form-props.ts';

export function GoalsForm(props: OnboardingFormProps) {
  const { field, choice, control, card } = useOnboardingForm('goals-activities', goalsBody, props, {
    height: '',
    weight: '',
    shortTermGoals: '',
    longTermGoals: '',
    currentProgram: '',
    gymName: '',
  });
  const exercises = useWatch({ control, name: 'doYouExercise' }) === 'Yes';

  return (
    <FormCard
      {...card}
      title="Goals & Activities"
      description="Tell us where you are now and where you want to get to, so your training fits you."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Height" placeholder={'e.g. 178 cm or 5\'10"'} {...field('height')} />
        <TextField label="Weight" placeholder="e.g. 75 kg or 165 lb" {...field('weight')} />
      </div>
      <TextareaField
        label="Short-term goals"
        hint="What you want to achieve in the next 3 months."
        {...field('shortTermGoals')}
      />
      <TextareaField
        label="Long-term goals"
        hint="Where you want to be in a year or more."
        {...field('longTermGoals')}
      />
      <ChoiceField label="Do you currently exercise?" options={YES_NO} {...choice('doYouExercise')} />
      {exercises && (
        <TextareaField
          label="Current program (optional)"
          hint="What you do now: type of training, how often, for how long."
          {...field('currentProgram')}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <OptionsField
          label="Days per week"
          options={DAYS_PER_WEEK}
          hint="How many days a week you can train."
          {...field('daysPerWeek')}
        />
        <OptionsField label="Time per workout" options={TIME_PER_WORKOUT} {...field('timePerWorkout')} />
      </div>
      <TextField label="Gym name (optional)" autoComplete="off" {...field('gymName')} />
    </FormCard>
  );
}
