import type { Message, MessageInput } from '@kinetic/contracts/messages';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { messageKeys } from './message-keys.ts';

/** POST /api/messages. */
export function sendMessage(input: MessageInput): Promise<{ message: Message }> {
  return api.post<{ message: Message }>('/messages', input);
}

export function useSendMessage(clientId: string | undefined) {
  return useInvalidatingMutation(sendMessage, messageKeys.thread(clientId));
}
