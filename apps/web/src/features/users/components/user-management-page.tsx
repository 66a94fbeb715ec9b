import { useState } from 'react';
import { Users } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useUsers } from '../api/get-users.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { effectiveSearch, SEARCH_DEBOUNCE_MS, SEARCH_HINT, userCountText } from '../lib/user-texts.ts';
import { PendingInvitations } from '../../../entities/invitations/components/pending-invitations.tsx';
import { ConsultantOnly } from './consultant-only.tsx';
import { UserInviteActions } from './invite-user-dialog.tsx';
import { UserRow } from './user-row.tsx';

function UserManagement() {
  const [term, setTerm] = useState('');
  const search = effectiveSearch(useDebouncedValue(term, SEARCH_DEBOUNCE_MS));
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useUsers(search);
  const pages = query.data?.pages ?? [];
  const users = pages.flatMap((p) => p.users);
  const total = pages[0]?.total ?? 0;
  const searching = query.isPlaceholderData && query.isFetching;

  return (
    <>
      <PageHeader
        title="User Management"
        description={
          query.data ? (
            <span aria-live="polite">{userCountText(total)}</span>
          ) : (
            'Roles, trainers and account status of everyone on Kinetic'
          )
        }
        actions={<UserInviteActions />}
      />
      <SearchBox
        className="mb-4"
        label="Search users"
        placeholder={SEARCH_HINT}
        value={term}
        onChange={setTerm}
        searching={searching}
      />
      <Card className="overflow-hidden">
        {query.isPending ? (
          <LoadingState label="Loading users..." />
        ) : query.isError && users.length === 0 ? (
          <LoadError message="Failed to load users" onRetry={() => void query.refetch()} />
        ) : users.length === 0 ? (
          <EmptyState icon={<Users aria-hidden="true" className="size-8 text-slate-300" />}>
            {search ? 'No users found matching your search.' : 'No users yet.'}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Users">
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                open={openId === user.id}
                onToggle={() => setOpenId((current) => (current === user.id ? null : user.id))}
              />
            ))}
          </ul>
        )}
        {query.isFetchNextPageError && (
          <div className="border-t border-slate-100 px-4 py-3 sm:px-5">
            <LoadError compact message="Failed to load users" onRetry={() => void query.fetchNextPage()} />
          </div>
        )}
      </Card>
      {query.hasNextPage && (
        <div className="mt-4 flex flex-col items-center gap-2">
          <p className="text-xs text-slate-500">
            Showing {users.length} of {total}
          </p>
          <Button
            variant="secondary"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      )}
      <PendingInvitations mine={false} />
    </>
  );
}

/** User Management (consultant): search, list and edit every user. */
export function UserManagementPage() {
  return (
    <ConsultantOnly>
      <UserManagement />
    </ConsultantOnly>
  );
}
