import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import { calendarDateLabel } from '@kinetic/contracts/time-and-units';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useCurrentCheckIn } from '../api/check-ins.ts';

/** On the client's dashboard: their check-in due (or sent), with the way to fill it in; nothing without one. */
export function CheckInDueCard() {
  const { data } = useCurrentCheckIn();
  const checkIn = data?.checkIn;
  if (!checkIn) return null;
  const sent = checkIn.status !== 'due';
  const dueNow = !sent && checkIn.dueDate <= data.today;
  return (
    <Card
      className="mt-6 flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5"
      role="region"
      aria-labelledby="check-in-card-heading"
    >
      <ClipboardCheck aria-hidden="true" className="size-5 text-brand-700" />
      <div className="min-w-0 flex-1">
        <h2 id="check-in-card-heading" className="text-base font-semibold text-slate-900">
          {sent ? CHECK_IN_TEXTS.cardSent : dueNow ? CHECK_IN_TEXTS.cardTitle : CHECK_IN_TEXTS.cardUpcoming}
        </h2>
        <p className="text-sm text-slate-600">
          {checkIn.templateName}: due {calendarDateLabel(checkIn.dueDate)}
        </p>
      </div>
      {!sent && (
        <Link to="/check-in" className={buttonClasses(dueNow ? 'primary' : 'secondary')}>
          {CHECK_IN_TEXTS.open}
        </Link>
      )}
    </Card>
  );
}
