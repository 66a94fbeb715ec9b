import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { CalendarDays, Copy } from 'lucide-react';
import { CALENDAR_FEED_TEXTS as TEXTS, type CalendarFeedUrls } from '@kinetic/contracts/calendar-feeds';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { inputClasses, inputStateClasses } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { formatShortDate } from '../../../lib/calendar-date.ts';
import { useCalendarFeed, useTurnOffCalendarFeed, useTurnOnCalendarFeed } from '../api/calendar-feed.ts';
import { SectionCard, SectionQuery } from './section-card.tsx';

type Asking = 'replace' | 'off' | null;

const replaceQuestion = {
  title: 'Replace the calendar link?',
  description: TEXTS.replaceConfirm,
  confirmLabel: TEXTS.replace,
};
const offQuestion = {
  title: 'Turn off the calendar feed?',
  description: TEXTS.turnOffConfirm,
  confirmLabel: TEXTS.turnOff,
  variant: 'danger' as const,
};

/**
 * 'Calendar feed': a private link a calendar app subscribes to (a client's workouts, or a trainer's
 * clients'). The link is shown once, when turned on or replaced; replacing or turning it off makes
 * the old link stop working at once.
 */
export function CalendarFeedCard({ forTrainer }: { forTrainer: boolean }) {
  const feed = useCalendarFeed();
  const turnOn = useTurnOnCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [urls, setUrls] = useState<CalendarFeedUrls['urls'] | null>(null);
  const [asking, setAsking] = useState<Asking>(null);

  const on = () =>
    turnOn.mutate(undefined, {
      onSuccess: (answer) => {
        setUrls(answer.urls);
        setAsking(null);
      },
      onError: (error) => toast.error(errorText(error, 'Failed to turn on the calendar feed')),
    });
  const off = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setUrls(null);
        setAsking(null);
        toast.success('Calendar feed turned off');
      },
      onError: (error) => toast.error(errorText(error, 'Failed to turn off the calendar feed')),
    });

  return (
    <SectionCard
      title={TEXTS.title}
      description={
        forTrainer ? "Your clients' scheduled workouts in your calendar app." : TEXTS.offDescription
      }
      icon={CalendarDays}
    >
      <SectionQuery
        query={feed}
        loading="Loading your calendar feed..."
        failed="Your calendar feed could not be loaded."
      >
        {() =>
          !feed.data?.feed.on ? (
            <Button className="w-full sm:w-auto" loading={turnOn.isPending} onClick={on}>
              {TEXTS.turnOn}
            </Button>
          ) : (
            <div className="space-y-4">
              {urls ? (
                <>
                  <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                    {TEXTS.shownOnce}
                  </p>
                  <FeedLink label="Apple Calendar, Outlook (webcal)" url={urls.webcal} />
                  <FeedLink label="Google Calendar: From URL (https)" url={urls.https} />
                </>
              ) : (
                <p className="text-sm text-slate-600">
                  {TEXTS.onSince(formatShortDate(feed.data.feed.turnedOnAt!))} {TEXTS.lostLink}
                </p>
              )}
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button variant="secondary" onClick={() => setAsking('replace')}>
                  {TEXTS.replace}
                </Button>
                <Button variant="ghost" onClick={() => setAsking('off')}>
                  {TEXTS.turnOff}
                </Button>
              </div>
            </div>
          )
        }
      </SectionQuery>
      <ConfirmDialog
        {...(asking === 'replace' ? replaceQuestion : offQuestion)}
        open={asking !== null}
        onCancel={() => setAsking(null)}
        onConfirm={asking === 'replace' ? on : off}
        busy={turnOn.isPending || turnOff.isPending}
      />
    </SectionCard>
  );
}

/** One form of the link: read-only, selected on focus, with a Copy button. */
function FeedLink({ label, url }: { label: string; url: string }) {
  const copy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => toast.success(TEXTS.copied))
      .catch(() => toast.error('Could not copy. Select the link and copy it yourself.'));
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          className={cn(inputClasses, inputStateClasses(false), 'min-w-0 font-mono text-xs sm:text-xs')}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" aria-label={`Copy ${label}`} onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
