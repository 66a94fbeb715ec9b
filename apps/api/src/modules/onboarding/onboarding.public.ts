/**
 * What other modules use of onboarding: the client's stored answers and the flags read from them.
 * Other modules import only this file of the module (see apiLayers in eslint.config.mjs).
 */
export type { OnboardingRepository, StoredAnswers } from './onboarding.repository.ts';
export { intakeFlags, toAnswers } from './onboarding.service.ts';
