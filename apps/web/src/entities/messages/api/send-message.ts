import { messagesCalls, type MessageInput } from '@kinetic/contracts/messages';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { messageKeys } from './message-keys.ts';

/** Writes to the trainer (a client) or to a client (a trainer). */
export function sendMessage(input: MessageInput) {
  return callApi(messagesCalls.send, { body: input });
}

export function useSendMessage(clientId: string | undefined) {
  return useInvalidatingMutation(sendMessage, messageKeys.thread(clientId));
}
