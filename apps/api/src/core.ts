import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app-options.ts';
import type { Settings } from './env.ts';
import { memoryEventBus, type EventBus } from './lib/events/bus.ts';
import { createAfterAnswer } from './lib/after-answer.ts';
import { createIdempotency } from './lib/idempotency.ts';
import { createMailer } from './lib/mailer.ts';
import { createObjectStorage, type ObjectStorage } from './lib/object-storage/index.ts';
import { keepSmallReads } from './lib/object-storage/kept-reads.ts';
import { memoryRateLimitStore, type RateLimitStore } from './lib/rate-limiter.ts';
import { createSecretBox, secretKeyMaterial } from './lib/secret-box.ts';
import { createAnswerCaches } from './lib/versioned-cache.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { createDeniedReads, DEFAULT_DENIED_READ_LIMITS } from './modules/audit/denied-reads.ts';
import { accountMails } from './domain/account-mails.ts';
import { createAuthThrottle, DEFAULT_AUTH_LIMITS } from './domain/auth-throttle.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSessionActivity } from './modules/auth/session-activity.ts';
import { createSessionsRepository } from './domain/sessions.repository.ts';
import { createClientsRepository } from './modules/clients/clients.repository.ts';
import { createConditionsRepository } from './modules/conditions/conditions.repository.ts';
import { createConditionsService } from './modules/conditions/conditions.service.ts';
import { createMessagesRepository } from './modules/messages/messages.repository.ts';
import { createMfaRepository } from './modules/mfa/mfa.repository.ts';
import { createMfaService } from './modules/mfa/mfa.service.ts';
import { createLiveStreams } from './modules/notifications/live-streams.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createNotifier } from './modules/notifications/notifier.ts';
import { announcingSessionEnds } from './modules/notifications/session-events.ts';
import { createOnboardingRepository } from './modules/onboarding/onboarding.repository.ts';
import { createLibrariesRepository } from './modules/libraries/libraries.repository.ts';
import { createTemplatesRepository } from './modules/templates/templates.repository.ts';
import { reachableClientIds } from './domain/trainer-reach.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { findClashes } from './modules/workouts/schedule-clashes.ts';
import { createWorkoutsRepository } from './modules/workouts/workouts.repository.ts';
import type { PlannedWorkout } from './modules/workouts/scheduled-cap.ts';

/**
 * What the modules share: the infrastructure (database, caches, mail, rate limits, events, the
 * audit log) and the few repositories and services more than one module reads. Each module's
 * plugin names the parts it takes (`Pick<Core, ...>`), so its dependencies stay explicit.
 */
export async function createCore(app: FastifyInstance, options: AppOptions) {
  const { settings, database } = options;
  const { db, reads } = database;
  const log = app.log;
  const caches = createAnswerCaches(settings.cacheMaxBytes);
  const rateLimitStore = options.rateLimitStore ?? (await sharedRateLimitStore(app, settings));
  const bus = options.eventBus ?? (await sharedEventBus(app, settings, options.database));
  const users = createUsersRepository(db, reads);
  const sessions = announcingSessionEnds(createSessionsRepository(db), bus);
  const notifications = createNotificationsRepository(db);
  const notifier = createNotifier({ notifications, bus });
  const messages = createMessagesRepository(db);
  const streams = createLiveStreams({
    bus,
    load: (type, userId, id) =>
      type === 'notification' ? notifications.findOf(userId, id) : messages.findFor(userId, id),
    liveSessions: (hashes) => sessions.liveOf(hashes),
    log,
    ...options.liveStreams,
  });
  // Open streams end first, so that closing the server does not wait for them.
  app.addHook('preClose', async () => streams.close());
  app.addHook('onClose', () => bus.close());
  const activity = createSessionActivity(sessions, log);
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
    createMailer({ smtpUrl: settings.smtpUrl, from: settings.mailFrom, dataDir: settings.dataDir }, log);
  const mails = accountMails(settings.appName);
  const afterAnswer = createAfterAnswer(log);
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
  });
  // Mails and session activity are written after the answer: closing waits for them (a few
  // seconds at most).
  app.addHook('onClose', async () => {
    const settled = Promise.all([afterAnswer.settle(), activity.settle()]);
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  });

  const clients = createClientsRepository(db, reads);
  // Thumbnails are read far more often than written, and never change under their key.
  const objects = keepSmallReads(
    options.objectStorage ?? ownObjectStorage(app, settings),
    settings.thumbnailCacheMaxBytes,
  );
  caches.track(objects);
  const onboarding = createOnboardingRepository(db, reads);
  return {
    settings,
    database,
    db,
    reads,
    log,
    caches,
    rateLimitStore,
    bus,
    users,
    sessions,
    notifications,
    notifier,
    messages,
    streams,
    throttle,
    audit,
    denied,
    mailer,
    mails,
    afterAnswer,
    mfa,
    mfaService,
    auth,
    idempotency: createIdempotency(db),
    /** Progress photos' files: under DATA_DIR or in an S3-compatible bucket. */
    objects,
    clients,
    onboarding,
    /** Health warnings: the workouts, templates and programs modules show them before a write. */
    conditions: createConditionsService({
      db,
      conditions: createConditionsRepository(db),
      clients,
      onboarding,
      audit,
      denied,
    }),
    workouts: createWorkoutsRepository(db, reads, caches),
    /** The shared libraries (one cache of their pages): the diary's food search reads them too. */
    libraries: createLibrariesRepository(db, reads, caches),
    templates: createTemplatesRepository(db),
    /** Which of these clients the trainer may reach (current, active clients). */
    reachable: (trainerId: string, clientIds: string[]) => reachableClientIds(db, trainerId, clientIds),
    /** The clients' workouts already on the days planned. */
    findClashes: (planned: PlannedWorkout[]) => findClashes(db, planned),
    options,
  };
}

export type Core = Awaited<ReturnType<typeof createCore>>;

/** The settings' object storage, closed with the app. */
function ownObjectStorage(app: FastifyInstance, settings: Settings): ObjectStorage {
  const storage = createObjectStorage(settings.objectStorage, settings.dataDir);
  app.addHook('onClose', async () => storage.close());
  return storage;
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
  database: AppOptions['database'],
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
