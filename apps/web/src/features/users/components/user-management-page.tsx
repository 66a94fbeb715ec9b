import { useState } from 'react';
import { Users } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
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
      <ListCard
        query={query}
        count={users.length}
        label="Users"
        errorMessage="Failed to load users"
        empty={
          <EmptyState icon={Users}>
            {search ? 'No users found matching your search.' : 'No users yet.'}
          </EmptyState>
        }
        footer={
          query.isFetchNextPageError && (
            <div className="border-t border-slate-100 px-4 py-3 sm:px-5">
              <LoadError compact message="Failed to load users" onRetry={() => void query.fetchNextPage()} />
            </div>
          )
        }
      >
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            open={openId === user.id}
            onToggle={() => setOpenId((current) => (current === user.id ? null : user.id))}
          />
        ))}
      </ListCard>
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
