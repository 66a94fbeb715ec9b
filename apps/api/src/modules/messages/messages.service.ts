import type { User } from '@kinetic/contracts/auth';
import type { z } from 'zod';
import type {
  InboxAnswer,
  inboxQuery,
  Message,
  messageInput,
  messageListQuery,
} from '@kinetic/contracts/messages';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../lib/events/bus.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { DeniedReads } from '../audit/audit.public.ts';
import { createClientAccess, type ClientsRepository } from '../clients/clients.public.ts';
import type { Notifier } from '../notifications/notifications.public.ts';
import { createInboxRepository } from './inbox.repository.ts';
import { createMessagePost, preview } from './message-post.ts';
import type { MessagesRepository, Thread } from './messages.repository.ts';

const CLIENT_NOT_FOUND = 'Client not found';
const NO_TRAINER = 'You do not have a trainer to write to yet';
const WORKOUT_NOT_FOUND = 'Workout not found';

export function createMessagesService(deps: {
  db: Db;
  messages: MessagesRepository;
  clients: ClientsRepository;
  notifier: Notifier;
  bus: EventBus;
  denied: DeniedReads;
}) {
  const { db, messages, clients, notifier, bus, denied } = deps;
  const access = createClientAccess(deps);
  const inbox = createInboxRepository(db);
  const post = createMessagePost({ messages, notifier, bus });

  /**
   * The conversation the caller means: a trainer names the client (theirs, or 404); a client has
   * the one with their current trainer. A trainer reading a client's conversation is in the audit
   * trail (`reading`), read or refused.
   */
  async function threadOf(user: User, clientId: string | undefined, reading = false): Promise<Thread> {
    if (clientId !== undefined && user.roles.includes('TRAINER')) {
      const allowed = reading
        ? await access.reaches(user, clientId, 'messages.read')
        : await clients.isAssigned(user.id, clientId);
      if (!allowed) throw new HttpError(404, CLIENT_NOT_FOUND, [{ path: 'clientId', msg: CLIENT_NOT_FOUND }]);
      return { clientId, trainerId: user.id };
    }
    if (user.roles.includes('CLIENT') && (clientId === undefined || clientId === user.id)) {
      if (!user.trainerId) throw notFound(NO_TRAINER);
      return { clientId: user.id, trainerId: user.trainerId };
    }
    throw new HttpError(400, 'Choose a client', [{ path: 'clientId', msg: 'Choose a client' }]);
  }

  return {
    /** A page of the caller's conversation, newest first; the other person's messages are now read. */
    async list(user: User, query: z.output<typeof messageListQuery>): Promise<Message[]> {
      const thread = await threadOf(user, query.clientId, true);
      const page = await messages.list(thread, query);
      await messages.markRead(thread, user.id);
      return page;
    },

    /**
     * A trainer's conversations with their current clients, unread first, then the most recent.
     * Each conversation whose newest message it shows is a read of that client's messages (audit).
     */
    async inbox(user: User, query: z.output<typeof inboxQuery>): Promise<InboxAnswer> {
      const { rows, total } = await inbox.page(user.id, query);
      await denied.allowedReads(
        user.id,
        rows.filter((r) => r.last).map((r) => r.clientId),
        'messages.read',
      );
      return {
        total,
        conversations: rows.map((r) => ({
          client: { id: r.clientId, firstName: r.firstName, lastName: r.lastName },
          unread: r.unread,
          last: r.last && {
            senderId: r.last.senderId,
            preview: preview(r.last.body),
            createdAt: r.last.createdAt.toISOString(),
          },
        })),
      };
    },

    /** Sends a message, tells the other person, and shows it live in both people's open tabs. */
    async send(user: User, body: z.output<typeof messageInput>): Promise<Message> {
      const thread = await threadOf(user, body.clientId);
      const workoutName = body.workoutId
        ? await messages.workoutNameOf(thread.clientId, body.workoutId)
        : null;
      if (workoutName === undefined)
        throw new HttpError(404, WORKOUT_NOT_FOUND, [{ path: 'workoutId', msg: WORKOUT_NOT_FOUND }]);
      const workout = workoutName === null ? null : { id: body.workoutId!, name: workoutName };
      const posted = await db.transaction((tx) => post.write(thread, user, body.body, workout, tx));
      await post.announce(posted);
      return posted.message;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
