import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (token: string | undefined, body: unknown) =>
  t.call('PUT', '/api/users/preferences', { ...(token ? { token } : {}), body });

describe('user preferences', () => {
  it('a user who never chose has the defaults, wherever the API answers a user', async () => {
    const u = await t.user({ roles: ['CLIENT'] });
    const defaults = { weightUnit: 'lbs', timeZone: 'UTC', restSeconds: 90 };
    expect((await t.call('GET', '/api/auth/me', { token: u.token })).body.user.preferences).toEqual(defaults);
    const signIn = await t.call('POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    expect(signIn.body.user.preferences).toEqual(defaults);
  });

  it('saves the three fields and answers the user with them; sign-in and me answer them after', async () => {
    const u = await t.user({ roles: ['TRAINER'] });
    const res = await put(u.token, { weightUnit: 'kg', timeZone: 'Europe/Berlin', restSeconds: 120 });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: u.id,
      preferences: { weightUnit: 'kg', timeZone: 'Europe/Berlin', restSeconds: 120 },
    });
    const me = await t.call('GET', '/api/auth/me', { token: u.token });
    expect(me.body.user.preferences).toEqual({
      weightUnit: 'kg',
      timeZone: 'Europe/Berlin',
      restSeconds: 120,
    });
    const signIn = await t.call('POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    expect(signIn.body.user.preferences.timeZone).toBe('Europe/Berlin');
    // A zone in other letter case is stored as the zone database spells it; the edges of rest pass.
    for (const [timeZone, restSeconds, stored] of [
      ['america/new_york', 0, 'America/New_York'],
      ['UTC', 600, 'UTC'],
    ] as const) {
      const ok = await put(u.token, { weightUnit: 'lbs', timeZone, restSeconds });
      expect(ok.body.user.preferences).toEqual({ weightUnit: 'lbs', timeZone: stored, restSeconds });
    }
  });

  it('refuses bad values with field messages and keeps what was saved', async () => {
    const u = await t.user({ roles: ['CLIENT'] });
    const good = { weightUnit: 'kg', timeZone: 'Asia/Tokyo', restSeconds: 60 };
    expect((await put(u.token, good)).status).toBe(200);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...good, timeZone: 'Mars/Olympus' },
        'timeZone',
        'Choose a time zone from the list (e.g. Europe/Berlin)',
      ],
      [{ ...good, timeZone: '+01:00' }, 'timeZone', 'Choose a time zone from the list (e.g. Europe/Berlin)'],
      [{ ...good, timeZone: '' }, 'timeZone', 'Time zone is required'],
      [{ ...good, weightUnit: 'stone' }, 'weightUnit', 'Unit must be lbs or kg'],
      [{ ...good, restSeconds: 601 }, 'restSeconds', 'Rest must be at most 600 seconds'],
      [{ ...good, restSeconds: -1 }, 'restSeconds', 'Rest cannot be negative'],
      [{ ...good, restSeconds: 1.5 }, 'restSeconds', 'Rest must be a whole number of seconds'],
      [{ weightUnit: 'kg', timeZone: 'UTC' }, 'restSeconds', 'Rest must be a number of seconds'],
    ];
    for (const [body, path, msg] of cases) {
      const res = await put(u.token, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ path, msg });
    }
    const me = await t.call('GET', '/api/auth/me', { token: u.token });
    expect(me.body.user.preferences).toEqual(good);
  });

  it('needs a signed-in user and changes only their own preferences', async () => {
    expect((await put(undefined, { weightUnit: 'kg', timeZone: 'UTC', restSeconds: 60 })).status).toBe(401);
    const a = await t.user({ roles: ['CLIENT'] });
    const b = await t.user({ roles: ['CLIENT'] });
    await put(a.token, { weightUnit: 'kg', timeZone: 'Asia/Tokyo', restSeconds: 30 });
    expect((await t.call('GET', '/api/auth/me', { token: b.token })).body.user.preferences).toEqual({
      weightUnit: 'lbs',
      timeZone: 'UTC',
      restSeconds: 90,
    });
  });
});
