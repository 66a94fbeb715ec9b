export interface OnboardingFormProps {
  /** 1-based position of this form in the six. */
  step: number;
  /** Runs after a successful submit (the status is re-fetched by then). */
  onCompleted: () => void;
}
