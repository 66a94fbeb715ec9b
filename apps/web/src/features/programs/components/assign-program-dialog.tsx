import { useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Users } from 'lucide-react';
import { suggestedStartDate } from '@kinetic/contracts/program-assignments';
import {
  assignProgramInput,
  ASSIGN_CLIENTS_MAX,
  type AssignAnswer,
  type AssignProgramInput,
  type Program,
} from '@kinetic/contracts/programs';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx';
import { LoadMore, pagingOf } from '../../../components/ui/load-more.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { clientNamer, useClients } from '../../../entities/clients/api/get-clients.ts';
import { isCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { loadedItems } from '../../../lib/pages.ts';
import { useAssignProgram } from '../api/assign-program.ts';
import { usePreviewAssignment } from '../api/preview-assignment.ts';
import { assignSummary } from '../lib/assign-summary.ts';
import { OpenedReview, usePreviewedWrite } from '../../../entities/workouts/components/review-step.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

const matches = (c: { firstName: string; lastName: string }, term: string) =>
  `${c.firstName} ${c.lastName}`.toLowerCase().includes(term.trim().toLowerCase());

function AssignForm({ program, onClose }: { program: Program; onClose: () => void }) {
  const query = useClients();
  const { items: clients, total } = useMemo(() => loadedItems(query.data, 'clients'), [query.data]);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [startDate, setStartDate] = useState(() => suggestedStartDate(program.days, todayCalendarDate()));
  // The review always comes second: what the server found on those days, the coach's choice for
  // them, and what the assignment schedules.
  const flow = usePreviewedWrite({
    id: program.id,
    preview: usePreviewAssignment(),
    write: useAssignProgram(),
    failure: 'Failed to assign the program',
    previewFailure: 'Failed to check the program against the calendar',
    reviewAlways: true,
    onWritten: ({ workouts }: AssignAnswer, body: AssignProgramInput) => {
      const clients = body.clientIds.length;
      toast.success(
        `${workouts.length} ${workouts.length === 1 ? 'workout' : 'workouts'} scheduled for ${clients} ${clients === 1 ? 'client' : 'clients'}`,
      );
      onClose();
    },
  });
  const nameOf = clientNamer(clients);
  const { summary, dropped } = isCalendarDate(startDate)
    ? assignSummary(program.days, startDate, [...picked].map(nameOf))
    : { summary: null, dropped: null };
  const shown = clients.filter((c) => matches(c, search));
  const allShownPicked = shown.length > 0 && shown.every((c) => picked.has(c.id));

  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleShown = () =>
    setPicked((prev) => {
      const next = new Set(prev);
      for (const c of shown) {
        if (allShownPicked) next.delete(c.id);
        else next.add(c.id);
      }
      return next;
    });

  /** First step: the server previews the clashes and warnings; nothing is written yet. */
  const submit = (event: FormEvent) => {
    const parsed = assignProgramInput.safeParse({ clientIds: [...picked], startDate });
    flow.submit(
      event,
      parsed.success
        ? { body: { clientIds: parsed.data.clientIds, startDate: parsed.data.startDate } }
        : { problem: parsed.error.issues[0]?.message ?? 'Pick the clients and a start date' },
    );
  };

  if (flow.step.review) {
    return (
      <OpenedReview
        flow={flow}
        nameOf={nameOf}
        confirmLabel={(n) => `Assign ${n} ${n === 1 ? 'workout' : 'workouts'}`}
        pendingLabel="Assigning..."
      >
        {summary && <p className="text-sm font-medium text-slate-900">{summary}.</p>}
      </OpenedReview>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Start date *"
        type="date"
        value={startDate}
        onChange={(e) => setStartDate(e.target.value)}
        hint="Week 1 is the week of the start date."
      />
      {dropped && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          {dropped}
        </p>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">
          Clients *{' '}
          <span className="font-normal text-slate-500">
            ({picked.size} picked, at most {ASSIGN_CLIENTS_MAX})
          </span>
        </legend>
        <SearchBox
          label="Search clients"
          placeholder="Search by name..."
          value={search}
          onChange={setSearch}
        />
        <div className="max-h-64 overflow-y-auto rounded-lg border border-slate-200">
          {query.isPending ? (
            <LoadingState label="Loading clients..." />
          ) : query.isError && !query.data ? (
            <LoadError
              message="Your clients could not be loaded."
              onRetry={() => void query.refetch()}
              compact
            />
          ) : shown.length === 0 ? (
            <EmptyState icon={Users} compact>
              {clients.length ? 'No clients match your search.' : 'No clients assigned to you yet.'}
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Clients to assign">
              <li className="bg-slate-50 px-3 py-2">
                <Checkbox label="Select all shown" checked={allShownPicked} onChange={toggleShown} />
              </li>
              {shown.map((c) => (
                <li key={c.id} className="px-3 py-2">
                  <Checkbox
                    label={`${c.firstName} ${c.lastName}`}
                    checked={picked.has(c.id)}
                    onChange={() => toggle(c.id)}
                  />
                </li>
              ))}
            </ul>
          )}
          <LoadMore paging={pagingOf(query, { shown: clients.length, total })} noun="clients" />
        </div>
      </fieldset>
      <p aria-live="polite" className="text-sm font-medium text-slate-900">
        {summary
          ? picked.size
            ? `${summary}.`
            : `${summary}: pick the clients.`
          : isCalendarDate(startDate)
            ? 'Nothing would be scheduled from this start date.'
            : 'Pick a start date.'}
      </p>
      <FormAlert>{flow.error}</FormAlert>
      <FormActions onCancel={onClose} busy={flow.busy} className="pt-1">
        <Button type="submit" disabled={picked.size === 0 || !summary} loading={flow.busy}>
          {flow.busy ? 'Checking...' : 'Review'}
        </Button>
      </FormActions>
    </form>
  );
}

/**
 * Assign: many clients and a start date, then a review of the days they already train on (keep
 * both, replace or skip) and the health warnings; every program day is scheduled for each client.
 */
export function AssignProgramDialog({
  open,
  onClose,
  program,
}: {
  open: boolean;
  onClose: () => void;
  program: Program;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={`Assign "${program.name}"`}
      description={`${program.weeks} ${program.weeks === 1 ? 'week' : 'weeks'}, ${program.days.length} workouts per client.`}
    >
      {open && <AssignForm program={program} onClose={onClose} />}
    </Modal>
  );
}
