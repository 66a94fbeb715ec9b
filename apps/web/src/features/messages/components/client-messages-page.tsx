import { MessageCircle } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/list-states.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Conversation } from '../../../entities/messages/components/conversation.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** A client's conversation with their trainer. */
export function ClientMessagesPage() {
  const trainer = useAuthStore((s) => s.user?.trainer ?? null);
  const trainerName = trainer ? `${trainer.firstName} ${trainer.lastName}`.trim() : null;
  return (
    <>
      <PageHeader
        title="Messages"
        description={trainerName ? `Your conversation with ${trainerName}, your trainer.` : undefined}
      />
      <Card className="overflow-hidden p-0">
        {trainerName ? (
          <Conversation otherName={trainerName} workoutLink={(id) => `/client/workouts/${id}`} />
        ) : (
          <EmptyState icon={MessageCircle}>
            You do not have a trainer yet. Once one is assigned to you, you can write to them here.
          </EmptyState>
        )}
      </Card>
    </>
  );
}
