import type { Module } from '../module.ts';
import { authRoutes } from './auth.routes.ts';
import { sessionsRoutes } from './sessions.routes.ts';
import { createSessionsService } from './sessions.service.ts';

/** Sign-in, sign-up, password resets and the signed-in person's sessions. */
export const authModule: Module<'auth' | 'sessions' | 'audit'> = async (app, { auth, sessions, audit }) => {
  authRoutes(app, auth);
  sessionsRoutes(app, createSessionsService({ sessions, audit }));
};
