import { resolve } from 'node:path';
import { z } from 'zod';
import { DB_DEFAULTS } from './db/client.ts';
import { WEB_DIST_DIR } from './paths.ts';

/**
 * Every setting the server reads, validated in one place. A bad value stops the start with a
 * message naming the setting.
 */
const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { message: 'must be 0 or 1' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message);
};

const settingsSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  WEB_DIR: z.string().min(1, 'must not be empty').optional(),
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
  BENCH_ROUTES: flag.default(false),
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
  /** The built web app the server serves (default apps/web/dist). */
  webDir: string;
  /**
   * PostgreSQL connections per process (the pool, the pipelined hot reads), the wait for a turn at
   * the database, statement_timeout.
   */
  db: { poolSize: number; readConnections: number; waitTimeoutMs: number; statementTimeoutMs: number };
  /** Redis for the counts several processes share (rate limits); unset: counted in this process. */
  redis: { url: string; prefix: string } | undefined;
  /** Behind a load balancer: the client's address is taken from X-Forwarded-For. */
  trustProxy: boolean;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appName: string;
  contact: { email: string; phone: string; address: string };
  demo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Bare reference routes for `npm run bench`; never on in production. */
  benchRoutes: boolean;
}

export class SettingsError extends Error {}

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
  return {
    port: s.PORT,
    host: s.HOST,
    databaseUrl: s.DATABASE_URL,
    dataDir: resolve(s.DATA_DIR),
    webDir: s.WEB_DIR ? resolve(s.WEB_DIR) : WEB_DIST_DIR,
    db: {
      poolSize: s.DB_POOL_SIZE,
      readConnections: s.DB_READ_CONNECTIONS,
      waitTimeoutMs: s.DB_WAIT_TIMEOUT_MS,
      statementTimeoutMs: s.DB_STATEMENT_TIMEOUT_MS,
    },
    redis: s.REDIS_URL ? { url: s.REDIS_URL, prefix: s.REDIS_PREFIX } : undefined,
    trustProxy: s.TRUST_PROXY,
    publicUrl,
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM ?? `${s.APP_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    appName: s.APP_NAME,
    contact: { email: s.CONTACT_EMAIL, phone: s.CONTACT_PHONE, address: s.CONTACT_ADDRESS },
    // Demo data only on the embedded database, unless asked for explicitly.
    demo: s.DEMO ?? !s.DATABASE_URL,
    logLevel: s.LOG_LEVEL,
    benchRoutes: s.BENCH_ROUTES,
  };
}
