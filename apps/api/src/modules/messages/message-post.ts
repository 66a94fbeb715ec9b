import type { User } from '@kinetic/contracts/auth';
import type { Message } from '@kinetic/contracts/messages';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../lib/events/bus.ts';
import type { Notifier } from '../notifications/notifications.public.ts';
import type { MessagesRepository, Thread } from './messages.repository.ts';

/** How much of a message its notification shows. */
const PREVIEW = 140;

/** The start of a message, as its notification and its mail show it. */
export const preview = (body: string) => (body.length > PREVIEW ? `${body.slice(0, PREVIEW - 1)}…` : body);

/** Where in the web app the recipient reads the conversation. */
export const conversationPath = (thread: Thread, recipientIsTrainer: boolean) =>
  recipientIsTrainer ? `/trainer/clients/${thread.clientId}#messages` : '/client/messages';

/** A message written, and what to announce once its transaction has committed. */
export interface PostedMessage {
  message: Message;
  recipientId: string;
  senderId: string;
  told: { userId: string; id: string }[];
}

/**
 * Writing a message of a conversation the caller has already been allowed into: `write` stores it
 * and its notification in the caller's transaction (with whatever else that transaction writes, so
 * both exist or neither); `announce`, after the commit, shows it live in both people's open tabs.
 */
export function createMessagePost(deps: { messages: MessagesRepository; notifier: Notifier; bus: EventBus }) {
  const { messages, notifier, bus } = deps;
  return {
    async write(
      thread: Thread,
      sender: User,
      text: string,
      workout: { id: string; name: string } | null,
      tx: Db,
    ): Promise<PostedMessage> {
      const toTrainer = thread.clientId === sender.id;
      const recipientId = toTrainer ? thread.trainerId : thread.clientId;
      const message = await messages.insert(
        {
          ...thread,
          senderId: sender.id,
          body: text,
          workoutId: workout?.id ?? null,
          workoutName: workout?.name ?? null,
        },
        tx,
      );
      const notice = {
        userId: recipientId,
        subjectId: sender.id,
        kind: 'message' as const,
        title: `Message from ${sender.firstName} ${sender.lastName}`,
        body: workout ? preview(`About ${workout.name}: ${text}`) : preview(text),
        link: conversationPath(thread, toTrainer),
      };
      return { message, recipientId, senderId: sender.id, told: await notifier.record([notice], tx) };
    },

    async announce({ message, recipientId, senderId, told }: PostedMessage): Promise<void> {
      await Promise.all([
        notifier.announce(told),
        bus.publish({ type: 'message', userId: recipientId, id: message.id }),
        bus.publish({ type: 'message', userId: senderId, id: message.id }),
      ]);
    },
  };
}

export type MessagePost = ReturnType<typeof createMessagePost>;
