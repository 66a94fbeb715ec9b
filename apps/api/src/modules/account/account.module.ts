import type { Module } from '../module.ts';
import { createAccountRepository } from './account.repository.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';

/** The signed-in person's own account: profile, password, their data's export and deletion. */
export const accountModule: Module<
  'settings' | 'db' | 'users' | 'audit' | 'throttle' | 'mailer' | 'afterAnswer' | 'objects'
> = async (app, { settings, db, users, audit, throttle, mailer, afterAnswer, objects }) => {
  accountRoutes(
    app,
    createAccountService({
      db,
      account: createAccountRepository(db),
      users,
      audit,
      throttle,
      mailer,
      afterAnswer,
      scratchDir: settings.dataDir,
      objects,
    }),
    settings.appName,
  );
};
