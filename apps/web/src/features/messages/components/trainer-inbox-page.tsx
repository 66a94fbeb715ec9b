import { useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { EmptyState } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RoleOnly } from '../../../components/ui/role-only.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useInbox } from '../api/get-inbox.ts';
import { InboxRow } from './inbox-row.tsx';

function Inbox() {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), 300);
  const query = useInbox(search);
  const pages = query.data?.pages ?? [];
  const conversations = pages.flatMap((p) => p.conversations);
  const unread = conversations.filter((c) => c.unread > 0).length;

  return (
    <>
      <PageHeader
        title="Messages"
        description={
          query.data ? (
            <span aria-live="polite">
              {unread
                ? `${unread} ${unread === 1 ? 'conversation' : 'conversations'} with unread messages`
                : 'All caught up'}
            </span>
          ) : (
            'Your conversations with your clients'
          )
        }
      />
      <SearchBox
        className="mb-4"
        label="Search conversations by client name"
        placeholder="Search by client name..."
        value={term}
        onChange={setTerm}
        searching={query.isPlaceholderData && query.isFetching}
      />
      <ListCard
        query={query}
        count={conversations.length}
        label="Conversations"
        errorMessage="Failed to load conversations"
        empty={
          <EmptyState icon={MessageCircle}>
            {search
              ? 'No client matches your search.'
              : 'No clients yet. Their conversations will show here.'}
          </EmptyState>
        }
      >
        {conversations.map((conversation) => (
          <InboxRow key={conversation.client.id} conversation={conversation} />
        ))}
      </ListCard>
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      )}
    </>
  );
}

/** A trainer's inbox: every client's conversation, unread first, then the most recent. */
export function TrainerInboxPage() {
  return (
    <RoleOnly role="TRAINER" message="Access denied. Trainer access required.">
      <Inbox />
    </RoleOnly>
  );
}
