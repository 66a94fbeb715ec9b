/**
 * What other modules use of sign-in: who is calling (address and user agent), as an invitation's
 * acceptance records it. Other modules import only this file of the module (see apiLayers in
 * eslint.config.mjs).
 */
export { clientOf } from './auth.routes.ts';
export type { Client } from './auth.service.ts';
