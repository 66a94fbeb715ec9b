import { useState } from 'react';
import toast from 'react-hot-toast';
import { CalendarRange } from 'lucide-react';
import type { ProgramAssignment } from '@kinetic/contracts/programs';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { formatCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { useUnassignProgram } from '../api/change-client-program.ts';
import { useClientPrograms } from '../api/get-client-programs.ts';
import { ProgramMoveDialog } from './program-move-dialog.tsx';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const actionClasses =
  'rounded-lg px-2.5 py-1.5 text-sm font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';

function AssignmentRow({
  a,
  onMove,
  onRemove,
}: {
  a: ProgramAssignment;
  onMove: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 px-3 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {a.programName}, {a.startDate <= todayCalendarDate() ? 'started' : 'starts'}{' '}
          {formatCalendarDate(a.startDate)}
        </p>
        <p className="text-sm text-slate-500">
          {plural(a.weeks, 'week')} · {plural(a.workouts, 'workout')}{' '}
          {a.endedAt ? `kept, removed ${formatCalendarDate(a.endedAt)}` : 'scheduled'}
        </p>
      </div>
      {!a.endedAt && (
        <div className="flex gap-1">
          <button
            type="button"
            onClick={onMove}
            aria-label={`Move start of ${a.programName}`}
            className={`${actionClasses} text-brand-700`}
          >
            Move start
          </button>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${a.programName}`}
            className={`${actionClasses} text-red-700 hover:bg-red-50`}
          >
            Remove
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The programs assigned to the client: each with its start, weeks and workouts; a running one can
 * be moved to a new start or removed (its upcoming workouts go, the completed ones stay).
 */
export function ClientPrograms({ clientId, clientName }: { clientId: string; clientName: string }) {
  const { data, isPending, isError, refetch } = useClientPrograms(clientId);
  const [moving, setMoving] = useState<ProgramAssignment | null>(null);
  const [removing, setRemoving] = useState<ProgramAssignment | null>(null);
  const unassign = useUnassignProgram();
  const remove = (a: ProgramAssignment) =>
    unassign.mutate(a.id, {
      onSuccess: ({ removed }) => {
        toast.success(`${a.programName} removed: ${plural(removed, 'upcoming workout')} deleted`);
        setRemoving(null);
      },
      onError: (e) => {
        toast.error(errorText(e, 'Failed to remove the program'));
        setRemoving(null);
      },
    });
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <CalendarRange aria-hidden="true" className="size-5 text-brand-700" />
        Assigned programs
      </h2>
      {isPending ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4" /> Loading programs...
        </p>
      ) : isError ? (
        <LoadError message="The programs could not be loaded." onRetry={() => void refetch()} compact />
      ) : data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No program assigned yet.</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label="Assigned programs">
          {data.map((a) => (
            <AssignmentRow key={a.id} a={a} onMove={() => setMoving(a)} onRemove={() => setRemoving(a)} />
          ))}
        </ul>
      )}
      <ProgramMoveDialog assignment={moving} clientName={clientName} onClose={() => setMoving(null)} />
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove(removing)}
        title="Remove program?"
        description={
          removing
            ? `"${removing.programName}" leaves ${clientName}'s calendar: its upcoming workouts are deleted, completed ones stay.`
            : ''
        }
        confirmLabel="Remove program"
        variant="danger"
        busy={unassign.isPending}
      />
    </Card>
  );
}
