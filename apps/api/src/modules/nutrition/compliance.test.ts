import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { firstExercise, workoutOn } from '../../test/plans.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, client: U, otherClient: U;

// Test users live in UTC: their day is the server's UTC day.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const complianceOf = (id: string) => `/api/clients/${id}/nutrition/compliance`;
const log = (who: U, date: string, kcal: number, protein: number) =>
  t.call('POST', '/api/nutrition/diary', {
    token: who.token,
    body: { date, mealType: 'DINNER', name: 'Dinner out', kcal, protein },
  });

const training = { kcal: 2000, protein: 150, carbs: 200, fat: 60 };
const rest = { kcal: 1800, protein: 150, carbs: 180, fat: 55 };

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
  const set = await t.call('PUT', `/api/clients/${client.id}/nutrition/targets`, {
    token: trainer.token,
    body: { day: training, restDay: rest },
  });
  expect(set.status).toBe(200);
  // Yesterday is a training day: a workout is scheduled on it.
  await workoutOn(t, trainer.token, {
    clientId: client.id,
    date: day(-1),
    name: 'Legs',
    exerciseId: (await firstExercise(t)).id,
  });
  for (const [offset, kcal, protein] of [
    [-1, 1100.1, 70], // with the next: 2,200 kcal, exactly 10% over the training day's 2,000
    [-1, 1099.9, 65], // and 135 g, exactly 90% of 150: on target
    [-2, 1620, 135], // exactly 10% under the rest day's 1,800: on target
    [-3, 1619.9, 150], // just past 10% under: off
    [-4, 1800, 134.9], // protein just under 90%: off
    // -5: nothing logged
    [-6, 1980, 200], // exactly 10% over, protein over: on target
    [-7, 1981, 150], // just past 10% over: off
    [-8, 1800, 150], // the week before: on target
    [0, 1800, 150], // today is under way: in no figure
  ] as const)
    expect((await log(client, day(offset), kcal, protein)).status).toBe(201);
});
afterAll(() => t.close());

describe("a client's nutrition compliance", () => {
  it('judges each of the last 7 days by the rule, at its boundaries, against the day’s targets', async () => {
    const res = await t.call('GET', complianceOf(client.id), { token: trainer.token });
    expect(res.status).toBe(200);
    const { days, week, weeks } = res.body.compliance;
    expect(days.map((d: { date: string }) => d.date)).toEqual([-7, -6, -5, -4, -3, -2, -1].map(day));
    expect(days.map((d: { status: string }) => d.status)).toEqual([
      'off-target',
      'on-target',
      'not-logged',
      'off-target',
      'off-target',
      'on-target',
      'on-target',
    ]);
    expect(days[6]).toEqual({
      date: day(-1),
      isTrainingDay: true,
      kcal: 2200,
      protein: 135,
      target: { kcal: 2000, protein: 150 },
      status: 'on-target',
    });
    expect(days[2]).toMatchObject({ kcal: 0, protein: 0, isTrainingDay: false, target: { kcal: 1800 } });
    expect(week).toEqual({ from: day(-7), to: day(-1), onTarget: 3, logged: 6 });
    expect(weeks).toHaveLength(4);
    expect(weeks[3]).toEqual(week);
    expect(weeks[2]).toEqual({ from: day(-14), to: day(-8), onTarget: 1, logged: 1 });
    expect(weeks[0]).toEqual({ from: day(-28), to: day(-22), onTarget: 0, logged: 0 });
  });

  it('the client reads their own, the same; both reads are audited', async () => {
    const own = await t.call('GET', '/api/nutrition/compliance', { token: client.token });
    expect(own.status).toBe(200);
    const trainers = await t.call('GET', complianceOf(client.id), { token: trainer.token });
    expect(own.body).toEqual(trainers.body);
    const audit = await t.rows(sql`select actor_id from audit_log
      where subject_id = ${client.id} and action = 'nutrition.read' and allowed`);
    expect(audit.map((a) => a.actor_id)).toEqual(expect.arrayContaining([client.id, trainer.id]));
  });

  it('without targets there is nothing to measure against', async () => {
    const own = await t.call('GET', '/api/nutrition/compliance', { token: otherClient.token });
    expect(own.body).toEqual({ compliance: null });
    const theirs = await t.call('GET', complianceOf(otherClient.id), { token: otherTrainer.token });
    expect(theirs.body).toEqual({ compliance: null });
  });

  it("another trainer's client is not found, and the refusal is audited", async () => {
    const res = await t.call('GET', complianceOf(client.id), { token: otherTrainer.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Client not found');
    const refused = await t.rows(sql`select action from audit_log
      where actor_id = ${otherTrainer.id} and subject_id = ${client.id} and not allowed`);
    expect(refused.map((r) => r.action)).toContain('nutrition.read');
    // A client cannot read another's, and the own call is the client's only.
    expect((await t.call('GET', complianceOf(client.id), { token: otherClient.token })).status).toBe(403);
    expect((await t.call('GET', '/api/nutrition/compliance', { token: trainer.token })).status).toBe(403);
  });

  it('a client who is no longer active is not found for the trainer', async () => {
    const gone = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await t.rows(sql`update users set is_active = false where id = ${gone.id}`);
    expect((await t.call('GET', complianceOf(gone.id), { token: trainer.token })).status).toBe(404);
  });
});
