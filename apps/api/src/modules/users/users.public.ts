/**
 * What other modules use of users: the repository core builds, how an email is compared, and
 * refusals they share. Other modules import only this file of the module (see apiLayers in
 * eslint.config.mjs).
 */
export { normalizeEmail, type UsersRepository } from './users.repository.ts';
export { SELF_ASSIGN } from './users.service.ts';
