import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
let trainer: TestUser;

type Reason = { kind: string; detail: string; fact: string };
type Entry = {
  client: { id: string };
  nutrition7: { onTarget: number; logged: number } | null;
  reasons: Reason[];
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const targets = { day: { kcal: 2000, protein: 150, carbs: 200, fat: 60 } };

async function entryOf(who: TestUser): Promise<Entry> {
  const res = await t.call('GET', '/api/trainer/attention', { token: trainer.token });
  expect(res.status).toBe(200);
  return res.body.clients.find((c: Entry) => c.client.id === who.id);
}
const reason = async (who: TestUser, kind: string) =>
  (await entryOf(who)).reasons.find((r) => r.kind === kind);

/** A client of the trainer with targets set `daysAgo` days ago. */
async function clientWithTargets(daysAgo: number): Promise<TestUser> {
  const client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  const set = await t.call('PUT', `/api/clients/${client.id}/nutrition/targets`, {
    token: trainer.token,
    body: targets,
  });
  expect(set.status).toBe(200);
  const at = sql`now() - make_interval(days => ${daysAgo})`;
  await t.rows(sql`update nutrition_targets set updated_at = ${at} where client_id = ${client.id}`);
  await t.rows(sql`update nutrition_target_changes set created_at = ${at} where client_id = ${client.id}`);
  return client;
}

const log = (who: TestUser, offset: number, kcal: number, protein = 150) =>
  t.call('POST', '/api/nutrition/diary', {
    token: who.token,
    body: { date: day(offset), mealType: 'LUNCH', name: 'Lunch', kcal, protein },
  });

beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.user({ roles: ['TRAINER'] });
});
afterAll(() => t.close());

describe('nutrition in Needs attention', () => {
  it('logged and off target on 5 of the last 7 days raises a reason; back under 5, it goes', async () => {
    const client = await clientWithTargets(10);
    const entries: string[] = [];
    for (const offset of [-1, -2, -3, -4, -5]) entries.push((await log(client, offset, 3000)).body.entry.id);
    await log(client, -6, 2000);
    const raised = await reason(client, 'nutrition-off-target');
    expect(raised).toEqual({
      kind: 'nutrition-off-target',
      detail: 'Off nutrition targets on 5 of the last 7 days',
      fact: day(-1),
    });
    expect((await entryOf(client)).nutrition7).toEqual({ onTarget: 1, logged: 6 });
    expect(await reason(client, 'nothing-logged')).toBeUndefined();

    // The client corrects a day: 4 off target, no longer a reason.
    const fixed = await t.call('PATCH', `/api/nutrition/diary/${entries[0]}`, {
      token: client.token,
      body: { kcal: 2100 },
    });
    expect(fixed.status).toBe(200);
    expect(await reason(client, 'nutrition-off-target')).toBeUndefined();
    expect((await entryOf(client)).nutrition7).toEqual({ onTarget: 2, logged: 6 });
  });

  it('days not logged are not off target: they are the quiet diary reason', async () => {
    const client = await clientWithTargets(10);
    for (const offset of [-4, -5, -6, -7]) await log(client, offset, 3000);
    const entry = await entryOf(client);
    expect(entry.reasons.map((r) => r.kind)).not.toContain('nutrition-off-target');
    expect(entry.reasons.find((r) => r.kind === 'nothing-logged')).toMatchObject({
      detail: expect.stringMatching(/^Nothing in the food diary for 4 days \(last on /),
      fact: day(-4),
    });
  });

  it('nothing logged since targets were set 3 days ago raises a reason; logging clears it', async () => {
    const client = await clientWithTargets(3);
    expect(await reason(client, 'nothing-logged')).toEqual({
      kind: 'nothing-logged',
      detail: 'Nothing in the food diary since targets were set 3 days ago',
      fact: 'never',
    });
    expect((await entryOf(client)).nutrition7).toEqual({ onTarget: 0, logged: 0 });
    await log(client, 0, 500);
    expect(await reason(client, 'nothing-logged')).toBeUndefined();
  });

  it('targets set 2 days ago, or none at all: no nutrition reason and no figure without targets', async () => {
    const fresh = await clientWithTargets(2);
    expect(await reason(fresh, 'nothing-logged')).toBeUndefined();
    const without = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const entry = await entryOf(without);
    expect(entry.nutrition7).toBeNull();
    expect(entry.reasons.map((r) => r.kind)).not.toEqual(
      expect.arrayContaining(['nothing-logged', 'nutrition-off-target']),
    );
  });

  it('a resolved reason stays away until a new day is off target, as other reasons do', async () => {
    const client = await clientWithTargets(10);
    for (const offset of [-2, -3, -4, -5, -6]) await log(client, offset, 1000);
    const raised = (await reason(client, 'nutrition-off-target'))!;
    expect(raised.fact).toBe(day(-2));
    const resolved = await t.call('POST', `/api/clients/${client.id}/attention/resolutions`, {
      token: trainer.token,
      body: { kind: 'nutrition-off-target', fact: raised.fact },
    });
    expect(resolved.status).toBe(201);
    expect(await reason(client, 'nutrition-off-target')).toBeUndefined();
    await log(client, -1, 1000);
    expect(await reason(client, 'nutrition-off-target')).toMatchObject({
      detail: 'Off nutrition targets on 6 of the last 7 days',
      fact: day(-1),
    });
  });

  it('ranks below a pain note and reads each diary with targets as an audited attention read', async () => {
    const client = await clientWithTargets(5);
    const hurt = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await t.rows(sql`insert into workouts (assigned_to, created_by, name, scheduled_date, plan, status,
        completed_date, pain_area, pain_level)
      values (${hurt.id}, ${trainer.id}, 'Legs', ${day(-1)}, '[]'::jsonb, 'COMPLETED', now(), 'knee', 6)`);
    const res = await t.call('GET', '/api/trainer/attention', { token: trainer.token });
    const order = res.body.clients.map((c: Entry) => c.client.id);
    expect(order.indexOf(hurt.id)).toBeLessThan(order.indexOf(client.id));
    const audit = await t.rows(sql`select subject_id from audit_log
      where actor_id = ${trainer.id} and action = 'attention.read' and allowed`);
    expect(audit.map((a) => a.subject_id)).toContain(client.id);
  });
});
