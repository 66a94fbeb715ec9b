import { usableDemoAccounts } from '../../db/seed/demo.ts';
import type { Module } from '../module.ts';
import { systemRoutes } from './system.routes.ts';

/** Health, the public configuration and the demo accounts. */
export const systemModule: Module<'settings' | 'database'> = async (app, { settings, database }) => {
  systemRoutes(app, database, {
    appName: settings.appName,
    contactEmail: settings.contact.email,
    contactPhone: settings.contact.phone,
    contactAddress: settings.contact.address,
    demo: settings.demo,
    demoAccounts: settings.demo ? await usableDemoAccounts(database.db) : null,
    mfaRequiredRoles: settings.mfa.requiredRoles,
  });
};
