import { useState, type FormEvent, type ReactNode } from 'react';
import type { ClashChoice, SchedulePreviewAnswer } from '@kinetic/contracts/schedule-clashes';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { ClashReview } from './clash-review.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

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
    /**
     * Opens the review when the preview found something to review, or `always`; false when it is
     * not opened.
     */
    open(body: B, preview: SchedulePreviewAnswer, always = false): boolean {
      if (!always && !preview.clashes.length && !preview.warnings.length) return false;
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
      <FormActions onCancel={onBack} busy={pending} cancelLabel="Back" className="pt-1">
        <Button onClick={onConfirm} disabled={n === 0} loading={pending}>
          {pending ? pendingLabel : confirmLabel(n)}
        </Button>
      </FormActions>
    </div>
  );
}

/** A mutation the dialogs call with an id and a body: the preview and the write alike. */
interface IdBodyMutation<B, A> {
  mutate: (
    variables: { id: string; body: B },
    options: { onSuccess: (answer: A) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

/**
 * A dialog's way from its form to its write: `check` previews a body and opens the review when the
 * preview meets busy days or warnings (else it writes at once); `send` writes. A failure of either
 * shows as `error`, with `failure` where the server gives no reason.
 */
export function usePreviewedWrite<B, A>({
  id,
  preview,
  write,
  failure,
  previewFailure = failure,
  reviewAlways = false,
  onWritten,
}: {
  id: string;
  preview: IdBodyMutation<B, SchedulePreviewAnswer>;
  write: IdBodyMutation<B, A>;
  failure: string;
  /** The text when the preview fails, where it says more than `failure`. */
  previewFailure?: string;
  /** The review opens even when the preview found nothing (it says what the write will do). */
  reviewAlways?: boolean;
  onWritten: (answer: A, body: B) => void;
}) {
  const step = useReviewStep<B>();
  const [error, setError] = useState<string | null>(null);
  const failed = (fallback: string) => (e: Error) => setError(errorText(e, fallback));
  const send = (body: B) =>
    write.mutate({ id, body }, { onSuccess: (answer) => onWritten(answer, body), onError: failed(failure) });
  /** What the server finds on those days, and the warnings, come before anything is written. */
  const check = (body: B) => {
    setError(null);
    preview.mutate(
      { id, body },
      {
        onSuccess: (answer) => {
          if (!step.open(body, answer, reviewAlways)) send(body);
        },
        onError: failed(previewFailure),
      },
    );
  };
  return {
    step,
    error,
    setError,
    send,
    /**
     * The form's submit: the body checked, or the problem shown (nothing for null). The dialog is
     * portalled out of any form it opens from (the builder's), but React still bubbles the submit
     * up its own tree: kept from it, the builder does not save (PUT) its workout too.
     */
    submit(event: FormEvent, sent: { body: B } | { problem: string } | null) {
      event.preventDefault();
      event.stopPropagation();
      if (sent && 'body' in sent) check(sent.body);
      else if (sent) setError(sent.problem);
    },
    writing: write.isPending,
    busy: write.isPending || preview.isPending,
  };
}

/**
 * The review the flow opened: confirming sends its body with the choice made for the busy days;
 * Back returns to the form, clearing what the form showed. Nothing while no review is open.
 */
export function OpenedReview<B extends { onClash?: ClashChoice }>({
  flow,
  ...shown
}: Pick<ReviewStepProps, 'nameOf' | 'confirmLabel' | 'pendingLabel' | 'children'> & {
  flow: ReturnType<typeof usePreviewedWrite<B, unknown>>;
}) {
  const { step, error, setError, send, writing } = flow;
  const review = step.review;
  if (!review) return null;
  return (
    <ReviewStep
      {...shown}
      preview={review.preview}
      choice={step.choice}
      onChoice={step.setChoice}
      error={error}
      pending={writing}
      onBack={() => {
        setError(null);
        step.close();
      }}
      onConfirm={() => send({ ...review.body, onClash: step.choice })}
    />
  );
}
