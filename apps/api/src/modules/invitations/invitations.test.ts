import { sql } from 'drizzle-orm';
import { INVALID_INVITATION } from '@kinetic/contracts/invitations';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test/app.ts';
import { invitationTestApp, person, tokenIn, type InvitationTestApp } from '../../test/invitations.ts';
import type { SmtpServer } from '../../test/smtp-server.ts';

let app: InvitationTestApp;
let t: TestApp, smtp: SmtpServer;
let trainer: TestUser, otherTrainer: TestUser, client: TestUser, consultant: TestUser;
let invite: InvitationTestApp['invite'],
  mailTo: InvitationTestApp['mailTo'],
  accept: InvitationTestApp['accept'];

beforeAll(async () => {
  app = await invitationTestApp();
  ({ t, smtp, trainer, otherTrainer, client, consultant, invite, mailTo, accept } = app);
});
afterAll(() => app?.close());
beforeEach(() => {
  smtp.received.length = 0;
});

const auditOf = (action: string) =>
  t.rows(sql`select actor_id, subject_id, detail from audit_log where action = ${action} order by at`);

describe('a trainer invites a client', () => {
  it('mails a link over SMTP; the invitee sees who invited them, sets a password, is signed in as the trainer’s client', async () => {
    const body = person();
    const sent = await invite(trainer, body);
    expect(sent.status).toBe(201);
    expect(sent.body.invitation).toMatchObject({
      email: body.email,
      roles: ['CLIENT'],
      status: 'pending',
      trainer: { id: trainer.id },
      invitedBy: { id: trainer.id },
    });
    const days = (Date.parse(sent.body.invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await mailTo(body.email);
    expect(mail.subject).toBe('Test TRAINER invited you to Kinetic');
    expect(mail.body).toContain('Hello Riley,');
    const token = tokenIn(mail.body)!;
    expect(mail.body).toContain(`http://kinetic.test/invitation?token=${token}`);
    // Only the hash is stored.
    const stored = await t.rows(
      sql`select token_hash from invitations where id = ${sent.body.invitation.id}`,
    );
    expect(stored[0].token_hash).not.toContain(token);

    const preview = await t.call('POST', '/api/auth/invitation', { body: { token } });
    expect(preview.status).toBe(200);
    expect(preview.body.invitation).toMatchObject({
      firstName: 'Riley',
      email: body.email,
      invitedBy: { firstName: 'Test', lastName: 'TRAINER' },
    });

    const accepted = await accept(token);
    expect(accepted.status).toBe(201);
    expect(accepted.body.user).toMatchObject({ email: body.email, roles: ['CLIENT'], trainerId: trainer.id });
    const me = await t.call('GET', '/api/auth/me', { token: accepted.body.token });
    expect(me.body.user.email).toBe(body.email);
    // The new client is in the trainer's list, and the invitation shows as accepted.
    const clients = await t.call('GET', '/api/clients?search=Riley', { token: trainer.token });
    expect(clients.body.clients.map((c: { id: string }) => c.id)).toContain(accepted.body.user.id);
    const list = await t.call('GET', '/api/invitations?scope=all', { token: trainer.token });
    expect(list.body.invitations.find((i: { id: string }) => i.id === sent.body.invitation.id).status).toBe(
      'accepted',
    );
    expect((await auditOf('invitation.accept')).at(-1)).toMatchObject({
      actor_id: accepted.body.user.id,
      subject_id: accepted.body.user.id,
    });
    expect((await auditOf('invitation.create')).at(-1).detail).toContain(sent.body.invitation.id);
    // The trainer hears of it.
    const told = await t.call('GET', '/api/notifications', { token: trainer.token });
    expect(told.body.notifications[0]).toMatchObject({
      kind: 'invitation-accepted',
      title: `Riley Stone accepted the invitation and is your client`,
      link: `/trainer/clients/${accepted.body.user.id}`,
    });

    // The link works once.
    const again = await accept(token);
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ path: 'token', msg: INVALID_INVITATION }]);
  });

  it('refuses the registration password rules and bad links with field messages', async () => {
    const body = person();
    await invite(trainer, body);
    const token = tokenIn((await mailTo(body.email)).body)!;
    const short = await accept(token, 'abc');
    expect(short.status).toBe(400);
    expect(short.body.errors).toContainEqual({
      path: 'password',
      msg: 'Password must be at least 6 characters',
    });
    const common = await accept(token, 'password');
    expect(common.status).toBe(400);
    expect(common.body.errors[0].path).toBe('password');
    const mismatch = await t.call('POST', '/api/auth/accept-invitation', {
      body: {
        token,
        password: 'Fresh-start-42',
        confirmPassword: 'other',
        privacyAgreementAccepted: true,
        termsOfServiceAccepted: true,
      },
    });
    expect(mismatch.body.errors).toContainEqual({ path: 'confirmPassword', msg: "Passwords don't match" });
    const unknown = await t.call('POST', '/api/auth/invitation', { body: { token: 'x'.repeat(43) } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(INVALID_INVITATION);
  });

  it('refuses an expired link', async () => {
    const body = person();
    const sent = await invite(trainer, body);
    const token = tokenIn((await mailTo(body.email)).body)!;
    await t.rows(
      sql`update invitations set expires_at = now() - interval '1 minute' where id = ${sent.body.invitation.id}`,
    );
    expect((await accept(token)).status).toBe(400);
    const list = await t.call('GET', '/api/invitations', { token: trainer.token });
    expect(list.body.invitations.find((i: { id: string }) => i.id === sent.body.invitation.id).status).toBe(
      'expired',
    );
  });

  it('resend makes a new link and ends the old one; revoke ends it for good', async () => {
    const body = person();
    const sent = await invite(trainer, body);
    const first = tokenIn((await mailTo(body.email)).body)!;
    smtp.received.length = 0;
    const resent = await t.call('POST', `/api/invitations/${sent.body.invitation.id}/resend`, {
      token: trainer.token,
    });
    expect(resent.status).toBe(200);
    const second = tokenIn((await mailTo(body.email)).body)!;
    expect(second).not.toBe(first);
    expect((await t.call('POST', '/api/auth/invitation', { body: { token: first } })).status).toBe(400);
    expect((await t.call('POST', '/api/auth/invitation', { body: { token: second } })).status).toBe(200);

    const revoked = await t.call('DELETE', `/api/invitations/${sent.body.invitation.id}`, {
      token: trainer.token,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.invitation.status).toBe('revoked');
    expect((await accept(second)).status).toBe(400);
    expect(
      (await t.call('POST', `/api/invitations/${sent.body.invitation.id}/resend`, { token: trainer.token }))
        .status,
    ).toBe(409);
    expect((await auditOf('invitation.revoke')).at(-1)).toMatchObject({ actor_id: trainer.id });
  });

  it('another trainer’s invitation answers 404; a consultant may revoke it; a client may not touch any (403)', async () => {
    const sent = await invite(trainer, person());
    const id = sent.body.invitation.id;
    expect((await t.call('DELETE', `/api/invitations/${id}`, { token: otherTrainer.token })).status).toBe(
      404,
    );
    expect(
      (await t.call('POST', `/api/invitations/${id}/resend`, { token: otherTrainer.token })).status,
    ).toBe(404);
    const others = await t.call('GET', '/api/invitations?scope=all', { token: otherTrainer.token });
    expect(others.body.invitations.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await t.call('GET', '/api/invitations', { token: client.token })).status).toBe(403);
    expect((await invite(client, person())).status).toBe(403);
    const all = await t.call('GET', '/api/invitations?limit=200', { token: consultant.token });
    expect(all.body.invitations.map((i: { id: string }) => i.id)).toContain(id);
    expect((await t.call('DELETE', `/api/invitations/${id}`, { token: consultant.token })).status).toBe(200);
  });

  it('to an address that has an account: the trainer sees it sent as any other, the holder gets a note without a link', async () => {
    const sent = await invite(otherTrainer, person(client.email));
    expect(sent.status).toBe(201);
    expect(sent.body.invitation.status).toBe('pending');
    const mail = await mailTo(client.email);
    expect(mail.subject).toBe('Test TRAINER invited you to train with them on Kinetic');
    expect(mail.body).toContain('You already have a Kinetic account');
    expect(tokenIn(mail.body)).toBeUndefined();
    // A consultant is told.
    const told = await invite(consultant, { ...person(client.email), roles: ['CLIENT'], trainerId: null });
    expect(told.status).toBe(409);
    expect(told.body.errors).toEqual([{ path: 'email', msg: 'An account with this email already exists' }]);
  });

  it('refuses bad input with field messages, and a second open invitation to the same person', async () => {
    const bad = await invite(trainer, { firstName: '', lastName: 'Stone', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'firstName']);
    const body = person();
    expect((await invite(trainer, body)).status).toBe(201);
    const twice = await invite(trainer, { ...body, email: body.email.toUpperCase() });
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].path).toBe('email');
    // A trainer cannot choose roles or another trainer.
    expect((await invite(trainer, { ...person(), roles: ['TRAINER'] })).status).toBe(403);
    expect((await invite(trainer, { ...person(), trainerId: otherTrainer.id })).status).toBe(403);
  });
});

describe('a consultant invites a user', () => {
  it('with roles and a trainer; the accepted account has them', async () => {
    const body = { ...person(), roles: ['CLIENT'], trainerId: otherTrainer.id };
    const sent = await invite(consultant, body);
    expect(sent.status).toBe(201);
    expect(sent.body.invitation.trainer.id).toBe(otherTrainer.id);
    const token = tokenIn((await mailTo(body.email)).body)!;
    const accepted = await accept(token);
    expect(accepted.body.user).toMatchObject({ roles: ['CLIENT'], trainerId: otherTrainer.id });

    const staff = { ...person(), roles: ['TRAINER'] };
    expect((await invite(consultant, staff)).status).toBe(201);
    const staffMail = await mailTo(staff.email);
    expect(staffMail.body).toContain('as a trainer');
    expect((await accept(tokenIn(staffMail.body)!)).body.user.roles).toEqual(['TRAINER']);
  });

  it('refuses a trainer who is not one, and themself as the trainer', async () => {
    const notTrainer = await invite(consultant, { ...person(), roles: ['CLIENT'], trainerId: client.id });
    expect(notTrainer.status).toBe(400);
    expect(notTrainer.body.errors[0].path).toBe('trainerId');
    const self = await invite(consultant, { ...person(), roles: ['CLIENT'], trainerId: consultant.id });
    expect(self.status).toBe(400);
    const noRoles = await invite(consultant, { ...person(), roles: [] });
    expect(noRoles.status).toBe(400);
  });
});
