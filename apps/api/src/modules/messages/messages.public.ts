/**
 * What other modules use of messages: a stored message as the contract shows it (the account
 * export), and writing one into a conversation (a check-in's reply) so that it reaches the other
 * person as any message does. Other modules import only this file of the module (see apiLayers in
 * eslint.config.mjs).
 */
export { toMessage, type Thread } from './messages.repository.ts';
export { createMessagePost, type MessagePost, type PostedMessage } from './message-post.ts';
