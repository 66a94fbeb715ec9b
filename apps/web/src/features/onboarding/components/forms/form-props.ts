import type { FieldValues } from 'react-hook-form';

export interface OnboardingFormProps {
  /** 1-based position of this form in the six. */
  step: number;
  /** Runs after a successful submit (the status is re-fetched by then). */
  onCompleted: () => void;
  /** What the fields hold when the form opens: answers given before, or left by Back. */
  initial?: FieldValues | undefined;
  /** Back to the form before, with what the fields hold now (kept for when the person returns). */
  onBack?: ((values: FieldValues) => void) | undefined;
}
