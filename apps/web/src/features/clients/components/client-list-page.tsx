import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRight, Users } from 'lucide-react';
import type { AttentionClient } from '@kinetic/contracts/attention';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { pagingOf } from '../../../components/ui/load-more.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { loadedItems } from '../../../lib/pages.ts';
import { useClients } from '../../../entities/clients/api/get-clients.ts';
import { useAttention } from '../../../entities/attention/api/get-attention.ts';
import { AdherenceSummary } from '../../../entities/attention/components/adherence-summary.tsx';
import { NutritionFigure } from '../../../entities/attention/components/nutrition-figure.tsx';
import { initials } from '../../../entities/clients/lib/initials.ts';
import { matchesClient } from '../lib/client-search.ts';
import { EmptyState } from '../../../components/ui/list-states.tsx';
import { PendingInvitations } from '../../../entities/invitations/components/pending-invitations.tsx';
import { ClientInviteActions } from './client-invitations.tsx';
import { TrainerOnly } from './trainer-only.tsx';

/**
 * A row's adherence and nutrition figure, once the signal has come (nothing is shown before, or if
 * it cannot come): the signal holds both for every client, so the list asks for them once.
 */
function RowFigures({ entry }: { entry: AttentionClient | undefined }) {
  if (!entry) return null;
  return (
    // On a phone the nutrition figure has a line of its own, in every row alike.
    <span className="mt-0.5 flex shrink-0 flex-col sm:mt-0 sm:flex-row sm:items-baseline sm:gap-x-3">
      <AdherenceSummary last7={entry.adherence7} last30={entry.adherence30} />
      <NutritionFigure week={entry.nutrition7} />
    </span>
  );
}

function ClientList() {
  const query = useClients();
  const { data } = query;
  const [search, setSearch] = useState('');
  const { items: clients, total } = useMemo(() => loadedItems(data, 'clients'), [data]);
  const shown = useMemo(() => clients.filter((c) => matchesClient(c, search)), [clients, search]);
  // The signal holds every client with their adherence: one call for the whole list.
  const attention = useAttention();
  const adherence = useMemo(
    () => new Map(attention.data?.clients.map((a) => [a.client.id, a]) ?? []),
    [attention.data],
  );

  return (
    <>
      <PageHeader
        title="My Clients"
        description={data ? `${shown.length} of ${total} clients` : 'Your assigned clients'}
        actions={<ClientInviteActions />}
      />
      <SearchBox
        className="mb-4"
        label="Search clients"
        placeholder="Search by first or last name..."
        value={search}
        onChange={setSearch}
      />
      <ListCard
        query={query}
        count={shown.length}
        label="Clients"
        errorMessage="Your clients could not be loaded."
        empty={
          <EmptyState icon={Users}>
            {clients.length === 0
              ? 'No clients assigned to you yet.'
              : 'No clients found matching your search.'}
          </EmptyState>
        }
        loadMore={{ paging: pagingOf(query, { shown: clients.length, total }), noun: 'clients' }}
      >
        {shown.map((c) => (
          <li key={c.id}>
            <Link
              to={`/trainer/clients/${c.id}`}
              className="flex items-center gap-3 px-4 py-3.5 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-5"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
              >
                {initials(c.firstName, c.lastName)}
              </span>
              {/* On a phone the adherence goes under the name, which keeps its width. */}
              <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
                <span className="min-w-0 sm:flex-1">
                  <span className="block truncate font-medium text-slate-900">
                    {c.firstName} {c.lastName}
                  </span>
                  <span className="block truncate text-sm text-slate-500">@{c.username}</span>
                </span>
                <RowFigures entry={adherence.get(c.id)} />
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ListCard>
      <PendingInvitations mine />
    </>
  );
}

/** My Clients (trainer): search by first or last name, rows open the client. */
export function ClientListPage() {
  return (
    <TrainerOnly>
      <ClientList />
    </TrainerOnly>
  );
}
