import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { answerWords } from '@kinetic/contracts/check-in-rules';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import type { CheckIn } from '@kinetic/contracts/check-ins';
import { Card } from '../../../components/ui/card.tsx';

/**
 * A check-in once sent: that it arrived (or was reviewed, with the way to the reply), and what was
 * sent, so the client can see their own answers again without asking their trainer.
 */
export function SentCheckIn({ checkIn }: { checkIn: CheckIn }) {
  const reviewed = checkIn.status === 'reviewed';
  return (
    <div className="space-y-4">
      <Card className="flex flex-wrap items-center gap-3 p-4 sm:p-5" role="status">
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
        <p className="min-w-0 flex-1 text-sm text-slate-800">
          {reviewed ? CHECK_IN_TEXTS.reviewedNote : CHECK_IN_TEXTS.sent}
        </p>
        {reviewed && checkIn.replyMessageId && (
          <Link to="/client/messages" className="text-sm font-medium text-brand-700 hover:underline">
            {CHECK_IN_TEXTS.readReply}
          </Link>
        )}
      </Card>
      {(checkIn.answers.length > 0 || checkIn.photoIds.length > 0) && (
        <Card className="p-4 sm:p-5">
          <h2 className="text-base font-semibold text-slate-900">{CHECK_IN_TEXTS.whatYouSent}</h2>
          {checkIn.answers.length > 0 && (
            <dl className="mt-2 divide-y divide-slate-100">
              {checkIn.answers.map((q) => (
                <div key={q.questionId} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto] sm:gap-4">
                  <dt className="text-sm font-medium text-slate-700">{q.label}</dt>
                  <dd className="text-sm text-slate-900 sm:text-right">{answerWords(q, q.value)}</dd>
                </div>
              ))}
            </dl>
          )}
          {checkIn.photoIds.length > 0 && (
            <p className="mt-2 text-sm text-slate-600">
              {CHECK_IN_TEXTS.photosSent(checkIn.photoIds.length)}
            </p>
          )}
        </Card>
      )}
    </div>
  );
}
