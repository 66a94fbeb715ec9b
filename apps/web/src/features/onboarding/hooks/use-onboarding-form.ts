import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import {
  ONBOARDING_FAILURES,
  ONBOARDING_TOAST_NAMES,
  type OnboardingForm,
} from '@kinetic/contracts/onboarding';
import { useFieldForm } from '../../../lib/field-form.ts';
import { useSubmitOnboardingForm } from '../api/submit-onboarding-form.ts';
import type { OnboardingFormProps } from '../components/forms/form-props.ts';

/** The '{form} form completed successfully!' toast. */
function completedMessage(form: OnboardingForm): string {
  return `${ONBOARDING_TOAST_NAMES[form]} form completed successfully!`;
}

/** The top-level fields of a form's body, which are the paths the server names in its field errors. */
function fieldNames(schema: z.core.$ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldNames(schema.in);
  return [];
}

/**
 * One intake form: its values checked against the form's body schema, then sent. Success: the
 * status is re-fetched, the toast shows and `onCompleted` runs (the page shows the next form).
 * Failure: the server's field errors go under their fields (the first one focused), and the
 * server's error (else the form's fallback) shows as a toast. The fields open with `initial` (answers
 * given before, or left by Back) over the form's defaults.
 */
export function useOnboardingForm<Input extends FieldValues, Output>(
  form: OnboardingForm,
  schema: z.ZodType<Output, Input>,
  { step, onCompleted, initial, onBack }: OnboardingFormProps,
  defaultValues?: DefaultValues<Input>,
) {
  const { register, handleSubmit, control, field, errorOf, failWith, getValues } = useFieldForm<
    Input,
    Output
  >({
    resolver: zodResolver(schema),
    defaultValues: { ...defaultValues, ...initial } as DefaultValues<Input>,
  });

  const mutation = useSubmitOnboardingForm({
    onSuccess: () => {
      toast.success(completedMessage(form));
      onCompleted();
    },
    onError: failWith(ONBOARDING_FAILURES[form], fieldNames(schema)),
  });

  return {
    control,
    field,
    /** The props of a ChoiceField bound to `name`. */
    choice: (name: Path<Input>) => ({ registration: register(name), error: errorOf(name) }),
    /** The FormCard's step, submit handler, Back (from the second form on) and busy state. */
    card: {
      step,
      onSubmit: handleSubmit((body) => mutation.mutate({ form, body })),
      onBack: onBack && (() => onBack(getValues())),
      busy: mutation.isPending,
    },
  };
}
