import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_TEXTS } from '@kinetic/contracts/check-in-review';
import { dayAfter } from '@kinetic/contracts/check-in-week';
import type { CheckInQuestion } from '@kinetic/contracts/check-ins';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { plainImage } from '../../test/images.ts';

let t: TestApp;
let trainer: TestUser, otherTrainer: TestUser, otherClient: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, otherClient } = await t.twoTrainersWithClients());
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const QUESTIONS: CheckInQuestion[] = [
  { id: 'energy', kind: 'scale', label: 'Energy', required: true, unit: '', alert: { op: '<=', value: 3 } },
  { id: 'sleep', kind: 'number', label: 'Sleep', required: false, unit: 'hours', alert: null },
  { id: 'notes', kind: 'long_text', label: 'Anything else?', required: false, unit: '', alert: null },
];
const BLOCKS = { weight: true, measurements: true, photos: true };

/** A check-in as the client's submission leaves it (the submission itself is the check-ins module's). */
async function checkIn(
  client: TestUser,
  by: TestUser,
  o: {
    due: string;
    status?: 'due' | 'submitted' | 'reviewed';
    sentDaysAgo?: number;
    answers?: Record<string, unknown>;
    late?: boolean;
    photoIds?: string[];
  },
): Promise<string> {
  const answers = o.answers ?? { energy: 7 };
  const alerts = QUESTIONS.flatMap((q) =>
    q.alert && typeof answers[q.id] === 'number' && (answers[q.id] as number) <= (q.alert.value as number)
      ? [
          {
            questionId: q.id,
            label: q.label,
            rule: q.alert,
            value: answers[q.id],
            text: `${q.label}: ${String(answers[q.id])} of 10`,
          },
        ]
      : [],
  );
  const status = o.status ?? 'submitted';
  const [row] = await t.rows(sql`insert into check_ins
    (client_id, trainer_id, template_name, questions, blocks, due_date, status, answers, alerts, photo_ids,
     submitted_at, late)
    values (${client.id}, ${by.id}, 'Weekly check-in', ${JSON.stringify(QUESTIONS)}::jsonb,
      ${JSON.stringify(BLOCKS)}::jsonb, ${o.due}, ${status}, ${JSON.stringify(answers)}::jsonb,
      ${JSON.stringify(alerts)}::jsonb, ${`{${(o.photoIds ?? []).join(',')}}`}::uuid[],
      ${status === 'due' ? null : sql`now() - make_interval(days => ${o.sentDaysAgo ?? 0})`}, ${o.late ?? false})
    returning id`);
  return row.id as string;
}

async function log(client: TestUser, type: string, value: number, unit: string, daysAgo: number) {
  const res = await t.call('POST', '/api/progress', {
    token: client.token,
    body: { type, value, unit, date: dayAfter(today(), -daysAgo) },
  });
  expect(res.status).toBe(201);
}

async function photo(client: TestUser, pose: string, daysAgo: number): Promise<string> {
  const res = await t.call('POST', `/api/progress/photos?date=${dayAfter(today(), -daysAgo)}&pose=${pose}`, {
    token: client.token,
    body: await plainImage('jpeg', 64, 48),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(res.status).toBe(201);
  return res.body.photo.id as string;
}

const queue = (who: TestUser, query = '') =>
  t.call('GET', `/api/check-ins/review-queue${query}`, { token: who.token });
const review = (who: TestUser, id: string) =>
  t.call('GET', `/api/check-ins/${id}/review`, { token: who.token });
const markReviewed = (who: TestUser, id: string, body: unknown = {}) =>
  t.call('POST', `/api/check-ins/${id}/review`, { token: who.token, body });

describe('the review queue', () => {
  it("lists the trainer's current clients' sent check-ins not yet reviewed, oldest first, a page at a time", async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    const ana = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const ben = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const gone = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const newer = await checkIn(ana, coach, { due: dayAfter(today(), -1), sentDaysAgo: 0 });
    const older = await checkIn(ben, coach, {
      due: dayAfter(today(), -3),
      sentDaysAgo: 2,
      late: true,
      answers: { energy: 2 },
    });
    await checkIn(ana, coach, { due: dayAfter(today(), -8), status: 'reviewed', sentDaysAgo: 8 });
    await checkIn(ben, coach, { due: dayAfter(today(), 4), status: 'due' });
    await checkIn(gone, coach, { due: dayAfter(today(), -1), sentDaysAgo: 1 });
    await t.rows(sql`update users set is_active = false where id = ${gone.id}`);
    await checkIn(otherClient, otherTrainer, { due: dayAfter(today(), -1), sentDaysAgo: 3 });

    const res = await queue(coach);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.checkIns.map((c: { id: string }) => c.id)).toEqual([older, newer]);
    expect(res.body.checkIns[0]).toMatchObject({
      client: { id: ben.id },
      templateName: 'Weekly check-in',
      late: true,
      alertCount: 1,
    });
    expect(res.body.checkIns[1]).toMatchObject({ client: { id: ana.id }, late: false, alertCount: 0 });
    const page = await queue(coach, '?limit=1&offset=1');
    expect(page.body).toMatchObject({ total: 2, checkIns: [{ id: newer }] });
    expect((await queue(coach, '?limit=500')).status).toBe(400);
  });

  it('holds a check-in the client sent through the check-ins calls, with its alert', async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    const client = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const made = await t.call('POST', '/api/check-in-templates', {
      token: coach.token,
      body: { name: 'Friday check-in', questions: QUESTIONS, blocks: BLOCKS },
    });
    expect(made.status).toBe(201);
    const weekday = new Date().getUTCDay();
    const given = await t.call('PUT', `/api/clients/${client.id}/check-in-assignment`, {
      token: coach.token,
      body: { templateId: made.body.template.id, weekday },
    });
    expect(given.status).toBe(200);
    const current = await t.call('GET', '/api/check-in', { token: client.token });
    const due = current.body.checkIn.dueDate as string;
    const front = await photo(client, 'front', 0);
    const sent = await t.call('POST', `/api/check-in/${due}`, {
      token: client.token,
      body: {
        answers: { energy: 2, sleep: 6 },
        measurements: [{ type: 'Body weight', value: 81.2, unit: 'kg' }],
        photoIds: [front],
      },
    });
    expect(sent.status).toBe(200);
    const res = await queue(coach);
    expect(res.body.checkIns).toEqual([
      expect.objectContaining({ id: sent.body.checkIn.id, templateName: 'Friday check-in', alertCount: 1 }),
    ]);
    const r = (await review(coach, sent.body.checkIn.id)).body.review;
    expect(r.figures.weight).toMatchObject({ unit: 'kg', average: 81.2, previousAverage: null });
    expect(r.figures.photos.current.map((p: { id: string }) => p.id)).toEqual([front]);
  });

  it('is empty for a trainer with nothing to review, and refused to a client', async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    expect((await queue(coach)).body).toEqual({ checkIns: [], total: 0 });
    expect((await queue(otherClient)).status).toBe(403);
  });
});

describe('one check-in against the week before', () => {
  it('answers the answers beside last week’s, the weight trend, measurements, both photos, adherence; audited', async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    const client = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    // Last week 80 and 81 kg (80.5), this week 79 and 79.6 kg (79.3); the waist 90 then 88 cm.
    await log(client, 'Body weight', 80, 'kg', 9);
    await log(client, 'Body weight', 81, 'kg', 8);
    await log(client, 'Body weight', 79, 'kg', 3);
    await log(client, 'Body weight', 79.6, 'kg', 0);
    await log(client, 'Waist', 90, 'cm', 8);
    await log(client, 'Waist', 88, 'cm', 0);
    const before = [await photo(client, 'front', 7), await photo(client, 'side', 7)];
    const now = [await photo(client, 'back', 0), await photo(client, 'front', 0)];
    const previous = await checkIn(client, coach, {
      due: dayAfter(today(), -7),
      status: 'reviewed',
      sentDaysAgo: 7,
      answers: { energy: 5, sleep: 6 },
      photoIds: before,
    });
    const id = await checkIn(client, coach, {
      due: today(),
      answers: { energy: 8, sleep: 7.5, notes: 'Good week' },
      photoIds: now,
    });
    await t.rows(sql`insert into workouts (assigned_to, created_by, name, scheduled_date, status, plan)
      values (${client.id}, ${coach.id}, 'A', ${dayAfter(today(), -2)}, 'COMPLETED', '{}'),
             (${client.id}, ${coach.id}, 'B', ${dayAfter(today(), -4)}, 'SCHEDULED', '{}'),
             (${client.id}, ${coach.id}, 'C', ${dayAfter(today(), -10)}, 'COMPLETED', '{}')`);
    const habit = await t.call('POST', `/api/clients/${client.id}/habits`, {
      token: coach.token,
      body: { name: 'Steps', frequency: 'daily' },
    });
    await t.call('PUT', `/api/habits/${habit.body.habit.id}/ticks/${today()}`, { token: client.token });

    const res = await review(coach, id);
    expect(res.status).toBe(200);
    const r = res.body.review;
    expect(r.checkIn).toMatchObject({ id, status: 'submitted' });
    expect(r.client).toMatchObject({ id: client.id });
    expect(r.previous).toEqual({
      id: previous,
      dueDate: dayAfter(today(), -7),
      answers: { energy: 5, sleep: 6 },
    });
    expect(r.checkIn.answers.map((a: { value: unknown }) => a.value)).toEqual([8, 7.5, 'Good week']);
    expect(r.figures.week).toEqual({ from: dayAfter(today(), -6), to: today() });
    expect(r.figures.weight).toMatchObject({
      unit: 'kg',
      average: 79.3,
      previousAverage: 80.5,
      change: -1.2,
    });
    expect(r.figures.measurements).toEqual([
      { type: 'Waist', unit: 'cm', value: 88, date: today(), previous: 90, change: -2 },
    ]);
    // In the order of the poses: front, side, back.
    expect(r.figures.photos.current.map((p: { id: string }) => p.id)).toEqual([now[1], now[0]]);
    expect(r.figures.photos.previous.map((p: { id: string }) => p.id)).toEqual(before);
    expect(r.figures.workouts).toEqual({ completed: 1, assigned: 2 });
    expect(r.figures.habits).toEqual([{ name: 'Steps', done: 1, goal: 7 }]);
    expect(r.figures.nutrition).toBeNull();
    expect(r.nextInQueue).toBeNull();
    // The photo ids open the trainer's photo route.
    const image = await t.call('GET', `/api/clients/${client.id}/progress/photos/${now[0]}/thumb`, {
      token: coach.token,
    });
    expect(image.status).toBe(200);
    const [audit] = await t.rows(sql`select count(*)::int as n from audit_log
      where actor_id = ${coach.id} and subject_id = ${client.id} and action = 'check-ins.read'`);
    expect(audit.n).toBeGreaterThan(0);
  });

  it('measures the week against the nutrition targets when the client has them', async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    const client = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const set = await t.call('PUT', `/api/clients/${client.id}/nutrition/targets`, {
      token: coach.token,
      body: { day: { kcal: 2000, protein: 150, carbs: 200, fat: 70, fiber: 30 } },
    });
    expect(set.status).toBe(200);
    await t.rows(sql`insert into food_diary_entries (client_id, date, meal_type, name, kcal, protein, carbs, fat)
      values (${client.id}, ${today()}, 'LUNCH', 'Lunch', 2000, 150, 200, 70),
             (${client.id}, ${dayAfter(today(), -1)}, 'LUNCH', 'Lunch', 900, 40, 100, 30)`);
    const id = await checkIn(client, coach, { due: today() });
    const res = await review(coach, id);
    expect(res.body.review.figures.nutrition).toMatchObject({ onTarget: 1, logged: 2, to: today() });
  });

  it("is another trainer's or a deactivated client's: 404 (the refusal audited); a client: 403", async () => {
    const id = await checkIn(otherClient, otherTrainer, { due: today() });
    const refused = await review(trainer, id);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(REVIEW_TEXTS.notFound);
    const [audit] = await t.rows(sql`select count(*)::int as n from audit_log
      where actor_id = ${trainer.id} and subject_id = ${otherClient.id} and action = 'check-ins.read'`);
    expect(audit.n).toBe(1);
    expect((await review(otherClient, id)).status).toBe(403);
    expect((await review(trainer, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await review(trainer, 'nope')).status).toBe(404);
    const coach = await t.user({ roles: ['TRAINER'] });
    const gone = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const theirs = await checkIn(gone, coach, { due: today() });
    expect((await review(coach, theirs)).status).toBe(200);
    await t.rows(sql`update users set is_active = false where id = ${gone.id}`);
    expect((await review(coach, theirs)).status).toBe(404);
    expect((await markReviewed(coach, theirs, { reply: 'Hi' })).status).toBe(404);
  });
});

describe('replying and marking reviewed', () => {
  it('sends the reply into the conversation, marks the check-in reviewed, and refuses a second review', async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    const client = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const id = await checkIn(client, coach, { due: today() });
    const next = await checkIn(await t.user({ roles: ['CLIENT'], trainerId: coach.id }), coach, {
      due: today(),
    });
    expect((await review(coach, id)).body.review.nextInQueue).toBe(next);

    const res = await markReviewed(coach, id, { reply: '  Great week, keep the sleep up!  ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ senderId: coach.id, body: 'Great week, keep the sleep up!' });
    expect(res.body.checkIn).toMatchObject({
      id,
      status: 'reviewed',
      reviewedBy: coach.id,
      replyMessageId: res.body.message.id,
    });
    expect(res.body.checkIn.reviewedAt).toEqual(expect.any(String));
    const messages = await t.call('GET', '/api/messages', { token: client.token });
    expect(messages.body.messages[0]).toMatchObject({
      id: res.body.message.id,
      body: 'Great week, keep the sleep up!',
    });
    const told = await t.call('GET', '/api/notifications', { token: client.token });
    expect(told.body.notifications[0]).toMatchObject({ kind: 'message', link: '/client/messages' });
    expect((await queue(coach)).body.checkIns.map((c: { id: string }) => c.id)).toEqual([next]);

    const again = await markReviewed(coach, id, { reply: 'Twice?' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REVIEW_TEXTS.alreadyReviewed);
    const [held] = await t.rows(sql`select count(*)::int as n from messages where client_id = ${client.id}`);
    expect(held.n).toBe(1);
  });

  it('marks reviewed without a reply; two reviews at once: one is reviewed, the other 409', async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    const client = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const id = await checkIn(client, coach, { due: today() });
    const res = await markReviewed(coach, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: null, checkIn: { status: 'reviewed', replyMessageId: null } });

    const both = await checkIn(client, coach, { due: dayAfter(today(), -7), sentDaysAgo: 6 });
    const statuses = await Promise.all([
      markReviewed(coach, both, { reply: 'One' }),
      markReviewed(coach, both, { reply: 'Two' }),
    ]);
    expect(statuses.map((s) => s.status).sort()).toEqual([200, 409]);
    const [held] = await t.rows(sql`select count(*)::int as n from messages where client_id = ${client.id}`);
    expect(held.n).toBe(1);
  });

  it('refuses bad input with its field, a check-in not sent, and another trainer’s, writing nothing', async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    const client = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const id = await checkIn(client, coach, { due: today() });
    const long = await markReviewed(coach, id, { reply: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.errors[0]).toMatchObject({
      path: 'reply',
      msg: 'Reply must be at most 2000 characters',
    });
    expect((await markReviewed(coach, id, { reply: 42 })).status).toBe(400);
    expect((await markReviewed(otherTrainer, id, { reply: 'Hi' })).status).toBe(404);
    expect((await markReviewed(client, id, { reply: 'Hi' })).status).toBe(403);
    const due = await checkIn(client, coach, { due: dayAfter(today(), 7), status: 'due' });
    const notSent = await markReviewed(coach, due, { reply: 'Hi' });
    expect(notSent.status).toBe(409);
    expect(notSent.body.error).toBe(REVIEW_TEXTS.notSent);
    const [row] = await t.rows(sql`select status from check_ins where id = ${id}`);
    expect(row.status).toBe('submitted');
    const [held] = await t.rows(sql`select count(*)::int as n from messages where client_id = ${client.id}`);
    expect(held.n).toBe(0);
  });
});
