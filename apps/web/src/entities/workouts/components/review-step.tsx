import { useState, type ReactNode } from 'react';
import type { ClashChoice, SchedulePreviewAnswer } from '@kinetic/contracts/schedule-clashes';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ClashReview } from './clash-review.tsx';

/** What the server previewed for a body the form would send. */
export interface Review<B> {
  body: B;
  preview: SchedulePreviewAnswer;
}

/**
 * The step between a dialog's form and its write when scheduling many (copies, a template, a moved
 * program): the preview comes first, and when it meets busy days or health warnings the coach
 * reviews them and chooses what happens on those days before anything is written.
 */
export function useReviewStep<B>() {
  const [review, setReview] = useState<Review<B> | null>(null);
  const [choice, setChoice] = useState<ClashChoice>('keep');
  return {
    review,
    choice,
    setChoice,
    /** Opens the review when the preview found something to review; false when there is nothing. */
    open(body: B, preview: SchedulePreviewAnswer): boolean {
      if (!preview.clashes.length && !preview.warnings.length) return false;
      setChoice('keep');
      setReview({ body, preview });
      return true;
    },
    close: () => setReview(null),
  };
}

interface ReviewStepProps {
  preview: SchedulePreviewAnswer;
  choice: ClashChoice;
  onChoice: (choice: ClashChoice) => void;
  nameOf: (id: string) => string;
  error: string | null;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
  /** The confirmation's label for the number of workouts the choice writes. */
  confirmLabel: (n: number) => string;
  pendingLabel: string;
  /** What the write does, above the review. */
  children?: ReactNode;
}

/** The review itself: the clashes and warnings, the choice, Back to the form and the confirmation. */
export function ReviewStep({
  preview,
  choice,
  onChoice,
  nameOf,
  error,
  pending,
  onBack,
  onConfirm,
  confirmLabel,
  pendingLabel,
  children,
}: ReviewStepProps) {
  const n = choice === 'skip' ? preview.workouts.skip : preview.workouts.keep;
  return (
    <div className="space-y-4">
      {children}
      <ClashReview preview={preview} choice={choice} onChoice={onChoice} nameOf={nameOf} />
      <FormAlert>{error}</FormAlert>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button onClick={onConfirm} disabled={n === 0} loading={pending}>
          {pending ? pendingLabel : confirmLabel(n)}
        </Button>
      </div>
    </div>
  );
}

/**
 * The review that `step` opened on `review`: confirming sends its body with the choice made for the
 * busy days; Back returns to the form, `onBack` clearing what the form showed.
 */
export function OpenedReview<B extends { onClash?: ClashChoice }>({
  step,
  review,
  send,
  onBack,
  ...shown
}: Omit<ReviewStepProps, 'preview' | 'choice' | 'onChoice' | 'onConfirm'> & {
  step: ReturnType<typeof useReviewStep<B>>;
  review: Review<B>;
  send: (body: B) => void;
}) {
  return (
    <ReviewStep
      {...shown}
      preview={review.preview}
      choice={step.choice}
      onChoice={step.setChoice}
      onBack={() => {
        onBack();
        step.close();
      }}
      onConfirm={() => send({ ...review.body, onClash: step.choice })}
    />
  );
}
