import { resolve } from 'node:path';
import { ROLES, type Role } from '@kinetic/contracts/common';
import { z } from 'zod';
import { DB_DEFAULTS } from './db/client.ts';
import { DEFAULT_CACHE_MAX_BYTES } from './lib/versioned-cache.ts';
import { DEFAULT_KEPT_READS_MAX_BYTES } from './lib/object-storage/kept-reads.ts';
import { DEFAULT_AUTH_LIMITS } from './domain/auth-throttle.ts';
import type { SessionLifetimes } from './domain/session-lifetimes.ts';
import { DEFAULT_USER_LIMITS, type UserLimits } from './plugins/user-limit-defaults.ts';
import { WEB_DIST_DIR } from './paths.ts';
import type { ObjectStorageSettings } from './lib/object-storage/index.ts';
import { S3_SETTINGS, flag, objectStorageOf } from './env-object-storage.ts';
import { HOUR, MINUTE } from './lib/durations.ts';

/**
 * Every setting the server reads, validated in one place. A bad value stops the start with a
 * message naming the setting.
 */
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message);
};

/** A database connection URL, optional. */
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
  .optional();

/** A comma-separated list of roles, e.g. `CONSULTANT,TRAINER`; empty: none. */
const roleList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((r) => r.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(ROLES, { message: `must be a comma-separated list of ${ROLES.join(', ')}` })))
  .transform((roles) => [...new Set(roles)]);

const settingsSchema = z.object({
  PORT: wholeNumber(1, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: postgresUrl,
  DATABASE_READ_URL: postgresUrl,
  DATABASE_POOLER: z
    .enum(['none', 'transaction'], { message: 'must be none or transaction' })
    .default('none'),
  DATABASE_DIRECT_URL: postgresUrl,
  DATABASE_MIGRATION_URL: postgresUrl,
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  WEB_DIR: z.string().min(1, 'must not be empty').optional(),
  BACKUP_DIR: z.string().min(1, 'must not be empty').default('./backups'),
  DB_POOL_SIZE: wholeNumber(1, 1000).default(DB_DEFAULTS.poolSize),
  DB_READ_CONNECTIONS: wholeNumber(1, 100).default(DB_DEFAULTS.readConnections),
  DB_WAIT_TIMEOUT_MS: wholeNumber(100, 600_000).default(DB_DEFAULTS.waitTimeoutMs),
  DB_STATEMENT_TIMEOUT_MS: wholeNumber(0, 3_600_000).default(DB_DEFAULTS.statementTimeoutMs),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_PREFIX: z.string().max(100, 'must be at most 100 characters').default('kinetic:'),
  TRUST_PROXY: flag.default(false),
  PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must be a sender address').optional(),
  APP_NAME: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(60, 'must be at most 60 characters')
    .default('Kinetic'),
  CONTACT_EMAIL: z.email({ message: 'must be an email address' }).default('privacy@kinetic.example'),
  CONTACT_PHONE: z.string().min(1).default('+1 (555) 010-0199'),
  CONTACT_ADDRESS: z.string().min(1).default('100 Market Street, Springfield, USA'),
  DEMO: flag.optional(),
  SESSION_IDLE_MINUTES: wholeNumber(5, 525_600).default(7 * 24 * 60),
  SESSION_MAX_HOURS: wholeNumber(1, 8_760).default(30 * 24),
  CONSULTANT_SESSION_IDLE_MINUTES: wholeNumber(5, 525_600).default(30),
  CONSULTANT_SESSION_MAX_HOURS: wholeNumber(1, 8_760).default(12),
  MFA_REQUIRED_ROLES: roleList.default([]),
  MFA_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  BENCH_ROUTES: flag.default(false),
  CACHE_MAX_BYTES: wholeNumber(0, 4 * 1024 * 1024 * 1024).default(DEFAULT_CACHE_MAX_BYTES),
  THUMBNAIL_CACHE_MAX_BYTES: wholeNumber(0, 4 * 1024 * 1024 * 1024).default(DEFAULT_KEPT_READS_MAX_BYTES),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  USER_WRITES_PER_MINUTE: wholeNumber(1, 1_000_000).default(DEFAULT_USER_LIMITS.writes.max),
  USER_LIST_READS_PER_MINUTE: wholeNumber(1, 1_000_000).default(DEFAULT_USER_LIMITS.listReads.max),
  USER_OBJECT_READS_PER_MINUTE: wholeNumber(1, 1_000_000).default(DEFAULT_USER_LIMITS.objectReads.max),
  USER_EXPORTS_PER_HOUR: wholeNumber(1, 1_000_000).default(DEFAULT_USER_LIMITS.exports.max),
  SIGN_INS_PER_ADDRESS: wholeNumber(1, 1_000_000).default(DEFAULT_AUTH_LIMITS.loginPerAddress.max),
  REGISTRATIONS_PER_ADDRESS: wholeNumber(1, 1_000_000).default(DEFAULT_AUTH_LIMITS.registerPerAddress.max),
  MESSAGE_MAIL_AFTER_MINUTES: wholeNumber(1, 525_600).default(60),
  MESSAGE_MAIL_EVERY_SECONDS: wholeNumber(0, 86_400).default(60),
  PHOTO_SWEEP_EVERY_MINUTES: wholeNumber(0, 10_080).default(60),
  PHOTO_SWEEP_GRACE_MINUTES: wholeNumber(10, 10_080).default(60),
  CHECK_IN_REMINDER_EVERY_SECONDS: wholeNumber(0, 86_400).default(60),
  ...S3_SETTINGS,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

export interface Settings {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where `npm run backup` writes its files unless told otherwise (--out). */
  backupDir: string;
  /** The built web app the server serves (default apps/web/dist). */
  webDir: string;
  /**
   * PostgreSQL connections per process (the pool, the pipelined hot reads), the wait for a turn at
   * the database, statement_timeout; the read replica for the hot reads that may lag; whether
   * DATABASE_URL is a pooler in transaction mode, and the server itself (DATABASE_DIRECT_URL) for
   * the hot reads and what needs a session of its own.
   */
  db: {
    poolSize: number;
    readConnections: number;
    waitTimeoutMs: number;
    statementTimeoutMs: number;
    readUrl: string | undefined;
    pooler: 'none' | 'transaction';
    directUrl: string | undefined;
    /**
     * The role that owns the tables (DATABASE_MIGRATION_URL): migrations run as it, so that
     * DATABASE_URL may be a role with only the rights the app needs (see docs/operations.md).
     */
    migrationUrl: string | undefined;
  };
  /** Redis for the counts several processes share (rate limits); unset: counted in this process. */
  redis: { url: string; prefix: string } | undefined;
  /** Behind a load balancer: the client's address is taken from X-Forwarded-For. */
  trustProxy: boolean;
  /** Per signed-in person: writes and list reads a minute, data exports an hour. */
  userLimits: UserLimits;
  /**
   * Sign-ins per address in 15 minutes and registrations per address in an hour: raise them where
   * many people share one address (an office, a gym's network).
   */
  addressLimits: { signIns: number; registrations: number };
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appName: string;
  contact: { email: string; phone: string; address: string };
  /**
   * Demo mode: the demo accounts are created (once) and listed on the sign-in page, and every
   * screen says it is a demo. DEMO=1, or DEMO unset on the embedded database at a local PUBLIC_URL.
   */
  demo: boolean;
  /**
   * How long a session lives: idle (since it was last used) and absolute (since sign-in), in
   * milliseconds; tighter for users holding the consultant role.
   */
  sessions: SessionLifetimes;
  /** Two-step sign-in: roles that must set it up first; the key its secrets are encrypted with. */
  mfa: { requiredRoles: Role[]; secretKey: string | undefined };
  /**
   * The mail about messages left unread: sent once a message has been unread this long (ms),
   * looked for this often (ms; 0: never).
   */
  messageMail: { afterMs: number; everyMs: number };
  /** Photo files no row names are removed once this old (ms), looked for this often (ms; 0: never). */
  photoSweep: { graceMs: number; everyMs: number };
  /** How often the check-in reminders (due-day notification, evening mail) are looked for (ms; 0: never). */
  checkInReminderEveryMs: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Bare reference routes for `npm run bench`; never on in production. */
  benchRoutes: boolean;
  /** The bound of each cache of kept answers, in bytes (0: nothing kept, every read built). */
  cacheMaxBytes: number;
  /** The bound of the photo thumbnails kept in memory, in bytes (0: each read from the storage). */
  thumbnailCacheMaxBytes: number;
  /** GET /metrics for the operators' Prometheus, with this bearer token; unset: no such route. */
  metricsToken: string | undefined;
  /** Where progress photos are kept: files under DATA_DIR/objects, or an S3-compatible bucket. */
  objectStorage: ObjectStorageSettings;
}

export class SettingsError extends Error {}

/**
 * Without DEMO, demo data only for what is plainly someone trying the app on their own machine:
 * the embedded database, at a PUBLIC_URL on this machine (the default http://localhost:PORT).
 */
function isLocalTrial(publicUrl: string): boolean {
  const { protocol, hostname } = new URL(publicUrl);
  return protocol === 'http:' && /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(hostname);
}

/** Reads the settings from an environment (process.env by default). Empty values count as unset. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const raw = Object.fromEntries(
    Object.keys(settingsSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new SettingsError(`Invalid setting${lines.length > 1 ? 's' : ''}:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  const publicUrl = (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/+$/, '');
  if (s.DEMO === true && publicUrl.startsWith('https:')) {
    throw new SettingsError(
      `Invalid settings:\n  DEMO: the demo publishes its accounts' password on the sign-in page, so it cannot run at an https PUBLIC_URL (${publicUrl}). Unset DEMO (or set DEMO=0) to run for real; try the demo at a local PUBLIC_URL.`,
    );
  }
  if (s.DATABASE_MIGRATION_URL && !s.DATABASE_URL) {
    throw new SettingsError(
      'Invalid settings:\n  DATABASE_MIGRATION_URL: the owner role runs the migrations of a PostgreSQL server; set DATABASE_URL to that server too.',
    );
  }
  if (s.DATABASE_READ_URL && !s.DATABASE_URL) {
    throw new SettingsError(
      'Invalid settings:\n  DATABASE_READ_URL: a read replica is a copy of a PostgreSQL server; set DATABASE_URL to that server too (the embedded database has no replicas).',
    );
  }
  if (s.DATABASE_POOLER === 'transaction' && !s.DATABASE_URL) {
    throw new SettingsError(
      'Invalid settings:\n  DATABASE_POOLER: transaction names a pooler in front of PostgreSQL; set DATABASE_URL to its address.',
    );
  }
  // Through a pooler in transaction mode a LISTEN stays on whichever server connection ran it, so
  // live events between processes need Redis or a connection to the server itself.
  if (s.DATABASE_POOLER === 'transaction' && !s.REDIS_URL && !s.DATABASE_DIRECT_URL) {
    throw new SettingsError(
      'Invalid settings:\n  DATABASE_POOLER: behind a pooler in transaction mode, live events need REDIS_URL or DATABASE_DIRECT_URL (PostgreSQL itself, for LISTEN).',
    );
  }
  return {
    port: s.PORT,
    host: s.HOST,
    databaseUrl: s.DATABASE_URL,
    dataDir: resolve(s.DATA_DIR),
    backupDir: resolve(s.BACKUP_DIR),
    webDir: s.WEB_DIR ? resolve(s.WEB_DIR) : WEB_DIST_DIR,
    db: {
      poolSize: s.DB_POOL_SIZE,
      readConnections: s.DB_READ_CONNECTIONS,
      waitTimeoutMs: s.DB_WAIT_TIMEOUT_MS,
      statementTimeoutMs: s.DB_STATEMENT_TIMEOUT_MS,
      readUrl: s.DATABASE_READ_URL,
      pooler: s.DATABASE_POOLER,
      directUrl: s.DATABASE_DIRECT_URL,
      migrationUrl: s.DATABASE_MIGRATION_URL,
    },
    redis: s.REDIS_URL ? { url: s.REDIS_URL, prefix: s.REDIS_PREFIX } : undefined,
    trustProxy: s.TRUST_PROXY,
    addressLimits: { signIns: s.SIGN_INS_PER_ADDRESS, registrations: s.REGISTRATIONS_PER_ADDRESS },
    userLimits: {
      writes: { max: s.USER_WRITES_PER_MINUTE, windowMs: 60_000 },
      listReads: { max: s.USER_LIST_READS_PER_MINUTE, windowMs: 60_000 },
      objectReads: { max: s.USER_OBJECT_READS_PER_MINUTE, windowMs: 60_000 },
      exports: { max: s.USER_EXPORTS_PER_HOUR, windowMs: HOUR },
    },
    publicUrl,
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM ?? `${s.APP_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    appName: s.APP_NAME,
    contact: { email: s.CONTACT_EMAIL, phone: s.CONTACT_PHONE, address: s.CONTACT_ADDRESS },
    demo: s.DEMO ?? (!s.DATABASE_URL && isLocalTrial(publicUrl)),
    sessions: {
      idleMs: s.SESSION_IDLE_MINUTES * MINUTE,
      maxMs: s.SESSION_MAX_HOURS * HOUR,
      consultantIdleMs: s.CONSULTANT_SESSION_IDLE_MINUTES * MINUTE,
      consultantMaxMs: s.CONSULTANT_SESSION_MAX_HOURS * 60 * MINUTE,
    },
    mfa: { requiredRoles: s.MFA_REQUIRED_ROLES, secretKey: s.MFA_SECRET_KEY },
    messageMail: {
      afterMs: s.MESSAGE_MAIL_AFTER_MINUTES * MINUTE,
      everyMs: s.MESSAGE_MAIL_EVERY_SECONDS * 1000,
    },
    photoSweep: {
      graceMs: s.PHOTO_SWEEP_GRACE_MINUTES * MINUTE,
      everyMs: s.PHOTO_SWEEP_EVERY_MINUTES * MINUTE,
    },
    checkInReminderEveryMs: s.CHECK_IN_REMINDER_EVERY_SECONDS * 1000,
    logLevel: s.LOG_LEVEL,
    benchRoutes: s.BENCH_ROUTES,
    cacheMaxBytes: s.CACHE_MAX_BYTES,
    thumbnailCacheMaxBytes: s.THUMBNAIL_CACHE_MAX_BYTES,
    metricsToken: s.METRICS_TOKEN,
    objectStorage: objectStorageOf(s, (message) => new SettingsError(message)),
  };
}
