import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADJUSTMENT_HISTORY_MAX, addDays, isoWeekOf } from '@kinetic/contracts/nutrition-adjustments';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fieldMessages } from '../../test/field-messages.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer } = await t.twoTrainersWithClients());
});
afterAll(() => t.close());

// The current ISO week (clients here keep the default time zone, UTC) and the two before it.
const { week, monday } = isoWeekOf(new Date().toISOString().slice(0, 10));
const adjustmentOf = (id: string) => `/api/clients/${id}/nutrition/adjustment`;
const decide = (clientId: string, id: string, action: string) =>
  `/api/clients/${clientId}/nutrition/adjustments/${id}/${action}`;
const day = { kcal: 2000, protein: 150, carbs: 200, fat: 60, fiber: 30 };
const count = async (table: string, clientId: string) =>
  (
    await t.rows(sql`select count(*)::int as n from ${sql.identifier(table)} where client_id = ${clientId}`)
  )[0].n as number;

/**
 * A new client of the trainer with targets (goal rate `goal`) and body weight entries: `weeks` lists,
 * the oldest first, the entries of each complete week before this one (the last list is last week).
 */
async function clientWith(opts: {
  goal?: number | null;
  weeks: number[][];
  unit?: 'kg' | 'lbs';
  targets?: typeof day | null;
  restDay?: typeof day;
}) {
  const client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  for (const [w, values] of opts.weeks.entries()) {
    const start = addDays(monday, -7 * (opts.weeks.length - w));
    for (const [i, value] of values.entries()) {
      const res = await t.call('POST', '/api/progress', {
        token: client.token,
        body: { type: 'Body weight', value, unit: opts.unit ?? 'kg', date: addDays(start, i * 2) },
      });
      expect(res.status).toBe(201);
    }
  }
  if (opts.targets !== null) {
    const res = await t.call('PUT', `/api/clients/${client.id}/nutrition/targets`, {
      token: trainer.token,
      body: { day: opts.targets ?? day, restDay: opts.restDay ?? null, goalRateKgPerWeek: opts.goal ?? null },
    });
    expect(res.status).toBe(200);
  }
  return client;
}

const read = async (client: U) => {
  const res = await t.call('GET', adjustmentOf(client.id), { token: trainer.token });
  expect(res.status).toBe(200);
  return res.body;
};

describe('the weekly proposal', () => {
  it('lowers the calories when the weight falls slower than the goal, capped at 300 kcal a step', async () => {
    // 80 kg the week before last, 79.9 last week: losing 0.1 kg a week against 0.5.
    const client = await clientWith({
      goal: -0.5,
      weeks: [
        [80.5, 80.3],
        [80.2, 79.8],
        [80, 79.8],
      ],
      restDay: { kcal: 1800, protein: 150, carbs: 160, fat: 55, fiber: 30 },
    });
    const answer = await read(client);
    expect(answer.none).toBeNull();
    expect(answer.week).toBe(week);
    expect(answer.weeks.map((w: { averageKg: number }) => w.averageKg)).toEqual([80.4, 80, 79.9]);
    expect(answer.adjustment).toMatchObject({
      clientId: client.id,
      week,
      status: 'pending',
      rateKgPerWeek: -0.1,
      goalRateKgPerWeek: -0.5,
      kcalChange: -300,
      reasoning:
        'Losing 0.1 kg a week against a goal of losing 0.5 kg a week: lower the calories by 300 kcal ' +
        'a day (at most 300 kcal in one step).',
      current: { day, goalRateKgPerWeek: -0.5 },
      // Protein kept; carbohydrate and fat give 800:540 of the 300 kcal.
      proposed: {
        day: { kcal: 1700, protein: 150, carbs: 155, fat: 47, fiber: 30 },
        restDay: { kcal: 1500, protein: 150, carbs: 118, fat: 40, fiber: 30 },
        goalRateKgPerWeek: -0.5,
      },
      applied: null,
      decidedBy: null,
    });
    // One a week: the next read answers the same one.
    expect((await read(client)).adjustment.id).toBe(answer.adjustment.id);
    expect(await count('nutrition_adjustments', client.id)).toBe(1);
    const audit = await t.rows(sql`select count(*)::int as n from audit_log
      where subject_id = ${client.id} and action = 'nutrition.read' and allowed`);
    expect(audit[0].n).toBeGreaterThan(0);
  });

  it('is on track within 0.1 kg a week of the goal, and proposes just past it', async () => {
    const onTrack = await clientWith({
      goal: -0.5,
      weeks: [
        [80, 80],
        [79.6, 79.6],
      ],
    });
    const a = await read(onTrack);
    expect(a.adjustment).toBeNull();
    expect(a.none).toEqual({
      reason: 'on-track',
      message: 'No weekly adjustment: the weight follows the goal rate (within 0.1 kg a week).',
    });
    expect(await count('nutrition_adjustments', onTrack.id)).toBe(0);

    const justPast = await clientWith({
      goal: -0.5,
      weeks: [
        [80, 80],
        [79.62, 79.6],
      ],
    });
    // -0.39 against -0.5: 0.11 x 7,700 / 7 = 121 kcal, rounded to 120.
    expect((await read(justPast)).adjustment).toMatchObject({ rateKgPerWeek: -0.39, kcalChange: -120 });
  });

  it('raises the calories for a gain slower than the goal, from entries in lbs', async () => {
    const client = await clientWith({
      goal: 0.25,
      unit: 'lbs',
      weeks: [
        [150, 150],
        [150, 150],
      ],
    });
    const { adjustment } = await read(client);
    expect(adjustment).toMatchObject({ rateKgPerWeek: 0, kcalChange: 280 });
    expect(adjustment.reasoning).toBe(
      'Holding the weight against a goal of gaining 0.25 kg a week: raise the calories by 280 kcal a day.',
    );
    expect(adjustment.weeks[2].averageKg).toBe(68.04);
  });

  it('never goes below the 800 kcal floor, and proposes nothing at it', async () => {
    const low = { kcal: 900, protein: 90, carbs: 80, fat: 25, fiber: null } as unknown as typeof day;
    const near = await clientWith({
      goal: -0.5,
      weeks: [
        [70, 70],
        [70, 70],
      ],
      targets: low,
    });
    expect((await read(near)).adjustment).toMatchObject({
      kcalChange: -100,
      proposed: { day: { kcal: 800 } },
      reasoning: expect.stringContaining(
        'lower the calories by 100 kcal a day (at most 300 kcal in one step; not below 800 kcal).',
      ),
    });
    const at = await clientWith({
      goal: -0.5,
      weeks: [
        [70, 70],
        [70, 70],
      ],
      targets: { ...low, kcal: 800, fat: 20 },
    });
    expect((await read(at)).none.reason).toBe('at-limit');
  });

  it('says why there is none: no targets, no goal rate, not enough weight data', async () => {
    const none = await clientWith({
      weeks: [
        [80, 80],
        [79, 79],
      ],
      targets: null,
    });
    expect((await read(none)).none.reason).toBe('no-targets');
    const noGoal = await clientWith({
      goal: null,
      weeks: [
        [80, 80],
        [79, 79],
      ],
    });
    expect((await read(noGoal)).none.reason).toBe('no-goal-rate');
    // One entry last week is not enough: two in each of the two weeks.
    const sparse = await clientWith({ goal: -0.5, weeks: [[80, 80], [79]] });
    const answer = await read(sparse);
    expect(answer.none).toEqual({
      reason: 'not-enough-data',
      message:
        'No weekly adjustment: it needs at least 2 body weight entries in each of the last two ' +
        'complete weeks (Monday to Sunday).',
    });
    expect(answer.weeks.map((w: { entries: number }) => w.entries)).toEqual([0, 2, 1]);
    for (const c of [none, noGoal, sparse]) expect(await count('nutrition_adjustments', c.id)).toBe(0);
  });

  it(`keeps the latest ${ADJUSTMENT_HISTORY_MAX} of a client's adjustments`, async () => {
    const client = await clientWith({
      goal: -0.5,
      weeks: [
        [80, 80],
        [80, 80],
      ],
    });
    await t.rows(sql`insert into nutrition_adjustments (client_id, week, status, reasoning, weeks,
        rate_kg_per_week, goal_rate_kg_per_week, kcal_change, current, proposed)
      select ${client.id}, '2020-W' || lpad(n::text, 3, '0'), 'dismissed', 'Old', '[]', 0, -0.5, -100,
        '{}', '{}' from generate_series(1, ${ADJUSTMENT_HISTORY_MAX}) as n`);
    expect((await read(client)).adjustment.status).toBe('pending');
    expect(await count('nutrition_adjustments', client.id)).toBe(ADJUSTMENT_HISTORY_MAX);
    const [oldest] = await t.rows(sql`select min(week) as week from nutrition_adjustments
      where client_id = ${client.id}`);
    expect(oldest.week).toBe('2020-W002');
  });
});

describe('deciding', () => {
  const pendingFor = async () => {
    // Losing 0.3 kg a week against 0.5: 0.2 x 7,700 / 7 = 220 kcal less.
    const client = await clientWith({
      goal: -0.5,
      weeks: [
        [80, 80],
        [79.7, 79.7],
      ],
    });
    const { adjustment } = await read(client);
    expect(adjustment.status).toBe('pending');
    return { client, adjustment };
  };

  it('approve applies the proposal, keeps the change, audits it and tells the client; twice is 409', async () => {
    const { client, adjustment } = await pendingFor();
    const res = await t.call('POST', decide(client.id, adjustment.id, 'approve'), { token: trainer.token });
    expect(res.status).toBe(200);
    expect(res.body.adjustment).toMatchObject({
      status: 'approved',
      applied: adjustment.proposed,
      decidedBy: trainer.id,
      decidedAt: expect.any(String),
    });
    expect(res.body.targets).toMatchObject({ day: adjustment.proposed.day, goalRateKgPerWeek: -0.5 });
    const own = await t.call('GET', '/api/nutrition/targets', { token: client.token });
    expect(own.body.targets.day).toEqual(adjustment.proposed.day);
    expect(await count('nutrition_target_changes', client.id)).toBe(2);

    const notices = await t.call('GET', '/api/notifications', { token: client.token });
    expect(notices.body.notifications[0]).toMatchObject({
      kind: 'nutrition-targets',
      title: 'Your trainer adjusted your nutrition targets',
      body: '1,780 kcal a day (was 2,000). Losing 0.3 kg a week against a goal of losing 0.5 kg a week.',
      link: '/client/meals',
    });
    const audit = await t.rows(sql`select detail from audit_log
      where subject_id = ${client.id} and action = 'nutrition.write'`);
    expect(audit.map((a) => a.detail)).toContain(`weekly adjustment ${week} approved`);

    for (const action of ['approve', 'dismiss']) {
      const again = await t.call('POST', decide(client.id, adjustment.id, action), { token: trainer.token });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('This adjustment was already approved.');
    }
    expect(await count('nutrition_target_changes', client.id)).toBe(2);
    // The week's decided one stays the week's: no new proposal.
    expect((await read(client)).adjustment).toMatchObject({ id: adjustment.id, status: 'approved' });
    // The client's export holds it.
    const exported = await t.call('GET', '/api/users/me/export', { token: client.token });
    expect(exported.body.nutritionAdjustments).toEqual([
      expect.objectContaining({ id: adjustment.id, status: 'approved', reasoning: adjustment.reasoning }),
    ]);
  });

  it('approve with edits validates as setting targets does: 400 with field messages, nothing written', async () => {
    const { client, adjustment } = await pendingFor();
    const url = decide(client.id, adjustment.id, 'approve-with-edits');
    const bad = await t.call('POST', url, {
      token: trainer.token,
      body: { day: { kcal: 700, protein: 150, carbs: 155 }, goalRateKgPerWeek: -3 },
    });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad)).toEqual({
      'day.kcal': 'Calories must be between 800 and 10,000 kcal',
      'day.fat': 'Fat is required',
      goalRateKgPerWeek: 'Goal rate must be between -1.5 and +1 kg per week',
    });
    const over = await t.call('POST', url, {
      token: trainer.token,
      body: { day: { kcal: 1000, protein: 150, carbs: 150, fat: 50 } },
    });
    expect(over.status).toBe(400);
    expect(fieldMessages(over)['day.kcal']).toMatch(/^The macros add up to 1,650 kcal/);
    expect((await read(client)).adjustment.status).toBe('pending');
    expect(await count('nutrition_target_changes', client.id)).toBe(1);

    const edited = {
      day: { ...adjustment.proposed.day, kcal: 1800 },
      restDay: null,
      goalRateKgPerWeek: -0.4,
    };
    const res = await t.call('POST', url, { token: trainer.token, body: edited });
    expect(res.status).toBe(200);
    expect(res.body.adjustment).toMatchObject({ status: 'edited', applied: edited });
    expect(res.body.targets).toMatchObject({ day: edited.day, goalRateKgPerWeek: -0.4 });
    const notices = await t.call('GET', '/api/notifications', { token: client.token });
    expect(notices.body.notifications[0].body).toBe(
      '1,800 kcal a day (was 2,000). Losing 0.3 kg a week against a goal of losing 0.5 kg a week; ' +
        'your trainer fine-tuned the proposal.',
    );
    const again = await t.call('POST', url, { token: trainer.token, body: edited });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This adjustment was already approved with edits.');
  });

  it('approving as proposed after the targets changed by hand is 409; approving with edits is not', async () => {
    const { client, adjustment } = await pendingFor();
    const changed = await t.call('PUT', `/api/clients/${client.id}/nutrition/targets`, {
      token: trainer.token,
      body: { day: { ...day, protein: 160 }, goalRateKgPerWeek: -0.5 },
    });
    expect(changed.status).toBe(200);
    const res = await t.call('POST', decide(client.id, adjustment.id, 'approve'), { token: trainer.token });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'The targets were changed after this adjustment was proposed: edit it to approve it, or dismiss it.',
    );
    expect((await read(client)).adjustment.status).toBe('pending');
    const edited = { day: { ...adjustment.proposed.day, protein: 160 }, goalRateKgPerWeek: -0.5 };
    const ok = await t.call('POST', decide(client.id, adjustment.id, 'approve-with-edits'), {
      token: trainer.token,
      body: edited,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.targets.day.protein).toBe(160);
  });

  it('dismiss keeps the targets and tells nobody; then 409', async () => {
    const { client, adjustment } = await pendingFor();
    const res = await t.call('POST', decide(client.id, adjustment.id, 'dismiss'), { token: trainer.token });
    expect(res.status).toBe(200);
    expect(res.body.adjustment).toMatchObject({ status: 'dismissed', applied: null, decidedBy: trainer.id });
    expect((await t.call('GET', '/api/nutrition/targets', { token: client.token })).body.targets.day).toEqual(
      day,
    );
    expect(await count('nutrition_target_changes', client.id)).toBe(1);
    const notices = await t.rows(sql`select count(*)::int as n from notifications
      where user_id = ${client.id} and title = 'Your trainer adjusted your nutrition targets'`);
    expect(notices[0].n).toBe(0);
    const again = await t.call('POST', decide(client.id, adjustment.id, 'approve'), { token: trainer.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This adjustment was already dismissed.');
  });

  it('another trainer gets 404, the client 403, another client’s adjustment 404; nothing is written', async () => {
    const { client, adjustment } = await pendingFor();
    const other = await pendingFor();
    const calls = [
      ['GET', adjustmentOf(client.id)],
      ['POST', decide(client.id, adjustment.id, 'approve')],
      ['POST', decide(client.id, adjustment.id, 'approve-with-edits')],
      ['POST', decide(client.id, adjustment.id, 'dismiss')],
    ] as const;
    for (const [method, url] of calls) {
      const body = url.endsWith('edits') ? { day } : undefined;
      const theirs = await t.call(method, url, { token: otherTrainer.token, body });
      expect(theirs.status, `${method} ${url}`).toBe(404);
      expect(theirs.body.error).toBe('Client not found');
      expect((await t.call(method, url, { token: client.token, body })).status).toBe(403);
    }
    // The client's path with another client's adjustment.
    for (const action of ['approve', 'dismiss']) {
      const res = await t.call('POST', decide(client.id, other.adjustment.id, action), {
        token: trainer.token,
      });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Adjustment not found');
    }
    const statuses = await t.rows(sql`select status from nutrition_adjustments
      where id in (${adjustment.id}, ${other.adjustment.id})`);
    expect(statuses.map((s) => s.status)).toEqual(['pending', 'pending']);
    expect(await count('nutrition_target_changes', client.id)).toBe(1);
    const refused = await t.rows(sql`select count(*)::int as n from audit_log
      where actor_id = ${otherTrainer.id} and subject_id = ${client.id} and not allowed`);
    expect(refused[0].n).toBeGreaterThan(0);
  });

  it('two approvals at once: one applies, the other answers 409', async () => {
    const { client, adjustment } = await pendingFor();
    const url = decide(client.id, adjustment.id, 'approve');
    const both = await Promise.all([
      t.call('POST', url, { token: trainer.token }),
      t.call('POST', url, { token: trainer.token }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await count('nutrition_target_changes', client.id)).toBe(2);
  });
});
