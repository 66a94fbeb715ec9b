import { useState } from 'react';
import { Link } from 'react-router';
import { BellRing, CheckCircle2, ChevronRight, Users } from 'lucide-react';
import type { AttentionClient, AttentionKind, AttentionReason } from '@kinetic/contracts/attention';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAttention } from '../../../entities/attention/api/get-attention.ts';
import { AdherenceSummary } from '../../../entities/attention/components/adherence-summary.tsx';
import { initials } from '../../../entities/clients/lib/initials.ts';
import { REASONS, type Severity } from '../lib/attention-reasons.ts';
import { ClearReasonDialog } from './clear-reason-dialog.tsx';

/** How many clients the panel lists before "Show all". */
export const ATTENTION_SHOWN = 5;

const CHIP: Record<Severity, string> = {
  high: 'bg-red-50 text-red-800 ring-red-200 hover:bg-red-100',
  medium: 'bg-amber-50 text-amber-900 ring-amber-200 hover:bg-amber-100',
  low: 'bg-slate-50 text-slate-700 ring-slate-200 hover:bg-slate-100',
};

const AVATAR: Record<Severity, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-700',
};

/** Where the trainer acts on a reason: the workout it is about, the intake, the builder or the conversation. */
export function reasonLink(clientId: string, reason: AttentionReason): string {
  const client = `/trainer/clients/${clientId}`;
  switch (reason.kind) {
    case 'pain-note':
    case 'contraindicated':
    case 'missed-workout':
      return reason.workoutId ? `/workouts/${reason.workoutId}` : client;
    case 'new-flags':
    case 'intake-pending':
      return `${client}#intake`;
    case 'nothing-scheduled':
      return `/trainer/workout-builder?clientId=${clientId}`;
    case 'low-adherence':
    case 'inactive':
      return `${client}#messages`;
    case 'nutrition-off-target':
    case 'nothing-logged':
      return `${client}#nutrition`;
    case 'check-in-alert':
    case 'check-in-overdue':
      return `${client}#check-ins`;
  }
}

/** What following the chip does, for its accessible name. */
const ACTION: Record<AttentionKind, string> = {
  'pain-note': 'open the workout',
  contraindicated: 'open the workout',
  'missed-workout': 'open the workout',
  'new-flags': 'review the intake',
  'intake-pending': 'see the intake',
  'nothing-scheduled': 'plan a workout',
  'low-adherence': 'message the client',
  inactive: 'message the client',
  'nutrition-off-target': 'see their nutrition',
  'nothing-logged': 'see their nutrition',
  'check-in-alert': 'see their check-ins',
  'check-in-overdue': 'see their check-ins',
};

const actionOf = (reason: AttentionReason) =>
  (reason.kind === 'pain-note' || reason.kind === 'contraindicated' || reason.kind === 'missed-workout') &&
  !reason.workoutId
    ? 'open the client'
    : ACTION[reason.kind];

function ReasonChip({ clientId, reason }: { clientId: string; reason: AttentionReason }) {
  const look = REASONS[reason.kind];
  const Icon = look.icon;
  return (
    <Link
      to={reasonLink(clientId, reason)}
      title={reason.detail}
      aria-label={`${look.label}: ${reason.detail} (${actionOf(reason)})`}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 transition-colors ring-inset focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        CHIP[look.severity],
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {look.label}
    </Link>
  );
}

function AttentionRow({
  entry,
  onClear,
}: {
  entry: AttentionClient;
  onClear: (reason: AttentionReason) => void;
}) {
  const { client, reasons } = entry;
  const first = reasons[0]!;
  const name = `${client.firstName} ${client.lastName}`;
  return (
    <li className="flex gap-3 px-4 py-3 sm:px-5">
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
          AVATAR[REASONS[first.kind].severity],
        )}
      >
        {initials(client.firstName, client.lastName)}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <Link
            to={`/trainer/clients/${client.id}`}
            className="min-w-0 truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {name}
          </Link>
          <AdherenceSummary last7={entry.adherence7} last30={entry.adherence30} />
        </div>
        <ul className="mt-1.5 space-y-1.5" aria-label={`Why ${name} needs attention`}>
          {reasons.map((reason) => (
            <li key={reason.kind} className="flex min-w-0 flex-wrap items-start gap-x-2 gap-y-1">
              <ReasonChip clientId={client.id} reason={reason} />
              <span className="min-w-0 flex-1 basis-40 text-sm break-words text-slate-600">
                {reason.detail}
              </span>
              <button
                type="button"
                onClick={() => onClear(reason)}
                aria-label={`Clear ${REASONS[reason.kind].label} for ${name}`}
                className="ml-auto rounded px-1.5 text-xs font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                Clear
              </button>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/**
 * The trainer's "Needs attention": the clients who need them now, most urgent first as the server
 * ranks them, each with adherence and the reasons, every reason a link to where it is dealt with.
 * It follows the live events, so a completion with a pain note shows without a reload. Each reason
 * can be cleared (resolved or snoozed) for the facts it shows.
 */
export function NeedsAttention() {
  const { data, isPending, isError, refetch } = useAttention();
  const [showAll, setShowAll] = useState(false);
  const [clearing, setClearing] = useState<{ client: AttentionClient['client']; reason: AttentionReason }>();
  const needing = data?.clients.filter((c) => c.reasons.length > 0) ?? [];
  const onTrack = (data?.clients.length ?? 0) - needing.length;
  const shown = showAll ? needing : needing.slice(0, ATTENTION_SHOWN);

  return (
    <Card className="mb-6 overflow-hidden" role="region" aria-labelledby="attention-heading">
      <div className="flex items-center gap-2.5 border-b border-slate-100 px-4 py-3 sm:px-5">
        <BellRing aria-hidden="true" className="size-5 text-brand-700" />
        <h2 id="attention-heading" className="text-base font-semibold text-slate-900">
          Needs attention
        </h2>
        {needing.length > 0 && (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            {needing.length}
          </span>
        )}
        {data && (
          <Link
            to="/trainer/clients"
            className="ml-auto inline-flex items-center gap-0.5 text-sm font-medium text-brand-700 hover:underline"
          >
            All clients
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-slate-500"
        >
          <Spinner className="text-brand-600" />
          Checking on your clients...
        </div>
      ) : isError && !data ? (
        <LoadError message="Who needs attention could not be loaded." onRetry={() => void refetch()} />
      ) : data.clients.length === 0 ? (
        <EmptyState icon={<Users aria-hidden="true" className="size-8 text-slate-300" />}>
          No clients assigned to you yet.
        </EmptyState>
      ) : needing.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
          <CheckCircle2 aria-hidden="true" className="size-8 text-emerald-500" />
          <p className="font-medium text-slate-900">Everyone is on track</p>
          <p className="text-sm text-slate-500">
            No missed workouts, pain notes or gaps in the plan. Nice work.
          </p>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-100" aria-label="Clients who need attention">
            {shown.map((entry) => (
              <AttentionRow
                key={entry.client.id}
                entry={entry}
                onClear={(reason) => setClearing({ client: entry.client, reason })}
              />
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 bg-slate-50/60 px-4 py-2.5 text-sm sm:px-5">
            <span className="inline-flex items-center gap-1.5 text-slate-600">
              <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />
              {onTrack === 1 ? '1 client on track' : `${onTrack} clients on track`}
            </span>
            {needing.length > ATTENTION_SHOWN && (
              <button
                type="button"
                onClick={() => setShowAll((v) => !v)}
                className="font-medium text-brand-700 hover:underline"
              >
                {showAll ? 'Show fewer' : `Show all ${needing.length}`}
              </button>
            )}
          </div>
        </>
      )}
      <ClearReasonDialog
        client={{
          id: clearing?.client.id ?? '',
          name: clearing ? `${clearing.client.firstName} ${clearing.client.lastName}` : '',
        }}
        reason={clearing?.reason ?? null}
        onClose={() => setClearing(undefined)}
      />
    </Card>
  );
}
