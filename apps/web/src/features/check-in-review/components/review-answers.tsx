import { REVIEW_TEXTS, type CheckInReview } from '@kinetic/contracts/check-in-review';
import { answerWords } from '@kinetic/contracts/check-in-rules';
import { cn } from '../../../components/ui/cn.ts';

/** Each question with this week's answer and, beside it, last week's. */
export function ReviewAnswers({ review }: { review: CheckInReview }) {
  const { answers } = review.checkIn;
  const before = review.previous?.answers ?? {};
  if (!answers.length) return null;
  return (
    <dl className="divide-y divide-slate-100">
      {answers.map((q) => (
        <div key={q.questionId} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto_auto] sm:gap-4">
          <dt className="text-sm font-medium text-slate-700">{q.label}</dt>
          <dd className={cn('text-sm', q.alert ? 'font-semibold text-red-700' : 'text-slate-900')}>
            <span className="sr-only">{REVIEW_TEXTS.thisWeekAnswer}: </span>
            {answerWords(q, q.value)}
            {q.alert && <span className="ml-1 text-xs font-medium">(alert)</span>}
          </dd>
          {review.previous && (
            <dd className="text-sm text-slate-500">
              {REVIEW_TEXTS.lastWeekAnswer}: {answerWords(q, before[q.questionId])}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
