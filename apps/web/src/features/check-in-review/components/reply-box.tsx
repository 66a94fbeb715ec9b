import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { REVIEW_TEXTS, reviewInput, type ReviewInput } from '@kinetic/contracts/check-in-review';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useMarkReviewed } from '../api/review-queue.ts';

type Values = { reply: string };

/**
 * The reply and the two ways to finish: "Send and mark reviewed" (the reply goes into the
 * conversation) or "Mark reviewed" with none. Then `onDone` (the next check-in of the queue).
 */
export function ReplyBox({ checkInId, onDone }: { checkInId: string; onDone: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const review = useMarkReviewed(checkInId);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ReviewInput, unknown, Values>({
    resolver: zodResolver(reviewInput),
    defaultValues: { reply: '' },
  });
  const reply = useWatch({ control, name: 'reply' }) ?? '';

  const finish = async ({ reply: text }: Values) => {
    setProblem(null);
    try {
      await review.mutateAsync({ reply: text });
      toast.success(text ? REVIEW_TEXTS.sent : REVIEW_TEXTS.reviewed);
      onDone();
    } catch (error) {
      setProblem(errorText(error, 'The check-in could not be marked reviewed'));
    }
  };

  return (
    <form className="space-y-3" onSubmit={handleSubmit(finish)} noValidate>
      {problem && <FormAlert>{problem}</FormAlert>}
      <TextareaField
        label={REVIEW_TEXTS.reply}
        rows={4}
        placeholder={REVIEW_TEXTS.replyPlaceholder}
        error={errors.reply?.message}
        {...register('reply')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={review.isPending} disabled={!reply.trim()}>
          {REVIEW_TEXTS.send}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={review.isPending}
          onClick={() => void finish({ reply: '' })}
        >
          {REVIEW_TEXTS.markReviewed}
        </Button>
      </div>
    </form>
  );
}
