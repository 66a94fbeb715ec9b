import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DAYS_PER_WEEK, TIME_PER_WORKOUT, YES_NO, goalsBody } from '@kinetic/contracts/onboarding';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { ChoiceField, SelectField, TextAreaField } from '../form-fields.tsx';
import { useOnboardingSubmit } from '../../hooks/use-onboarding-submit.ts';
import { FormCard } from '../form-card.tsx';
import type { OnboardingFormProps } from './form-props.ts';

type Input = z.input<typeof goalsBody>;
type Values = z.output<typeof goalsBody>;

const FIELDS = [
  'height',
  'weight',
  'shortTermGoals',
  'longTermGoals',
  'doYouExercise',
  'currentProgram',
  'daysPerWeek',
  'timePerWorkout',
  'gymName',
] as const satisfies readonly (keyof Input)[];

export function GoalsForm({ step, ...callbacks }: OnboardingFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(goalsBody),
    defaultValues: {
      height: '',
      weight: '',
      shortTermGoals: '',
      longTermGoals: '',
      currentProgram: '',
      gymName: '',
    },
  });
  const { submit, isPending } = useOnboardingSubmit<Input>('goals-activities', FIELDS, setError, callbacks);
  const exercises = useWatch({ control, name: 'doYouExercise' }) === 'Yes';

  return (
    <FormCard
      step={step}
      title="Goals & Activities"
      description="Tell us where you are now and where you want to get to, so your training fits you."
      onSubmit={handleSubmit(submit)}
      busy={isPending}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Height"
          placeholder={'e.g. 178 cm or 5\'10"'}
          error={errors.height?.message}
          {...register('height')}
        />
        <TextField
          label="Weight"
          placeholder="e.g. 75 kg or 165 lb"
          error={errors.weight?.message}
          {...register('weight')}
        />
      </div>
      <TextAreaField
        label="Short-term goals"
        hint="What you want to achieve in the next 3 months."
        error={errors.shortTermGoals?.message}
        {...register('shortTermGoals')}
      />
      <TextAreaField
        label="Long-term goals"
        hint="Where you want to be in a year or more."
        error={errors.longTermGoals?.message}
        {...register('longTermGoals')}
      />
      <ChoiceField
        label="Do you currently exercise?"
        options={YES_NO}
        error={errors.doYouExercise?.message}
        registration={register('doYouExercise')}
      />
      {exercises && (
        <TextAreaField
          label="Current program (optional)"
          hint="What you do now: type of training, how often, for how long."
          error={errors.currentProgram?.message}
          {...register('currentProgram')}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Days per week"
          options={DAYS_PER_WEEK}
          hint="How many days a week you can train."
          error={errors.daysPerWeek?.message}
          {...register('daysPerWeek')}
        />
        <SelectField
          label="Time per workout"
          options={TIME_PER_WORKOUT}
          error={errors.timePerWorkout?.message}
          {...register('timePerWorkout')}
        />
      </div>
      <TextField
        label="Gym name (optional)"
        autoComplete="off"
        error={errors.gymName?.message}
        {...register('gymName')}
      />
    </FormCard>
  );
}
