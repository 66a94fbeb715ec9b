import { useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { AlertCircle, AlertTriangle, Users } from 'lucide-react';
import {
  assignProgramInput,
  ASSIGN_CLIENTS_MAX,
  type ClientWarning,
  type Program,
} from '@kinetic/contracts/programs';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx';
import { LoadMore, pagingOf } from '../../../components/ui/load-more.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useClients } from '../../../entities/clients/api/get-clients.ts';
import { errorText } from '../../../lib/api-client.ts';
import { formatCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { loadedItems } from '../../../lib/pages.ts';
import { useAssignProgram } from '../api/assign-program.ts';

/**
 * What the assignment scheduled, with the exercises a client's conditions forbid: the program is
 * assigned all the same, and the trainer adjusts those clients' workouts.
 */
function AssignedWithWarnings({
  summary,
  warnings,
  nameOf,
  onClose,
}: {
  summary: string;
  warnings: ClientWarning[];
  nameOf: (id: string) => string;
  onClose: () => void;
}) {
  const byClient = new Map<string, ClientWarning[]>();
  for (const w of warnings) byClient.set(w.clientId, [...(byClient.get(w.clientId) ?? []), w]);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{summary}.</p>
      <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <p className="flex items-center gap-2 font-semibold">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          Health warnings: review these clients&apos; workouts
        </p>
        <ul className="mt-2 space-y-2">
          {[...byClient].map(([clientId, list]) => (
            <li key={clientId}>
              <span className="font-medium">{nameOf(clientId)}</span>
              <ul className="ml-4 list-disc">
                {list.map((w) => (
                  <li key={`${w.exerciseId}:${w.condition}`}>{w.message}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex justify-end">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}

const matches = (c: { firstName: string; lastName: string }, term: string) =>
  `${c.firstName} ${c.lastName}`.toLowerCase().includes(term.trim().toLowerCase());

function AssignForm({ program, onClose }: { program: Program; onClose: () => void }) {
  const query = useClients();
  const { items: clients, total } = useMemo(() => loadedItems(query.data, 'clients'), [query.data]);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [startDate, setStartDate] = useState(todayCalendarDate());
  const [error, setError] = useState<string | null>(null);
  const [warned, setWarned] = useState<{ summary: string; warnings: ClientWarning[] } | null>(null);
  const assign = useAssignProgram();
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = assignProgramInput.safeParse({ clientIds: [...picked], startDate });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Pick the clients and a start date');
      return;
    }
    setError(null);
    assign.mutate(
      { id: program.id, body: parsed.data },
      {
        onSuccess: ({ workouts, warnings }) => {
          const n = parsed.data.clientIds.length;
          const summary = `${workouts.length} ${workouts.length === 1 ? 'workout' : 'workouts'} scheduled for ${n} ${n === 1 ? 'client' : 'clients'}`;
          toast.success(summary);
          if (warnings.length) setWarned({ summary, warnings });
          else onClose();
        },
        onError: (e) => setError(errorText(e, 'Failed to assign the program')),
      },
    );
  };

  if (warned) {
    const names = new Map(clients.map((c) => [c.id, `${c.firstName} ${c.lastName}`]));
    return (
      <AssignedWithWarnings {...warned} nameOf={(id) => names.get(id) ?? 'A client'} onClose={onClose} />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Start date *"
        type="date"
        value={startDate}
        onChange={(e) => setStartDate(e.target.value)}
        hint={
          startDate
            ? `Week 1 is the week of ${formatCalendarDate(startDate)}; its days before then are skipped.`
            : undefined
        }
      />
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
            <EmptyState icon={<Users aria-hidden="true" className="size-6 text-slate-300" />}>
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
      {error && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={picked.size === 0} loading={assign.isPending}>
          {assign.isPending
            ? 'Assigning...'
            : `Assign to ${picked.size} ${picked.size === 1 ? 'client' : 'clients'}`}
        </Button>
      </div>
    </form>
  );
}

/** Assign: many clients and a start date, one action; every program day is scheduled for each. */
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
