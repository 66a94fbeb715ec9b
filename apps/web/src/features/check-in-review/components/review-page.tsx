import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { REVIEW_TEXTS, type CheckInReview } from '@kinetic/contracts/check-in-review';
import { CHECK_IN_WEEK_TEXTS } from '@kinetic/contracts/check-in-week';
import { PHOTO_TEXTS } from '@kinetic/contracts/progress-photos';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { PageLoadError } from '../../../components/ui/page-load-error.tsx';
import { RoleOnly } from '../../../components/ui/role-only.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { PhotoCompare } from '../../../entities/progress/components/photos/photo-compare.tsx';
import { PhotoImage } from '../../../entities/progress/components/photos/photo-image.tsx';
import { photoLabel } from '../../../entities/progress/components/photos/photo-labels.ts';
import { isNotFound } from '../../../lib/api-client.ts';
import { formatCalendarDate } from '../../../lib/calendar-date.ts';
import { useCheckInReview } from '../api/review-queue.ts';
import { ReplyBox } from './reply-box.tsx';
import { ReviewAnswers } from './review-answers.tsx';
import { ReviewFigures } from './review-figures.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

/** This check-in's photos beside the previous check-in's, pose by pose (the progress photos' compare). */
function ReviewPhotos({ review }: { review: CheckInReview }) {
  const { current, previous } = review.figures.photos;
  const source = { kind: 'client' as const, clientId: review.client.id };
  if (!current.length) return <p className="text-sm text-slate-500">{PHOTO_TEXTS.empty}</p>;
  if (!previous.length || !review.previous)
    return (
      <div className="grid grid-cols-3 gap-2">
        {current.map((photo) => (
          <PhotoImage
            key={photo.id}
            source={source}
            photo={photo}
            size="full"
            alt={photoLabel(photo)}
            className="aspect-[3/4] w-full rounded-lg object-contain"
          />
        ))}
      </div>
    );
  return (
    <PhotoCompare
      source={source}
      days={[
        { date: review.checkIn.dueDate, photos: current },
        { date: review.previous.dueDate, photos: previous },
      ]}
    />
  );
}

function Review({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useCheckInReview(id);
  const back = (
    <Link to="/check-ins" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {REVIEW_TEXTS.back}
    </Link>
  );
  if (query.isPending) return <LoadingState label="Loading the check-in..." />;
  if (query.isError)
    return isNotFound(query.error) ? (
      <PageLoadError title={REVIEW_TEXTS.notFound} backTo="/check-ins" backLabel={REVIEW_TEXTS.back}>
        <p className="text-sm text-slate-600">{REVIEW_TEXTS.notFound}.</p>
      </PageLoadError>
    ) : (
      <LoadError message={REVIEW_TEXTS.loadError} onRetry={() => void query.refetch()} />
    );
  const review = query.data;
  const { checkIn, client } = review;
  const name = `${client.firstName} ${client.lastName}`.trim();
  const next = () => void navigate(review.nextInQueue ? `/check-ins/${review.nextInQueue}` : '/check-ins');

  return (
    <div className="space-y-4">
      {back}
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {checkIn.templateName} · due {formatCalendarDate(checkIn.dueDate)}
          {checkIn.late && (
            <Badge className="bg-amber-50 text-amber-800 ring-amber-200">{REVIEW_TEXTS.late}</Badge>
          )}
          {checkIn.alerts.length > 0 && (
            <Badge className="bg-red-50 text-red-700 ring-red-200">
              {REVIEW_TEXTS.alerts(checkIn.alerts.length)}
            </Badge>
          )}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <Section title={`${CHECK_IN_WEEK_TEXTS.thisWeek} vs ${CHECK_IN_WEEK_TEXTS.lastWeek.toLowerCase()}`}>
            <ReviewFigures figures={review.figures} />
          </Section>
          <Section title={REVIEW_TEXTS.answers}>
            <ReviewAnswers review={review} />
          </Section>
        </div>
        <div className="space-y-4">
          <Section title={CHECK_IN_WEEK_TEXTS.photos}>
            <ReviewPhotos review={review} />
          </Section>
          <Section title={REVIEW_TEXTS.reply}>
            {checkIn.status === 'reviewed' ? (
              <p className="text-sm text-slate-600">{REVIEW_TEXTS.alreadyReviewed}</p>
            ) : (
              <ReplyBox key={id} checkInId={id} onDone={next} />
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}

/** /check-ins/{id}: one check-in against the week before, with the reply that marks it reviewed. */
export function CheckInReviewPage() {
  const { id = '' } = useParams();
  return (
    <RoleOnly role="TRAINER" message="Access denied. Trainer access required.">
      <Review key={id} id={id} />
    </RoleOnly>
  );
}
