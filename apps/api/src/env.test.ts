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

  it('turns demo off with DATABASE_URL unless DEMO=1, and off with DEMO=0', () => {
    expect(loadSettings({ DATABASE_URL: 'postgres://db/kinetic' }).demo).toBe(false);
    expect(loadSettings({ DATABASE_URL: 'postgres://db/kinetic', DEMO: '1' }).demo).toBe(true);
    expect(loadSettings({ DEMO: '0' }).demo).toBe(false);
  });

  it.each([
    ['PORT', 'abc', 'PORT: must be a whole number from 1 to 65535'],
    ['PORT', '70000', 'PORT: must be a whole number from 1 to 65535'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: must be a postgres:// or postgresql:// connection URL'],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL: must be an absolute http(s) URL'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    ['CONTACT_EMAIL', 'nobody', 'CONTACT_EMAIL: must be an email address'],
    ['DEMO', 'maybe', 'DEMO: must be 0 or 1'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL: must be one of'],
  ])('stops on a bad %s with a message naming it', (name, value, message) => {
    expect(() => loadSettings({ [name]: value })).toThrow(SettingsError);
    expect(() => loadSettings({ [name]: value })).toThrow(message);
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadSettings({ PUBLIC_URL: 'https://coach.example.com/' }).publicUrl).toBe(
      'https://coach.example.com',
    );
  });
});
