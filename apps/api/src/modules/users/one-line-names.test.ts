import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
let consultant: TestUser, trainer: TestUser, client: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  consultant = await t.user({ roles: ['CONSULTANT'] });
  trainer = await t.user({ roles: ['TRAINER'] });
  client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
});
afterAll(() => t.close());

const oneLine = (label: string) => `${label} must be one line of letters, numbers, spaces and punctuation`;
// A line break that would start a forged mail header, and a right-to-left override that would
// show "Ann exe.gpj" as "Ann jpg.exe".
const forged = ['Ann\nBcc: everyone@example.com', 'Ann\u202Egpj.exe', 'Ann\u2066Lee', 'Ann\u0085Lee'];
const names = async (id: string) =>
  (await t.rows(sql`select first_name, last_name from users where id = ${id}`))[0];

describe('names are one line of visible text', () => {
  it('registration refuses a name with a line break or a direction control; no account is made', async () => {
    for (const firstName of forged) {
      const email = uniqueEmail('bidi');
      const res = await t.call('POST', '/api/auth/register', {
        body: {
          firstName,
          lastName: 'Lee',
          username: `bidi_${Date.now() % 1_000_000}`,
          email,
          password: 'secret1',
          confirmPassword: 'secret1',
          privacyAgreementAccepted: true,
          termsOfServiceAccepted: true,
        },
      });
      expect(res.status, JSON.stringify(firstName)).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'firstName', msg: oneLine('First name') }]);
      expect(await t.rows(sql`select id from users where email = ${email}`)).toEqual([]);
    }
  });

  it('a profile change and a consultant’s edit are refused the same way, and nothing changes', async () => {
    const before = await names(client.id);
    for (const lastName of forged) {
      const profile = await t.call('PUT', '/api/users/profile', {
        token: client.token,
        body: { firstName: 'Ann', lastName },
      });
      expect(profile.status).toBe(400);
      expect(profile.body.errors).toEqual([{ path: 'lastName', msg: oneLine('Last name') }]);
    }
    const list = await t.call('GET', `/api/users/admin/all?search=${encodeURIComponent(client.email)}`, {
      token: consultant.token,
    });
    const { username, email, lastName, roles, trainerId, isActive } = list.body.users[0];
    const edit = await t.call('PUT', `/api/users/admin/${client.id}`, {
      token: consultant.token,
      body: { username, email, firstName: 'Ann\r\nLee', lastName, roles, trainerId, isActive },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toEqual([{ path: 'firstName', msg: oneLine('First name') }]);
    expect(await names(client.id)).toEqual(before);

    // Names in any script, with accents, apostrophes and hyphens, are kept as written.
    const fine = await t.call('PUT', '/api/users/profile', {
      token: client.token,
      body: { firstName: 'Zoë', lastName: "O'Neil-محمد" },
    });
    expect(fine.status).toBe(200);
    expect(await names(client.id)).toEqual({ first_name: 'Zoë', last_name: "O'Neil-محمد" });
  });

  it('a workout name that the client is told of in a notification is one line too', async () => {
    const res = await t.call('POST', '/api/workouts', {
      token: trainer.token,
      body: {
        name: 'Legs\u202E',
        description: '',
        scheduledDate: '2026-12-01',
        estimatedDuration: 30,
        tags: [],
        assignedTo: client.id,
        sets: [],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'name', msg: oneLine('Workout name') });
    expect(await t.rows(sql`select id from workouts where assigned_to = ${client.id}`)).toEqual([]);
  });
});
