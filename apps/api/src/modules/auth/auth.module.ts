import type { Module } from '../module.ts';
import { authRoutes } from './auth.routes.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { sessionsRoutes } from './sessions.routes.ts';
import { createSessionsService } from './sessions.service.ts';

/** Sign-in, sign-up, password resets and the signed-in person's sessions. */
export const authModule: Module<
  | 'settings'
  | 'db'
  | 'auth'
  | 'users'
  | 'sessions'
  | 'mfa'
  | 'audit'
  | 'mailer'
  | 'mails'
  | 'afterAnswer'
  | 'throttle'
> = async (app, core) => {
  const { settings, auth, sessions, audit } = core;
  const passwordReset = createPasswordResetService({
    ...core,
    publicUrl: settings.publicUrl,
    appName: settings.appName,
  });
  authRoutes(app, auth, passwordReset);
  sessionsRoutes(app, createSessionsService({ sessions, audit }));
};
