import type { Module } from '../module.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

/** Users, roles and trainer assignments, run by consultants. */
export const usersModule: Module<
  | 'settings'
  | 'db'
  | 'users'
  | 'sessions'
  | 'throttle'
  | 'audit'
  | 'mailer'
  | 'mails'
  | 'afterAnswer'
  | 'notifier'
> = async (app, { settings, db, users, sessions, throttle, audit, mailer, mails, afterAnswer, notifier }) => {
  usersRoutes(
    app,
    createUsersService({
      db,
      users,
      sessions,
      throttle,
      audit,
      mailer,
      mails,
      afterAnswer,
      lifetimes: settings.sessions,
      notifier,
    }),
  );
};
