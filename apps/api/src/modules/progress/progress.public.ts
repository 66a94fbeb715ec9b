/**
 * What other modules use of progress: a stored entry as the contract shows it (the account
 * export). Other modules import only this file of the module (see apiLayers in eslint.config.mjs).
 */
export { toEntry } from './progress.repository.ts';
