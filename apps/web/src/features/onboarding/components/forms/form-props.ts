export interface OnboardingFormCallbacks {
  /** Runs after a successful submit (the status is re-fetched by then). */
  onCompleted: () => void;
}

export interface OnboardingFormProps extends OnboardingFormCallbacks {
  /** 1-based position of this form in the six. */
  step: number;
}
