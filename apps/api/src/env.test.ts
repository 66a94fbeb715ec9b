import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from './env.ts';

describe('loadSettings', () => {
  it('has working defaults: port 3000, ./data, Kinetic, demo on the embedded database', () => {
    const s = loadSettings({});
    expect(s).toMatchObject({
      port: 3000,
      appName: 'Kinetic',
      demo: true,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
    });
    expect(s.dataDir).toMatch(/\/data$/);
    expect(s.mailFrom).toBe('Kinetic <no-reply@localhost>');
  });

  it('limits sign-ins and registrations per address, 100 in 15 minutes and 20 an hour unless raised', () => {
    expect(loadSettings({}).addressLimits).toEqual({ signIns: 100, registrations: 20 });
    expect(
      loadSettings({ SIGN_INS_PER_ADDRESS: '2000', REGISTRATIONS_PER_ADDRESS: '500' }).addressLimits,
    ).toEqual({ signIns: 2000, registrations: 500 });
    expect(() => loadSettings({ SIGN_INS_PER_ADDRESS: '0' })).toThrow(SettingsError);
  });

  it('mails about a message unread for an hour, looking every minute, unless told otherwise (0: never)', () => {
    expect(loadSettings({}).messageMail).toEqual({ afterMs: 3_600_000, everyMs: 60_000 });
    expect(
      loadSettings({ MESSAGE_MAIL_AFTER_MINUTES: '1440', MESSAGE_MAIL_EVERY_SECONDS: '0' }).messageMail,
    ).toEqual({ afterMs: 86_400_000, everyMs: 0 });
    expect(() => loadSettings({ MESSAGE_MAIL_AFTER_MINUTES: '0' })).toThrow(
      'MESSAGE_MAIL_AFTER_MINUTES: must be a whole number from 1 to 525600',
    );
  });

  it('keeps photos under DATA_DIR unless S3_* name a bucket, and then needs the bucket and both keys', () => {
    expect(loadSettings({}).objectStorage).toEqual({ kind: 'files' });
    expect(() => loadSettings({ S3_BUCKET: 'photos' })).toThrow(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(() =>
      loadSettings({ S3_BUCKET: 'Not A Bucket', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    ).toThrow('S3_BUCKET: must be a bucket name');
    expect(
      loadSettings({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'photos',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }).objectStorage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'photos',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('keeps 8 MiB of answers per cache unless told (0: none), and has metrics only with a long token', () => {
    expect(loadSettings({})).toMatchObject({ cacheMaxBytes: 8_388_608, metricsToken: undefined });
    expect(loadSettings({ CACHE_MAX_BYTES: '0' }).cacheMaxBytes).toBe(0);
    expect(loadSettings({}).thumbnailCacheMaxBytes).toBe(8_388_608);
    expect(loadSettings({ THUMBNAIL_CACHE_MAX_BYTES: '0' }).thumbnailCacheMaxBytes).toBe(0);
    expect(() => loadSettings({ CACHE_MAX_BYTES: '-1' })).toThrow('CACHE_MAX_BYTES: must be a whole number');
    expect(() => loadSettings({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: must be at least 32 characters',
    );
    expect(loadSettings({ METRICS_TOKEN: 'x'.repeat(32) }).metricsToken).toBe('x'.repeat(32));
  });

  it('turns demo off with DATABASE_URL unless DEMO=1, and off with DEMO=0', () => {
    expect(loadSettings({ DATABASE_URL: 'postgres://db/kinetic' }).demo).toBe(false);
    expect(loadSettings({ DATABASE_URL: 'postgres://db/kinetic', DEMO: '1' }).demo).toBe(true);
    expect(loadSettings({ DEMO: '0' }).demo).toBe(false);
  });

  it('without DEMO, demo data only for a local trial: the embedded database at a local PUBLIC_URL', () => {
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(loadSettings({ PUBLIC_URL: local }).demo, local).toBe(true);
    }
    for (const published of [
      'https://coach.example.com',
      'https://localhost:3000',
      'http://coach.example.com',
      'http://192.168.1.20:3000',
      'http://localhost.example.com',
    ]) {
      expect(loadSettings({ PUBLIC_URL: published }).demo, published).toBe(false);
    }
    expect(loadSettings({ PUBLIC_URL: 'http://coach.example.com', DEMO: '1' }).demo).toBe(true);
  });

  it('refuses DEMO=1 at an https PUBLIC_URL, naming both settings', () => {
    const start = () => loadSettings({ DEMO: '1', PUBLIC_URL: 'https://coach.example.com' });
    expect(start).toThrow(SettingsError);
    expect(start).toThrow(/DEMO: .*https PUBLIC_URL \(https:\/\/coach\.example\.com\)/);
    expect(loadSettings({ DEMO: '0', PUBLIC_URL: 'https://coach.example.com' }).demo).toBe(false);
  });

  it.each([
    ['PORT', 'abc', 'PORT: must be a whole number from 1 to 65535'],
    ['PORT', '70000', 'PORT: must be a whole number from 1 to 65535'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: must be a postgres:// or postgresql:// connection URL'],
    [
      'DATABASE_READ_URL',
      'redis://x',
      'DATABASE_READ_URL: must be a postgres:// or postgresql:// connection URL',
    ],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL: must be an absolute http(s) URL'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    ['CONTACT_EMAIL', 'nobody', 'CONTACT_EMAIL: must be an email address'],
    ['DEMO', 'maybe', 'DEMO: must be 0 or 1'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL: must be one of'],
    ['DB_POOL_SIZE', '0', 'DB_POOL_SIZE: must be a whole number from 1 to 1000'],
    ['DB_READ_CONNECTIONS', '0', 'DB_READ_CONNECTIONS: must be a whole number from 1 to 100'],
    ['DB_WAIT_TIMEOUT_MS', '5s', 'DB_WAIT_TIMEOUT_MS: must be a whole number from 100 to 600000'],
    ['DB_STATEMENT_TIMEOUT_MS', '-1', 'DB_STATEMENT_TIMEOUT_MS: must be a whole number from 0 to 3600000'],
    ['REDIS_URL', 'http://cache:6379', 'REDIS_URL: must be a redis:// or rediss:// URL'],
    ['TRUST_PROXY', 'sometimes', 'TRUST_PROXY: must be 0 or 1'],
  ])('stops on a bad %s with a message naming it', (name, value, message) => {
    expect(() => loadSettings({ [name]: value })).toThrow(SettingsError);
    expect(() => loadSettings({ [name]: value })).toThrow(message);
  });

  it('serves the web app from apps/web/dist unless WEB_DIR names another build', () => {
    expect(loadSettings({}).webDir).toMatch(/\/apps\/web\/dist$/);
    expect(loadSettings({ WEB_DIR: '/srv/kinetic-web' }).webDir).toBe('/srv/kinetic-web');
  });

  it('bounds the wait for the database: 10 + 2 connections, 5 s wait, 30 s statements by default', () => {
    expect(loadSettings({}).db).toEqual({
      poolSize: 10,
      readConnections: 2,
      waitTimeoutMs: 5000,
      statementTimeoutMs: 30000,
      readUrl: undefined,
      pooler: 'none',
      directUrl: undefined,
    });
    expect(
      loadSettings({
        DB_POOL_SIZE: '4',
        DB_READ_CONNECTIONS: '3',
        DB_WAIT_TIMEOUT_MS: '800',
        DB_STATEMENT_TIMEOUT_MS: '0',
      }).db,
    ).toEqual({
      poolSize: 4,
      readConnections: 3,
      waitTimeoutMs: 800,
      statementTimeoutMs: 0,
      readUrl: undefined,
      pooler: 'none',
      directUrl: undefined,
    });
  });

  it('behind a pooler in transaction mode: DATABASE_URL names it, and live events need Redis or PostgreSQL itself', () => {
    const pooler = { DATABASE_URL: 'postgres://pgbouncer:6432/kinetic', DATABASE_POOLER: 'transaction' };
    expect(loadSettings({ ...pooler, REDIS_URL: 'redis://cache:6379' }).db).toMatchObject({
      pooler: 'transaction',
      directUrl: undefined,
    });
    expect(loadSettings({ ...pooler, DATABASE_DIRECT_URL: 'postgres://db:5432/kinetic' }).db).toMatchObject({
      pooler: 'transaction',
      directUrl: 'postgres://db:5432/kinetic',
    });
    expect(() => loadSettings(pooler)).toThrow(
      'DATABASE_POOLER: behind a pooler in transaction mode, live events need REDIS_URL or DATABASE_DIRECT_URL',
    );
    expect(() => loadSettings({ DATABASE_POOLER: 'transaction', REDIS_URL: 'redis://cache:6379' })).toThrow(
      'DATABASE_POOLER: transaction names a pooler in front of PostgreSQL; set DATABASE_URL to its address.',
    );
    expect(() => loadSettings({ DATABASE_POOLER: 'session' })).toThrow(
      'DATABASE_POOLER: must be none or transaction',
    );
    expect(() => loadSettings({ ...pooler, DATABASE_DIRECT_URL: 'db:5432' })).toThrow(
      'DATABASE_DIRECT_URL: must be a postgres:// or postgresql:// connection URL',
    );
  });

  it('reads from a replica only with DATABASE_READ_URL beside DATABASE_URL', () => {
    const primary = 'postgres://primary/kinetic';
    const replica = 'postgres://replica/kinetic';
    expect(loadSettings({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).db.readUrl).toBe(replica);
    expect(loadSettings({ DATABASE_URL: primary }).db.readUrl).toBeUndefined();
    const alone = () => loadSettings({ DATABASE_READ_URL: replica });
    expect(alone).toThrow(SettingsError);
    expect(alone).toThrow(/DATABASE_READ_URL: .*set DATABASE_URL/);
  });

  it('session lifetimes: 7 days idle and 30 in all, 30 minutes and 12 hours for consultants, each a setting', () => {
    const day = 86_400_000;
    expect(loadSettings({}).sessions).toEqual({
      idleMs: 7 * day,
      maxMs: 30 * day,
      consultantIdleMs: 30 * 60_000,
      consultantMaxMs: 12 * 3_600_000,
    });
    const s = loadSettings({
      SESSION_IDLE_MINUTES: '60',
      SESSION_MAX_HOURS: '24',
      CONSULTANT_SESSION_IDLE_MINUTES: '15',
      CONSULTANT_SESSION_MAX_HOURS: '8',
    });
    expect(s.sessions).toEqual({
      idleMs: 3_600_000,
      maxMs: day,
      consultantIdleMs: 15 * 60_000,
      consultantMaxMs: 8 * 3_600_000,
    });
    expect(() => loadSettings({ SESSION_IDLE_MINUTES: '1' })).toThrow(
      'SESSION_IDLE_MINUTES: must be a whole number from 5 to 525600',
    );
  });

  it('two-step sign-in: MFA_REQUIRED_ROLES lists roles, MFA_SECRET_KEY is long enough', () => {
    expect(loadSettings({}).mfa).toEqual({ requiredRoles: [], secretKey: undefined });
    expect(loadSettings({ MFA_REQUIRED_ROLES: 'consultant, TRAINER,CONSULTANT' }).mfa.requiredRoles).toEqual([
      'CONSULTANT',
      'TRAINER',
    ]);
    expect(() => loadSettings({ MFA_REQUIRED_ROLES: 'ADMIN' })).toThrow(
      'MFA_REQUIRED_ROLES: must be a comma-separated list of CONSULTANT, TRAINER, CLIENT',
    );
    expect(() => loadSettings({ MFA_SECRET_KEY: 'short' })).toThrow(
      'MFA_SECRET_KEY: must be at least 32 characters',
    );
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadSettings({ PUBLIC_URL: 'https://coach.example.com/' }).publicUrl).toBe(
      'https://coach.example.com',
    );
  });

  it('counts limits in this process without REDIS_URL, in Redis under a prefix with it', () => {
    expect(loadSettings({}).redis).toBeUndefined();
    expect(loadSettings({ REDIS_URL: 'redis://cache.internal:6379/2' }).redis).toEqual({
      url: 'redis://cache.internal:6379/2',
      prefix: 'kinetic:',
    });
    expect(
      loadSettings({ REDIS_URL: 'rediss://user:secret@cache.example.com:6380', REDIS_PREFIX: 'coach-eu:' })
        .redis,
    ).toEqual({ url: 'rediss://user:secret@cache.example.com:6380', prefix: 'coach-eu:' });
    expect(loadSettings({ REDIS_URL: '' }).redis).toBeUndefined();
  });

  it('trusts X-Forwarded-For only with TRUST_PROXY=1', () => {
    expect(loadSettings({}).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadSettings({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });
});
