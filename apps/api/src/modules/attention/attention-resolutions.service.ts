import type { User } from '@kinetic/contracts/auth';
import type {
  AttentionKind,
  AttentionResolution,
  attentionResolutionInput,
} from '@kinetic/contracts/attention';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import type { AttentionResolutionsRepository } from './attention-resolutions.repository.ts';
import { DAY } from '../../lib/durations.ts';

const CLIENT_NOT_FOUND = 'Client not found';

type ResolutionBody = z.output<typeof attentionResolutionInput>;

/**
 * A trainer clears a reason one of their clients needs attention, or takes that back: each in one
 * transaction with its audit entry (the kind and how long, never the note: it may tell of health).
 */
export function createAttentionResolutionsService(deps: {
  db: Db;
  resolutions: AttentionResolutionsRepository;
  audit: AuditRepository;
}) {
  const { db, resolutions, audit } = deps;
  return {
    async clear(
      trainer: User,
      clientId: string,
      body: ResolutionBody,
      now = Date.now(),
    ): Promise<AttentionResolution> {
      const days = body.snoozeDays ?? null;
      const saved = await db.transaction(async (tx) => {
        const row = await resolutions.save(
          {
            trainerId: trainer.id,
            clientId,
            kind: body.kind,
            fact: body.fact,
            note: body.note,
            snoozedUntil: days === null ? null : new Date(now + days * DAY),
          },
          tx,
        );
        if (row)
          await audit.record(
            {
              actorId: trainer.id,
              subjectId: clientId,
              action: days === null ? 'attention.resolve' : 'attention.snooze',
              allowed: true,
              detail: days === null ? body.kind : `${body.kind} for ${days === 1 ? '1 day' : `${days} days`}`,
            },
            tx,
          );
        return row;
      });
      if (!saved) throw notFound(CLIENT_NOT_FOUND);
      return saved;
    },

    async reopen(trainer: User, clientId: string, kind: AttentionKind): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const gone = await resolutions.remove(trainer.id, clientId, kind, tx);
        if (gone)
          await audit.record(
            {
              actorId: trainer.id,
              subjectId: clientId,
              action: 'attention.reopen',
              allowed: true,
              detail: kind,
            },
            tx,
          );
        return gone;
      });
      if (!removed) throw notFound('Nothing of this kind was cleared for this client');
    },
  };
}

export type AttentionResolutionsService = ReturnType<typeof createAttentionResolutionsService>;
