import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp, type TestUser } from '../../test/app.ts';
import { invitationTestApp, person, type InvitationTestApp } from '../../test/invitations.ts';

let app: InvitationTestApp;
let t: TestApp;
let trainer: TestUser, client: TestUser, consultant: TestUser;
let invite: InvitationTestApp['invite'], mailTo: InvitationTestApp['mailTo'];

beforeAll(async () => {
  app = await invitationTestApp();
  ({ t, trainer, client, consultant, invite, mailTo } = app);
});
afterAll(() => app?.close());

describe('importing a CSV', () => {
  it('invites each line and reports the others', async () => {
    const a = uniqueEmail('csv');
    const b = uniqueEmail('csv');
    const pending = person();
    await invite(trainer, pending);
    const csv = [
      'Name,Email',
      `Ada Lovelace,${a}`,
      `Grace Hopper,not-an-email`,
      `Ada Again,${a.toUpperCase()}`,
      `Pending Person,${pending.email}`,
      `Has Account,${client.email}`,
      `Cher,${b}`,
    ].join('\n');
    const res = await t.call('POST', '/api/invitations/import', { token: trainer.token, body: { csv } });
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { line: number; status: string }) => [r.line, r.status])).toEqual([
      [2, 'invited'],
      [3, 'invalid'],
      [4, 'duplicate'],
      [5, 'already-invited'],
      // The trainer is not told who has an account.
      [6, 'invited'],
      [7, 'invalid'],
    ]);
    expect(res.body.rows[1].reason).toBe('Invalid email address');
    expect(res.body.rows[5].reason).toBe('Last name is required');
    expect(res.body.invited).toBe(2);
    await mailTo(a);

    const byConsultant = await t.call('POST', '/api/invitations/import', {
      token: consultant.token,
      body: {
        csv: `first,last,email\nHas,Account,${client.email}\nNew,Person,${uniqueEmail('csv')}`,
        trainerId: trainer.id,
      },
    });
    expect(byConsultant.body.rows.map((r: { status: string }) => r.status)).toEqual([
      'account-exists',
      'invited',
    ]);
  });

  it('refuses a file without the columns, or with too many rows', async () => {
    const noEmail = await t.call('POST', '/api/invitations/import', {
      token: trainer.token,
      body: { csv: 'name\nAda' },
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toEqual([{ path: 'csv', msg: 'The file needs an "email" column' }]);
    const rows = Array.from({ length: 201 }, (_, i) => `P ${i},p${i}@example.com`);
    const big = await t.call('POST', '/api/invitations/import', {
      token: trainer.token,
      body: { csv: ['name,email', ...rows].join('\n') },
    });
    expect(big.status).toBe(400);
    expect(big.body.error).toContain('at most 200');
    expect(await t.rows(sql`select 1 from invitations where email = 'p0@example.com'`)).toEqual([]);
  });
});

describe('caps and limits', () => {
  it('limits the invitation mails a sender sends in an hour (429), and counts open invitations per sender (409)', async () => {
    const small = await createTestApp({ invitationLimits: { mailsPerSender: { max: 2, windowMs: 60_000 } } });
    try {
      const sender = await small.user({ roles: ['TRAINER'] });
      const send = () => small.call('POST', '/api/invitations', { token: sender.token, body: person() });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await small.close();
    }
    const full = await t.user({ roles: ['TRAINER'] });
    await t.rows(sql`insert into invitations (email, first_name, last_name, roles, invited_by, token_hash, expires_at)
      select 'cap' || g || '@example.com', 'C', 'P', '{CLIENT}', ${full.id}, md5(random()::text || g), now() + interval '1 day'
      from generate_series(1, 500) g`);
    const over = await invite(full, person());
    expect(over.status).toBe(409);
    expect(over.body.error).toContain('500 open invitations');
  });
});
