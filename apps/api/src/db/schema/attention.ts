import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, emptyText, instant, ownedBy, uuidPrimaryKey } from './columns.ts';

/**
 * A trainer cleared one reason a client needs attention: resolved (`snoozedUntil` null) or snoozed
 * until then. It covers the facts that raised the reason (`fact`, as the signal names them), so a
 * new fact raises it again. One per trainer, client and kind: the newest clearing is all the signal
 * needs, and the audit trail keeps every one.
 */
export const attentionResolutions = pgTable(
  'attention_resolutions',
  {
    id: uuidPrimaryKey(),
    trainerId: ownedBy('trainer_id', () => users.id),
    clientId: ownedBy('client_id', () => users.id),
    kind: text('kind').notNull(),
    fact: text('fact').notNull(),
    note: emptyText('note'),
    snoozedUntil: instant('snoozed_until'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('attention_resolutions_reason_idx').on(t.trainerId, t.clientId, t.kind)],
);
