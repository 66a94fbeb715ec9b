import type { Module } from '../module.ts';
import { createInvitationAcceptance } from './invitation-acceptance.ts';
import { createInvitationThrottle, DEFAULT_INVITATION_LIMITS } from './invitation-limits.ts';
import { invitationMails } from './invitation-mails.ts';
import { createInvitationsRepository } from './invitations.repository.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { createInvitationsService } from './invitations.service.ts';

/** Trainers and consultants invite people by mail; the link signs them up. */
export const invitationsModule: Module<
  | 'options'
  | 'settings'
  | 'db'
  | 'rateLimitStore'
  | 'users'
  | 'sessions'
  | 'audit'
  | 'mailer'
  | 'afterAnswer'
  | 'notifier'
> = async (app, core) => {
  const { settings, db, users, audit, notifier } = core;
  const invitations = createInvitationsRepository(db);
  const throttle = createInvitationThrottle(core.rateLimitStore, {
    ...DEFAULT_INVITATION_LIMITS,
    ...core.options.invitationLimits,
  });
  invitationsRoutes(
    app,
    createInvitationsService({
      db,
      invitations,
      users,
      audit,
      mailer: core.mailer,
      mails: invitationMails(settings.appName, settings.publicUrl),
      afterAnswer: core.afterAnswer,
      throttle,
    }),
    createInvitationAcceptance({
      db,
      invitations,
      users,
      sessions: core.sessions,
      audit,
      throttle,
      lifetimes: settings.sessions,
      notifier,
    }),
  );
};
