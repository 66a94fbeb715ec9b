import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import type { CalendarWorkout } from '@kinetic/contracts/calendar';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useFlaggedWorkouts } from '../../../entities/attention/api/use-flagged-workouts.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { formatMediumDay, isCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { ScheduleTemplateDialog } from '../../../entities/templates/components/schedule-template-dialog.tsx';
import { CopyWorkoutDialog } from '../../../entities/workouts/components/copy-workout-dialog.tsx';
import { useCalendar } from '../api/get-calendar.ts';
import { useRescheduleWorkout } from '../api/reschedule-workout.ts';
import { shiftView, viewDays, viewTitle, type CalendarView } from '../lib/calendar-range.ts';
import { CalendarGrid } from './calendar-grid.tsx';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { MoveDialog } from './move-dialog.tsx';

/** The calendar of a trainer (their clients', `clientId` one of them) or of a client (their own). */
function Calendar({ asTrainer, ownId }: { asTrainer: boolean; ownId: string }) {
  const [params, setParams] = useSearchParams();
  const today = todayCalendarDate();
  const view: CalendarView = params.get('view') === 'month' ? 'month' : 'week';
  const dateParam = params.get('date');
  const anchor = isCalendarDate(dateParam) ? dateParam : today;
  const clientId = asTrainer ? params.get('client') : null;
  const days = viewDays(view, anchor);
  // A client names themselves: that reads their own even when they are a trainer too.
  const query = useCalendar(days[0]!, days.at(-1)!, asTrainer ? clientId : ownId);
  const reschedule = useRescheduleWorkout();
  const flagged = useFlaggedWorkouts(asTrainer);
  const [moving, setMoving] = useState<CalendarWorkout | null>(null);
  const [copying, setCopying] = useState<CalendarWorkout | null>(null);
  const [addingOn, setAddingOn] = useState<string | null>(null);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const move = (workout: CalendarWorkout, date: string) =>
    reschedule.mutate(
      { id: workout.id, scheduledDate: date },
      {
        onSuccess: () => toast.success(`"${workout.name}" moved to ${formatMediumDay(date)}`),
        onError: (e) => toast.error(errorText(e, 'The workout could not be moved')),
      },
    );

  const workouts = query.data?.workouts ?? [];
  return (
    <>
      <PageHeader
        title={asTrainer ? 'Calendar' : 'My Calendar'}
        description={
          asTrainer
            ? 'Plan and move your clients’ workouts. Drag a scheduled workout to another day, or use its Move button; “+” on a day schedules a template there.'
            : 'Your workouts, day by day.'
        }
      />
      <CalendarToolbar
        view={view}
        title={viewTitle(view, anchor)}
        onView={(v) => update({ view: v === 'week' ? null : v })}
        onStep={(step) => update({ date: shiftView(view, anchor, step) })}
        onToday={() => update({ date: null })}
        asTrainer={asTrainer}
        clientId={clientId}
        onClient={(id) => update({ client: id })}
      />
      {query.isPending ? (
        <Card>
          <LoadingState label="Loading the calendar..." className="py-16" />
        </Card>
      ) : query.isError && !query.data ? (
        <Card>
          <LoadError message="The calendar could not be loaded." onRetry={() => void query.refetch()} />
        </Card>
      ) : (
        <>
          {workouts.length === 0 && (
            <p className="mb-3 text-sm text-slate-500">
              No workouts {view === 'week' ? 'this week' : 'this month'}.
            </p>
          )}
          <CalendarGrid
            view={view}
            anchor={anchor}
            days={days}
            today={today}
            workouts={workouts}
            asTrainer={asTrainer}
            flagged={flagged}
            onMove={setMoving}
            onReschedule={move}
            {...(asTrainer ? { onCopy: setCopying, onAdd: setAddingOn } : {})}
          />
        </>
      )}
      <MoveDialog workout={moving} onClose={() => setMoving(null)} onMove={move} />
      {asTrainer && (
        <>
          <CopyWorkoutDialog workout={copying} toMany onClose={() => setCopying(null)} />
          <ScheduleTemplateDialog
            open={addingOn !== null}
            onClose={() => setAddingOn(null)}
            start={{ date: addingOn ?? '', clientIds: clientId ? [clientId] : [] }}
          />
        </>
      )}
    </>
  );
}

/**
 * /trainer/calendar and /client/calendar: each role's own calendar; someone in the other role is sent
 * to theirs, a consultant to the dashboard.
 */
export function CalendarPage({ role }: { role: 'TRAINER' | 'CLIENT' }) {
  const activeRole = useAuthStore((s) => s.activeRole);
  const ownId = useAuthStore((s) => s.user?.id ?? '');
  if (activeRole === 'CONSULTANT' || activeRole === null) return <Navigate to="/dashboard" replace />;
  if (activeRole !== role) {
    return <Navigate to={activeRole === 'CLIENT' ? '/client/calendar' : '/trainer/calendar'} replace />;
  }
  return <Calendar key={role} asTrainer={role === 'TRAINER'} ownId={ownId} />;
}
