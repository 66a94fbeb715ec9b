import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRight, Search, Users } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { LoadMore, pagingOf } from '../../../components/ui/load-more.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { inputClasses, inputStateClasses } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { loadedItems } from '../../../lib/pages.ts';
import { useClients } from '../../../entities/clients/api/get-clients.ts';
import { initials, matchesClient } from '../lib/client-search.ts';
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx';
import { TrainerOnly } from './trainer-only.tsx';

function ClientList() {
  const query = useClients();
  const { data, isPending, refetch } = query;
  const [search, setSearch] = useState('');
  const { items: clients, total } = useMemo(() => loadedItems(data, 'clients'), [data]);
  const shown = useMemo(() => clients.filter((c) => matchesClient(c, search)), [clients, search]);

  return (
    <>
      <PageHeader
        title="My Clients"
        description={data ? `${shown.length} of ${total} clients` : 'Your assigned clients'}
      />
      <div className="relative mb-4">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          aria-label="Search clients"
          placeholder="Search by first or last name..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={cn(inputClasses, inputStateClasses(false), 'pl-9')}
        />
      </div>
      <Card className="overflow-hidden">
        {isPending ? (
          <LoadingState label="Loading clients..." />
        ) : query.isError && !data ? (
          <LoadError message="Your clients could not be loaded." onRetry={() => void refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState icon={<Users aria-hidden="true" className="size-8 text-slate-300" />}>
            {clients.length === 0
              ? 'No clients assigned to you yet.'
              : 'No clients found matching your search.'}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Clients">
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
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">
                      {c.firstName} {c.lastName}
                    </span>
                    <span className="block truncate text-sm text-slate-500">@{c.username}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <LoadMore
          paging={pagingOf(query, { shown: clients.length, total })}
          noun="clients"
          className="border-t border-slate-100"
        />
      </Card>
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
