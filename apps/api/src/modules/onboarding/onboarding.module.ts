import type { Module } from '../module.ts';
import { onboardingRoutes } from './onboarding.routes.ts';
import { createOnboardingService } from './onboarding.service.ts';

/** The client's health intake. */
export const onboardingModule: Module<'db' | 'onboarding' | 'clients' | 'audit' | 'denied'> = async (
  app,
  { db, onboarding, clients, audit, denied },
) => {
  await onboardingRoutes(app, createOnboardingService({ db, onboarding, clients, audit, denied }));
};
