import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { usableDemoAccounts } from './db/seed/demo.ts';
import type { Settings } from './env.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { memoryRateLimitStore, type RateLimitStore } from './lib/rate-limiter.ts';
import { createAuthThrottle, DEFAULT_AUTH_LIMITS, type AuthLimits } from './modules/auth/auth-throttle.ts';
import { createAccountRepository } from './modules/account/account.repository.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import {
  createDeniedReads,
  DEFAULT_DENIED_READ_LIMITS,
  type DeniedReadLimits,
} from './modules/audit/denied-reads.ts';
import { accountMails } from './modules/auth/account-mails.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSessionActivity } from './modules/auth/session-activity.ts';
import { createSessionsRepository } from './modules/auth/sessions.repository.ts';
import { memoryEventBus, type EventBus } from './lib/events/bus.ts';
import { createLiveStreams } from './modules/notifications/live-streams.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createNotifier } from './modules/notifications/notifier.ts';
import { createMessagesRepository } from './modules/messages/messages.repository.ts';
import { createAttentionRepository } from './modules/attention/attention.repository.ts';
import { attentionRoutes } from './modules/attention/attention.routes.ts';
import { createAttentionResolutionsRepository } from './modules/attention/attention-resolutions.repository.ts';
import { createAttentionResolutionsService } from './modules/attention/attention-resolutions.service.ts';
import { createAttentionService } from './modules/attention/attention.service.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { createMessagesService } from './modules/messages/messages.service.ts';
import { createUnreadMessageMail } from './modules/messages/unread-mail.ts';
import { announcingSessionEnds } from './modules/notifications/session-events.ts';
import { sessionsRoutes } from './modules/auth/sessions.routes.ts';
import { createSessionsService } from './modules/auth/sessions.service.ts';
import { createMfaRepository } from './modules/mfa/mfa.repository.ts';
import { mfaRoutes } from './modules/mfa/mfa.routes.ts';
import { createMfaService } from './modules/mfa/mfa.service.ts';
import { createAfterAnswer } from './lib/after-answer.ts';
import { createAnswerCaches } from './lib/versioned-cache.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { createSecretBox, secretKeyMaterial } from './lib/secret-box.ts';
import { createOnboardingRepository } from './modules/onboarding/onboarding.repository.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { createOnboardingService } from './modules/onboarding/onboarding.service.ts';
import { createClientsRepository } from './modules/clients/clients.repository.ts';
import { createConditionsRepository } from './modules/conditions/conditions.repository.ts';
import { conditionsRoutes } from './modules/conditions/conditions.routes.ts';
import { createConditionsService } from './modules/conditions/conditions.service.ts';
import { createRecordsRepository } from './modules/records/records.repository.ts';
import { recordsRoutes } from './modules/records/records.routes.ts';
import { createRecordsService } from './modules/records/records.service.ts';
import { createPrescribingRepository } from './modules/prescribing/prescribing.repository.ts';
import { prescribingRoutes } from './modules/prescribing/prescribing.routes.ts';
import { createPrescribingService } from './modules/prescribing/prescribing.service.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { createClientsService } from './modules/clients/clients.service.ts';
import { createLibrariesRepository } from './modules/libraries/libraries.repository.ts';
import { librariesRoutes } from './modules/libraries/libraries.routes.ts';
import { createLibrariesService } from './modules/libraries/libraries.service.ts';
import { createMealsRepository } from './modules/meals/meals.repository.ts';
import { mealsRoutes } from './modules/meals/meals.routes.ts';
import { createMealsService } from './modules/meals/meals.service.ts';
import { createIdempotency } from './lib/idempotency.ts';
import { createProgressRepository } from './modules/progress/progress.repository.ts';
import { progressRoutes } from './modules/progress/progress.routes.ts';
import { createProgressService } from './modules/progress/progress.service.ts';
import { createAssignmentChangesRepository } from './modules/programs/program-assignment-changes.repository.ts';
import { createAssignmentChangesService } from './modules/programs/program-assignment-changes.service.ts';
import { createProgramAssignmentsRepository } from './modules/programs/program-assignments.repository.ts';
import { programAssignmentsRoutes } from './modules/programs/program-assignments.routes.ts';
import { createProgramsRepository } from './modules/programs/programs.repository.ts';
import { programsRoutes } from './modules/programs/programs.routes.ts';
import { createProgramsService } from './modules/programs/programs.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { createCalendarService } from './modules/calendar/calendar.service.ts';
import { createTemplatesRepository } from './modules/templates/templates.repository.ts';
import { templatesRoutes } from './modules/templates/templates.routes.ts';
import { createTemplatesService } from './modules/templates/templates.service.ts';
import { createWorkoutsRepository } from './modules/workouts/workouts.repository.ts';
import { workoutsRoutes } from './modules/workouts/workouts.routes.ts';
import { createWorkoutsService } from './modules/workouts/workouts.service.ts';
import { createCopyWriter } from './modules/workouts/copy-writer.ts';
import { findClashes } from './modules/workouts/schedule-clashes.ts';
import { copiesPreviewRoutes } from './modules/workouts/copies-preview.routes.ts';
import { createCopiesPreviewService } from './modules/workouts/copies-preview.service.ts';
import { reachableClientIds } from './modules/users/trainer-reach.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createInvitationAcceptance } from './modules/invitations/invitation-acceptance.ts';
import {
  createInvitationThrottle,
  DEFAULT_INVITATION_LIMITS,
  type InvitationLimits,
} from './modules/invitations/invitation-limits.ts';
import { invitationMails } from './modules/invitations/invitation-mails.ts';
import { createInvitationsRepository } from './modules/invitations/invitations.repository.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { createInvitationsService } from './modules/invitations/invitations.service.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerReplicaReads } from './plugins/replica-reads.ts';
import { registerBenchRoutes } from './plugins/bench-routes.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import type { UserLimits } from './plugins/user-limit-defaults.ts';
import { registerUserLimits } from './plugins/user-limits.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppOptions {
  settings: Settings;
  database: Database;
  mailer?: Mailer;
  /** Where rate limits count; default: Redis when the settings name one, else this process. */
  rateLimitStore?: RateLimitStore;
  authLimits?: Partial<AuthLimits>;
  /** Invitation mails per sender, link uses per address; default DEFAULT_INVITATION_LIMITS. */
  invitationLimits?: Partial<InvitationLimits>;
  deniedReadLimits?: DeniedReadLimits;
  /** Per-person limits; default: the settings' (USER_WRITES_PER_MINUTE, ...). */
  userLimits?: Partial<UserLimits>;
  /** Where the built web app is (default: the WEB_DIR setting); null serves none. */
  webDir?: string | null;
  /** Trust X-Forwarded-For from a load balancer in front; default: the TRUST_PROXY setting. */
  trustProxy?: boolean;
  /** How processes hear of each other's events; default: Redis, else PostgreSQL, else this process. */
  eventBus?: EventBus;
  /** The live streams' timings (tests shorten them) and caps (default DEFAULT_STREAM_CAPS). */
  liveStreams?: { heartbeatMs?: number; sweepMs?: number; perUser?: number; perSession?: number };
  /** Sees every route as it is registered (the tests hold each answer to its route's schema). */
  onRoute?: onRouteHookHandler;
}

/** Query strings may carry reset tokens: they are cut from logged URLs. */
const redactUrl = (url: string) => url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { settings, database } = options;
  const app = Fastify({
    logger:
      settings.logLevel === 'silent'
        ? false
        : {
            level: settings.logLevel,
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          },
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? settings.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonBody(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, { https: settings.publicUrl.startsWith('https:') });
  await registerDocs(app, { appName: settings.appName, publicUrl: settings.publicUrl });
  const caches = createAnswerCaches(settings.cacheMaxBytes);
  if (settings.metricsToken)
    registerMetrics(app, settings.metricsToken, {
      caches: caches.stats,
      pool: database.pool,
      streams: () => streams.count(),
      afterAnswer: () => afterAnswer.pending(),
    });

  const db = database.db;
  const rateLimitStore = options.rateLimitStore ?? (await sharedRateLimitStore(app, settings));
  const { reads } = database;
  const users = createUsersRepository(db, reads);
  const bus = options.eventBus ?? (await sharedEventBus(app, settings, database));
  const sessions = announcingSessionEnds(createSessionsRepository(db), bus);
  const notifications = createNotificationsRepository(db);
  const notifier = createNotifier({ notifications, bus });
  const messages = createMessagesRepository(db);
  const streams = createLiveStreams({
    bus,
    load: (type, userId, id) =>
      type === 'notification' ? notifications.findOf(userId, id) : messages.findFor(userId, id),
    liveSessions: (hashes) => sessions.liveOf(hashes),
    log: app.log,
    ...options.liveStreams,
  });
  // Open streams end first, so that closing the server does not wait for them.
  app.addHook('preClose', async () => streams.close());
  app.addHook('onClose', () => bus.close());
  const activity = createSessionActivity(sessions, app.log);
  const throttle = createAuthThrottle(rateLimitStore, {
    ...DEFAULT_AUTH_LIMITS,
    loginPerAddress: { ...DEFAULT_AUTH_LIMITS.loginPerAddress, max: settings.addressLimits.signIns },
    registerPerAddress: {
      ...DEFAULT_AUTH_LIMITS.registerPerAddress,
      max: settings.addressLimits.registrations,
    },
    ...options.authLimits,
  });
  const audit = createAuditRepository(db);
  const denied = createDeniedReads(
    audit,
    rateLimitStore,
    options.deniedReadLimits ?? DEFAULT_DENIED_READ_LIMITS,
  );
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: settings.smtpUrl, from: settings.mailFrom, dataDir: settings.dataDir }, app.log);
  const mails = accountMails(settings.appName);
  const afterAnswer = createAfterAnswer(app.log);
  const mfa = createMfaRepository(db);
  const mfaService = createMfaService({
    db,
    mfa,
    users,
    audit,
    throttle,
    box: createSecretBox(secretKeyMaterial(settings.mfa.secretKey, settings.dataDir)),
    mailer,
    mails,
    afterAnswer,
    appName: settings.appName,
  });
  const auth = createAuthService({
    db,
    users,
    sessions,
    activity,
    mfa,
    mfaService,
    audit,
    denied,
    mailer,
    mails,
    afterAnswer,
    throttle,
    lifetimes: settings.sessions,
    publicUrl: settings.publicUrl,
    appName: settings.appName,
  });
  registerAuth(app, auth, { mfaRequiredRoles: settings.mfa.requiredRoles });
  registerReplicaReads(app, { replica: database.replica, sessionUser: auth.userForTokenHash });
  registerUserLimits(app, {
    store: rateLimitStore,
    limits: { ...settings.userLimits, ...options.userLimits },
  });
  // Mails and session activity are written after the answer: closing waits for them (a few
  // seconds at most).
  app.addHook('onClose', async () => {
    const settled = Promise.all([afterAnswer.settle(), activity.settle()]);
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  });

  systemRoutes(app, database, {
    appName: settings.appName,
    contactEmail: settings.contact.email,
    contactPhone: settings.contact.phone,
    contactAddress: settings.contact.address,
    demo: settings.demo,
    demoAccounts: settings.demo ? await usableDemoAccounts(db) : null,
    mfaRequiredRoles: settings.mfa.requiredRoles,
  });
  authRoutes(app, auth);
  sessionsRoutes(app, createSessionsService({ sessions, audit }));
  mfaRoutes(app, mfaService);
  auditRoutes(app, createAuditService(audit));
  const clients = createClientsRepository(db, reads);
  const onboarding = createOnboardingRepository(db, reads);
  await onboardingRoutes(
    app,
    createOnboardingService({
      db,
      onboarding,
      clients,
      audit,
      denied,
    }),
  );
  librariesRoutes(
    app,
    createLibrariesService({ db, libraries: createLibrariesRepository(db, reads, caches) }),
  );
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
  const invitations = createInvitationsRepository(db);
  const invitationThrottle = createInvitationThrottle(rateLimitStore, {
    ...DEFAULT_INVITATION_LIMITS,
    ...options.invitationLimits,
  });
  invitationsRoutes(
    app,
    createInvitationsService({
      db,
      invitations,
      users,
      audit,
      mailer,
      mails: invitationMails(settings.appName, settings.publicUrl),
      afterAnswer,
      throttle: invitationThrottle,
    }),
    createInvitationAcceptance({
      db,
      invitations,
      users,
      sessions,
      audit,
      throttle: invitationThrottle,
      lifetimes: settings.sessions,
      notifier,
    }),
  );
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
    }),
    settings.appName,
  );
  clientsRoutes(app, createClientsService(clients));
  const conditions = createConditionsService({
    db,
    conditions: createConditionsRepository(db),
    clients,
    onboarding,
    audit,
    denied,
  });
  conditionsRoutes(app, conditions);
  const prescribing = createPrescribingRepository(db);
  prescribingRoutes(app, createPrescribingService({ prescribing, clients }));
  const recordsRepository = createRecordsRepository(db);
  recordsRoutes(app, createRecordsService({ records: recordsRepository }));
  const workouts = createWorkoutsRepository(db, reads, caches);
  const idempotency = createIdempotency(db);
  workoutsRoutes(
    app,
    createWorkoutsService({
      db,
      workouts,
      clients,
      notifier,
      warningsFor: (id) => conditions.warningsForWorkout(id),
      denied,
    }),
    idempotency,
  );
  const templates = createTemplatesRepository(db);
  copiesPreviewRoutes(
    app,
    createCopiesPreviewService({
      workouts,
      templates,
      denied,
      reachable: (trainerId, clientIds) => reachableClientIds(db, trainerId, clientIds),
      findClashes: (planned) => findClashes(db, planned),
      warningsFor: (clientIds, source) =>
        conditions.warningsForTemplates(
          clientIds,
          [source.id],
          source.kind === 'workout' ? 'workouts' : 'templates',
        ),
    }),
  );
  calendarRoutes(app, createCalendarService({ workouts, clients }));
  templatesRoutes(
    app,
    createTemplatesService({ templates, workouts, writeCopies: createCopyWriter({ workouts, notifier }) }),
  );
  programsRoutes(
    app,
    createProgramsService({
      programs: createProgramsRepository(db),
      assignments: createProgramAssignmentsRepository(db),
      templates,
      clients,
      notifier,
      warningsFor: (clientIds, templateIds) => conditions.warningsForTemplates(clientIds, templateIds),
      denied,
      reachable: (trainerId, clientIds) => reachableClientIds(db, trainerId, clientIds),
      findClashes: (planned) => findClashes(db, planned),
    }),
  );
  programAssignmentsRoutes(
    app,
    createAssignmentChangesService({
      changes: createAssignmentChangesRepository(db),
      notifier,
      denied,
      warningsFor: (clientId, workoutIds) =>
        conditions.warningsForTemplates([clientId], workoutIds, 'workouts'),
    }),
  );
  mealsRoutes(app, createMealsService({ meals: createMealsRepository(db), clients, denied }));
  progressRoutes(
    app,
    createProgressService({ progress: createProgressRepository(db), clients, denied }),
    idempotency,
  );

  notificationsRoutes(app, { notifications: createNotificationsService(notifications), streams });
  messagesRoutes(app, createMessagesService({ db, messages, clients, notifier, bus, denied }));
  if (settings.messageMail.everyMs > 0) {
    const stopMailing = createUnreadMessageMail({
      messages,
      mailer,
      appName: settings.appName,
      publicUrl: settings.publicUrl,
      afterMs: settings.messageMail.afterMs,
      log: app.log,
    }).every(settings.messageMail.everyMs);
    app.addHook('onClose', stopMailing);
  }
  attentionRoutes(
    app,
    createAttentionService({ attention: createAttentionRepository(reads), clients, denied }),
    createAttentionResolutionsService({
      db,
      resolutions: createAttentionResolutionsRepository(db),
      audit,
    }),
  );

  if (settings.benchRoutes) registerBenchRoutes(app);

  const webDir = options.webDir === undefined ? settings.webDir : options.webDir;
  if (webDir) await registerWebApp(app, webDir);
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
  return app;
}

/**
 * Several processes must count sign-in attempts together: with REDIS_URL the counts live in Redis
 * (closed with the app); without it, in this process's memory.
 */
async function sharedRateLimitStore(app: FastifyInstance, settings: Settings): Promise<RateLimitStore> {
  if (!settings.redis) return memoryRateLimitStore();
  // Loaded only when used: the Redis client adds to every start otherwise.
  const { connectRedisRateLimitStore } = await import('./lib/redis-rate-limit-store.ts');
  const store = await connectRedisRateLimitStore({ ...settings.redis, log: app.log });
  app.addHook('onClose', () => store.close());
  return store;
}

/**
 * Live events reach every API process: through Redis with REDIS_URL, else through PostgreSQL's
 * LISTEN/NOTIFY; the embedded database serves one process, whose events stay in it.
 */
async function sharedEventBus(
  app: FastifyInstance,
  settings: Settings,
  database: Database,
): Promise<EventBus> {
  if (settings.redis) {
    const { redisEventBus } = await import('./lib/events/redis-bus.ts');
    return redisEventBus({ ...settings.redis, log: app.log });
  }
  if (database.pool && database.url) {
    const { postgresEventBus } = await import('./lib/events/postgres-bus.ts');
    return postgresEventBus({ connectionString: database.url, pool: database.pool, log: app.log });
  }
  return memoryEventBus();
}
