import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import type { MessagesRepository, UnmailedMessage } from './messages.repository.ts';
import { conversationPath, preview } from './message-post.ts';
import { repeatEvery } from '../../lib/repeat-every.ts';

/** Messages claimed at a time: a run claims batches until none is left. */
const BATCH = 200;

/** The mail about one conversation's unread messages to one person; `unread` is oldest first. */
export function unreadMessageMail(
  unread: UnmailedMessage[],
  options: { appName: string; publicUrl: string },
): Mail {
  const latest = unread[unread.length - 1]!;
  const recipientIsTrainer = latest.recipientId === latest.trainerId;
  const link = `${options.publicUrl}${conversationPath(latest, recipientIsTrainer)}`;
  const count = unread.length;
  const subject =
    count === 1
      ? `You have an unread message from ${latest.senderName}`
      : `You have ${count} unread messages from ${latest.senderName}`;
  return {
    to: latest.recipientEmail,
    subject,
    link,
    text: [
      'Hello,',
      '',
      `${latest.senderName} wrote to you on ${options.appName}${count === 1 ? '' : ` (${count} messages)`}, and it is still unread:`,
      '',
      `  "${preview(latest.body)}"`,
      '',
      `Read the conversation and answer: ${link}`,
    ].join('\n'),
  };
}

/**
 * Mails each person about the messages they have left unread for `afterMs`: one mail per
 * conversation, once per message. Every API process runs it; a message is claimed (marked mailed)
 * by one statement that skips the rows another process holds, so nobody is mailed twice. A mail
 * that cannot be sent gives its messages back to the next run.
 */
export function createUnreadMessageMail(deps: {
  messages: MessagesRepository;
  mailer: Mailer;
  appName: string;
  publicUrl: string;
  afterMs: number;
  log: FastifyBaseLogger;
}) {
  const { messages, mailer, log } = deps;
  const afterSeconds = Math.round(deps.afterMs / 1000);

  /** Mails one claimed batch; answers how many mails went. */
  async function mailBatch(claimed: UnmailedMessage[]): Promise<number> {
    const byConversation = new Map<string, UnmailedMessage[]>();
    for (const message of claimed) {
      // A deactivated person, or a conversation with a former trainer, gets no mail: its link
      // would lead nowhere. Those messages stay claimed, so they are not looked at again.
      if (!message.reachable) continue;
      const key = `${message.recipientId}:${message.clientId}:${message.trainerId}`;
      const list = byConversation.get(key);
      if (list) list.push(message);
      else byConversation.set(key, [message]);
    }
    let sent = 0;
    for (const unread of byConversation.values()) {
      try {
        await mailer.send(unreadMessageMail(unread, deps));
        sent++;
      } catch (err) {
        log.error({ err }, 'Could not send the mail about unread messages; it is tried again later');
        await messages.unclaim(unread.map((m) => m.id));
      }
    }
    return sent;
  }

  /** One run: claims and mails until nothing is due; answers how many mails went. */
  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await messages.claimUnmailed(afterSeconds, BATCH);
      sent += await mailBatch(claimed);
      if (claimed.length < BATCH) return sent;
    }
  }

  return {
    runOnce,
    /** Runs every `everyMs` (never two runs at once); answers a function that stops it. */
    every: (everyMs: number) =>
      repeatEvery(everyMs, runOnce, (err) =>
        log.warn({ err }, 'Could not look for unread messages to mail about'),
      ),
  };
}

export type UnreadMessageMail = ReturnType<typeof createUnreadMessageMail>;
