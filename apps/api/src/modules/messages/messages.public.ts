/**
 * What other modules use of messages: a stored message as the contract shows it (the account
 * export). Other modules import only this file of the module (see apiLayers in eslint.config.mjs).
 */
export { toMessage } from './messages.repository.ts';
