import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGET_HISTORY_MAX } from '@kinetic/contracts/nutrition';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fieldMessages } from '../../test/field-messages.ts';
import { INTAKE } from '../../test/intake.ts';
import { firstExercise, workoutOn } from '../../test/plans.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, client: U, otherClient: U;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
});
afterAll(() => t.close());

const day = { kcal: 2000, protein: 120, carbs: 230, fat: 65, fiber: 30 };
const targetsOf = (id: string) => `/api/clients/${id}/nutrition/targets`;
const proposalOf = (id: string, query = '') => `/api/clients/${id}/nutrition/proposal${query}`;
const stored = async (clientId: string) =>
  (await t.rows(sql`select count(*)::int as n from nutrition_targets where client_id = ${clientId}`))[0].n;

describe('body data on the profile', () => {
  it('is empty at first, saved in cm and kg, with the intake and latest weighing as hints', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const empty = await t.call('GET', '/api/users/body', { token: me.token });
    expect(empty.status).toBe(200);
    expect(empty.body.body).toMatchObject({ dateOfBirth: null, sex: null, heightCm: null, weightKg: null });
    expect(empty.body.hints).toEqual({ intakeHeight: null, intakeWeight: null, latestWeighing: null });

    await t.call('POST', '/api/onboarding/goals-activities', {
      token: me.token,
      body: INTAKE['goals-activities'],
    });
    await t.call('POST', '/api/progress', {
      token: me.token,
      body: { type: 'Body weight', value: 150, unit: 'lbs', date: new Date().toISOString().slice(0, 10) },
    });
    const saved = await t.call('PUT', '/api/users/body', {
      token: me.token,
      body: {
        dateOfBirth: '1990-06-15',
        sex: 'male',
        height: 69,
        heightUnit: 'in',
        weight: 165,
        weightUnit: 'lbs',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.body).toMatchObject({
      dateOfBirth: '1990-06-15',
      sex: 'male',
      heightCm: 175.3,
      weightKg: 74.84,
    });
    expect(saved.body.hints).toMatchObject({
      intakeHeight: `5'9"`,
      intakeWeight: '165 lbs',
      latestWeighing: { weightKg: 68.04 },
    });
  });

  it('refuses heights, weights and dates of birth out of bounds with a message on each field', async () => {
    const me = await t.user({ roles: ['CLIENT'] });
    const res = await t.call('PUT', '/api/users/body', {
      token: me.token,
      body: {
        dateOfBirth: '2020-01-01',
        sex: 'other',
        height: 300,
        heightUnit: 'cm',
        weight: 20,
        weightUnit: 'kg',
      },
    });
    expect(res.status).toBe(400);
    expect(fieldMessages(res)).toMatchObject({ sex: 'Sex must be female or male' });
    const inLbs = await t.call('PUT', '/api/users/body', {
      token: me.token,
      body: { dateOfBirth: '2020-01-01', height: 20, heightUnit: 'in', weight: 700, weightUnit: 'lbs' },
    });
    expect(fieldMessages(inLbs)).toEqual({
      dateOfBirth: 'Date of birth must give an age between 13 and 100 years',
      height: 'Height must be between 39.4 and 98.4 in',
      weight: 'Weight must be between 66 and 661 lbs',
    });
    expect((await t.call('GET', '/api/users/body', { token: me.token })).body.body.heightCm).toBeNull();
  });
});

describe('nutrition targets', () => {
  it('none at first: null for the trainer and for the client', async () => {
    const theirs = await t.call('GET', targetsOf(otherClient.id), { token: otherTrainer.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual({ targets: null });
    const own = await t.call('GET', '/api/nutrition/targets', { token: otherClient.token });
    expect(own.status).toBe(200);
    expect(own.body.targets).toBeNull();
    expect(own.body.today).toEqual({ date: expect.any(String), isTrainingDay: false });
  });

  it('the trainer sets them; the client sees them, is notified, and the write is audited', async () => {
    const res = await t.call('PUT', targetsOf(client.id), {
      token: trainer.token,
      body: { day, restDay: { kcal: 1800, protein: 120, carbs: 180, fat: 60 }, goalRateKgPerWeek: -0.5 },
    });
    expect(res.status).toBe(200);
    expect(res.body.targets).toMatchObject({
      clientId: client.id,
      day,
      restDay: { kcal: 1800, protein: 120, carbs: 180, fat: 60, fiber: null },
      goalRateKgPerWeek: -0.5,
      setBy: trainer.id,
    });

    const own = await t.call('GET', '/api/nutrition/targets', { token: client.token });
    expect(own.body.targets).toEqual(res.body.targets);
    const read = await t.call('GET', targetsOf(client.id), { token: trainer.token });
    expect(read.body.targets).toEqual(res.body.targets);

    const notices = await t.call('GET', '/api/notifications', { token: client.token });
    expect(notices.body.notifications[0]).toMatchObject({
      kind: 'nutrition-targets',
      title: 'Your trainer set new nutrition targets',
      link: '/client/meals',
    });

    const audit = await t.rows(sql`select action, allowed from audit_log
      where actor_id = ${trainer.id} and subject_id = ${client.id} and action like 'nutrition.%'`);
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'nutrition.write', allowed: true },
        { action: 'nutrition.read', allowed: true },
      ]),
    );
    const history = await t.rows(sql`select changed_by, targets from nutrition_target_changes
      where client_id = ${client.id}`);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ changed_by: trainer.id, targets: { day, goalRateKgPerWeek: -0.5 } });
  });

  it('a day with a workout scheduled is a training day for the client', async () => {
    const today = (await t.call('GET', '/api/nutrition/targets', { token: client.token })).body.today;
    const exercise = await firstExercise(t);
    await workoutOn(t, trainer.token, {
      clientId: client.id,
      date: today.date,
      name: 'Legs',
      exerciseId: exercise.id,
    });
    const own = await t.call('GET', '/api/nutrition/targets', { token: client.token });
    expect(own.body.today).toEqual({ date: today.date, isTrainingDay: true });
  });

  it("another trainer's client is not found, and the refusal is audited; nothing is written", async () => {
    for (const [method, url] of [
      ['GET', targetsOf(client.id)],
      ['PUT', targetsOf(client.id)],
      ['GET', proposalOf(client.id)],
    ] as const) {
      const res = await t.call(method, url, {
        token: otherTrainer.token,
        body: method === 'PUT' ? { day } : undefined,
      });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.error).toBe('Client not found');
    }
    const refused = await t.rows(sql`select action from audit_log
      where actor_id = ${otherTrainer.id} and subject_id = ${client.id} and not allowed`);
    expect(refused.map((r) => r.action)).toEqual(
      expect.arrayContaining(['nutrition.read', 'nutrition.write']),
    );
    const [kept] = await t.rows(sql`select set_by from nutrition_targets where client_id = ${client.id}`);
    expect(kept.set_by).toBe(trainer.id);
  });

  it('a former client, or one deactivated, is not found by the trainer', async () => {
    const moved = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const inactive = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await t.rows(sql`update users set trainer_id = ${otherTrainer.id} where id = ${moved.id}`);
    await t.rows(sql`update users set is_active = false where id = ${inactive.id}`);
    for (const who of [moved, inactive]) {
      for (const [method, url] of [
        ['GET', targetsOf(who.id)],
        ['PUT', targetsOf(who.id)],
        ['GET', proposalOf(who.id)],
      ] as const) {
        const res = await t.call(method, url, {
          token: trainer.token,
          body: method === 'PUT' ? { day } : undefined,
        });
        expect(res.status, `${method} ${url}`).toBe(404);
      }
    }
    expect(await stored(moved.id)).toBe(0);
  });

  it('a client cannot set targets, their own or anyone’s, nor read them as a trainer does', async () => {
    for (const [method, url] of [
      ['PUT', targetsOf(client.id)],
      ['GET', targetsOf(client.id)],
      ['GET', proposalOf(client.id)],
    ] as const) {
      const res = await t.call(method, url, {
        token: client.token,
        body: method === 'PUT' ? { day } : undefined,
      });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    expect((await t.call('GET', '/api/nutrition/targets', { token: trainer.token })).status).toBe(403);
  });

  it('refuses targets out of bounds with field messages and writes nothing', async () => {
    const before = await stored(otherClient.id);
    const res = await t.call('PUT', targetsOf(otherClient.id), {
      token: otherTrainer.token,
      body: {
        day: { kcal: 500, protein: -1, carbs: 1001, fat: 50 },
        restDay: { kcal: 2000, protein: 200, carbs: 300, fat: 60 },
        goalRateKgPerWeek: 2,
      },
    });
    expect(res.status).toBe(400);
    expect(fieldMessages(res)).toEqual({
      'day.kcal': 'Calories must be between 800 and 10,000 kcal',
      'day.protein': 'Protein must be between 0 and 1,000 g',
      'day.carbs': 'Carbohydrate must be between 0 and 1,000 g',
      'restDay.kcal':
        'The macros add up to 2,540 kcal, 540 kcal (27%) more than the 2,000 kcal target; lower the macros or raise the calories (at most 10% over)',
      goalRateKgPerWeek: 'Goal rate must be between -1.5 and +1 kg per week',
    });
    expect(await stored(otherClient.id)).toBe(before);
    const notices = await t.rows(sql`select count(*)::int as n from notifications
      where user_id = ${otherClient.id} and kind = 'nutrition-targets'`);
    expect(notices[0].n).toBe(0);
    // Up to 10% over the calories is allowed (2,200 kcal of macros for 2,000).
    const within = await t.call('PUT', targetsOf(otherClient.id), {
      token: otherTrainer.token,
      body: { day: { kcal: 2000, protein: 150, carbs: 250, fat: 66 } },
    });
    expect(within.status).toBe(200);
  });

  it(`keeps the latest ${TARGET_HISTORY_MAX} changes`, async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await t.rows(sql`insert into nutrition_target_changes (client_id, changed_by, targets, created_at)
      select ${me.id}, ${trainer.id}, '{}'::jsonb, now() - (n || ' minutes')::interval
      from generate_series(1, ${TARGET_HISTORY_MAX}) n`);
    const res = await t.call('PUT', targetsOf(me.id), { token: trainer.token, body: { day } });
    expect(res.status).toBe(200);
    const rows = await t.rows(sql`select targets from nutrition_target_changes where client_id = ${me.id}
      order by created_at desc`);
    expect(rows).toHaveLength(TARGET_HISTORY_MAX);
    expect(rows[0].targets).toMatchObject({ day });
  });
});

describe('the proposal', () => {
  it('lists what is missing, then computes from the profile, the latest weighing and the intake', async () => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const bare = await t.call('GET', proposalOf(me.id), { token: trainer.token });
    expect(bare.status).toBe(200);
    expect(bare.body.result).toBeNull();
    expect(bare.body.missing).toEqual(['weightKg', 'heightCm', 'age', 'sex', 'daysPerWeek']);
    expect(bare.body.inputs.goalRateKgPerWeek).toMatchObject({ value: 0, source: 'default' });
    expect(bare.body.formula).toContain('Mifflin-St Jeor');

    await t.call('POST', '/api/onboarding/goals-activities', {
      token: me.token,
      body: INTAKE['goals-activities'],
    });
    const thirtyYearsAgo = `${new Date().getUTCFullYear() - 30}-01-01`;
    await t.call('PUT', '/api/users/body', {
      token: me.token,
      body: { dateOfBirth: thirtyYearsAgo, sex: 'female', height: 165, weight: 62 },
    });
    await t.call('POST', '/api/progress', {
      token: me.token,
      body: { type: 'Body weight', value: 60, unit: 'kg', date: new Date().toISOString().slice(0, 10) },
    });
    const res = await t.call('GET', proposalOf(me.id), { token: trainer.token });
    expect(res.body.missing).toEqual([]);
    expect(res.body.intake).toEqual({ height: `5'9"`, weight: '165 lbs' });
    expect(res.body.inputs.weightKg).toMatchObject({ value: 60, source: 'progress' });
    expect(res.body.inputs.heightCm).toMatchObject({ value: 165, source: 'profile' });
    expect(res.body.inputs.age).toMatchObject({ value: 30, source: 'profile' });
    expect(res.body.inputs.daysPerWeek).toMatchObject({ value: 4, source: 'intake' });
    // 1,320.25 x 1.55 (4 days) = 2,046 kcal; protein 108 g, fat 68 g, carbs (2046 - 432 - 612) / 4.
    expect(res.body.result).toMatchObject({
      bmr: 1320.25,
      activityFactor: 1.55,
      maintenance: 2046,
      goalEnergy: 0,
      targets: { kcal: 2046, protein: 108, fat: 68, carbs: 251 },
    });

    const entered = await t.call('GET', proposalOf(me.id, '?weightKg=80&sex=male&goalRateKgPerWeek=-0.5'), {
      token: trainer.token,
    });
    expect(entered.body.inputs.weightKg).toMatchObject({ value: 80, source: 'entered' });
    // 10 x 80 + 6.25 x 165 - 5 x 30 + 5 = 1,686.25; x 1.55 = 2,614; - 550 a day.
    expect(entered.body.result).toMatchObject({ bmr: 1686.25, goalEnergy: -550, targets: { kcal: 2064 } });

    const bad = await t.call('GET', proposalOf(me.id, '?weightKg=5&sex=other'), { token: trainer.token });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad)).toMatchObject({ weightKg: 'Weight must be between 30 and 300 kg' });
  });
});
