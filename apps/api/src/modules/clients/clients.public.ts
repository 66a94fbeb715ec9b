/**
 * What other modules use of a trainer's clients: the repository core builds, to check that a
 * client is a trainer's, and the audited check built on it. Other modules import only this file of
 * the module (see apiLayers in eslint.config.mjs).
 */
export type { ClientsRepository } from './clients.repository.ts';
export { createClientAccess, type ClientAccess } from './client-access.ts';
