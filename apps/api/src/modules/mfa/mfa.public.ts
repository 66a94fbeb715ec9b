/**
 * What other modules use of two-step sign-in: its repository and service, which sign-in and
 * password reset call. Other modules import only this file of the module (see apiLayers in
 * eslint.config.mjs).
 */
export type { MfaRepository } from './mfa.repository.ts';
export type { MfaService, SecondStep } from './mfa.service.ts';
