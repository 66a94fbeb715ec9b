import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTAKE_LIMIT_REACHED, INTAKE_VERSIONS_MAX } from '@kinetic/contracts/onboarding';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { INTAKE } from '../../test/intake.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORMS = Object.keys(INTAKE) as (keyof typeof INTAKE)[];

const audit = (subjectId: string) =>
  t.rows(
    sql`select actor_id, subject_id, action, allowed from audit_log
        where subject_id = ${subjectId} and action like 'onboarding.%' order by at, id`,
  );

describe('the intake as the client fills it', () => {
  it('walks the six forms in order, status and nextForm following each step', async () => {
    const client = await t.user({ roles: ['CLIENT'] });
    const start = await t.call('GET', '/api/onboarding/status', { token: client.token });
    expect(start.status).toBe(200);
    expect(start.body).toEqual({
      waiverCompleted: false,
      parqCompleted: false,
      goalsActivitiesCompleted: false,
      medicalHistoryCompleted: false,
      nutritionCompleted: false,
      lifestyleCompleted: false,
      nextForm: 'waiver',
      isComplete: false,
    });
    const expectedNext = ['parq', 'goals-activities', 'medical-history', 'nutrition', 'lifestyle', null];
    for (const [i, form] of FORMS.entries()) {
      const res = await t.call('POST', `/api/onboarding/${form}`, {
        token: client.token,
        body: INTAKE[form],
      });
      expect(res.status).toBe(201);
      expect(res.body.status.nextForm).toBe(expectedNext[i]);
      expect(res.body.status.isComplete).toBe(i === FORMS.length - 1);
    }
    const status = await t.call('GET', '/api/onboarding/status', { token: client.token });
    expect(status.body.isComplete).toBe(true);
    expect(Object.values(status.body).filter((v) => v === true)).toHaveLength(7);
  });

  it('keeps the waiver signature with the time and the version of the text', async () => {
    const client = await t.user();
    await t.call('POST', '/api/onboarding/waiver', {
      token: client.token,
      body: { name: '  Jamie Client ' },
    });
    const res = await t.call('GET', '/api/onboarding/answers', { token: client.token });
    expect(res.body.answers.waiver.fields).toEqual({ name: 'Jamie Client', waiverVersion: '2026-11-01' });
    expect(Date.now() - Date.parse(res.body.answers.waiver.submittedAt)).toBeLessThan(60_000);
    expect(res.body.answers.parq).toBeNull();
  });

  it('sending a form again replaces the current answers and keeps the earlier version', async () => {
    const client = await t.user();
    await t.call('POST', '/api/onboarding/parq', { token: client.token, body: INTAKE.parq });
    await t.call('POST', '/api/onboarding/parq', {
      token: client.token,
      body: { ...INTAKE.parq, boneOrJoint: 'No' },
    });
    const res = await t.call('GET', '/api/onboarding/answers', { token: client.token });
    expect(res.body.answers.parq.fields.boneOrJoint).toBe('No');
    expect(res.body.answers.parq.version).toBe(2);
    const versions = await t.rows(
      sql`select version, answers->>'boneOrJoint' as bone from onboarding_answers where user_id = ${client.id} order by version`,
    );
    expect(versions).toEqual([
      { version: 1, bone: 'Yes' },
      { version: 2, bone: 'No' },
    ]);
  });

  it('drops the current program of someone who does not exercise', async () => {
    const client = await t.user();
    await t.call('POST', '/api/onboarding/goals-activities', {
      token: client.token,
      body: { ...INTAKE['goals-activities'], doYouExercise: 'No' },
    });
    const res = await t.call('GET', '/api/onboarding/answers', { token: client.token });
    expect(res.body.answers['goals-activities'].fields.currentProgram).toBe('');
  });

  it('answers health data with Cache-Control: no-store', async () => {
    const client = await t.user();
    for (const url of ['/api/onboarding/status', '/api/onboarding/answers']) {
      expect((await t.call('GET', url, { token: client.token })).headers['cache-control']).toBe('no-store');
    }
    const post = await t.call('POST', '/api/onboarding/waiver', { token: client.token, body: { name: 'x' } });
    expect(post.headers['cache-control']).toBe('no-store');
  });
});

describe('refused submits store nothing', () => {
  const cases: [string, Record<string, unknown>, { path: string; msg: string }[]][] = [
    ['waiver', { name: 'Bob' }, [{ path: 'name', msg: 'Name must be at least 4 characters' }]],
    ['waiver', {}, [{ path: 'name', msg: 'Name must be at least 4 characters' }]],
    [
      'parq',
      { ...INTAKE.parq, heartCondition: undefined, loseBalance: true },
      [
        { path: 'heartCondition', msg: 'Please select an option' },
        { path: 'loseBalance', msg: 'Please select an option' },
      ],
    ],
    [
      'goals-activities',
      { doYouExercise: 1 },
      [
        { path: 'height', msg: 'Height is required' },
        { path: 'weight', msg: 'Weight is required' },
        { path: 'shortTermGoals', msg: 'Short term goals are required' },
        { path: 'longTermGoals', msg: 'Long term goals are required' },
        { path: 'doYouExercise', msg: 'Please select an option' },
        { path: 'daysPerWeek', msg: 'Please select days per week' },
        { path: 'timePerWorkout', msg: 'Please select time per workout' },
      ],
    ],
    [
      'goals-activities',
      { ...INTAKE['goals-activities'], daysPerWeek: '8' },
      [{ path: 'daysPerWeek', msg: 'Please select days per week' }],
    ],
    [
      'goals-activities',
      { ...INTAKE['goals-activities'], daysPerWeek: 3 },
      [{ path: 'daysPerWeek', msg: 'Please select days per week' }],
    ],
    [
      'medical-history',
      {
        ...INTAKE['medical-history'],
        stressLevel: 'Extreme',
        urinatePerDay: '7',
        dailyEnergy: '',
        sleepPerNight: '9',
      },
      [
        { path: 'urinatePerDay', msg: 'Please select frequency' },
        { path: 'stressLevel', msg: 'Please select stress level' },
        { path: 'dailyEnergy', msg: 'Please select energy level' },
        { path: 'sleepPerNight', msg: 'Please select sleep hours' },
      ],
    ],
    [
      'nutrition',
      { ...INTAKE.nutrition, eatTimesPerDay: '0', pastMeals: '   ' },
      [
        { path: 'eatTimesPerDay', msg: 'Please select meals per day' },
        { path: 'pastMeals', msg: 'Past meals are required' },
      ],
    ],
    [
      'lifestyle',
      { ...INTAKE.lifestyle, bodyComp: 'yes' },
      [{ path: 'bodyComp', msg: 'Please select an option' }],
    ],
  ];

  it.each(cases)('POST /api/onboarding/%s refuses %j', async (form, body, errors) => {
    const client = await t.user();
    const res = await t.call('POST', `/api/onboarding/${form}`, { token: client.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(await t.rows(sql`select 1 from onboarding_answers where user_id = ${client.id}`)).toEqual([]);
  });

  it(`a form keeps at most ${INTAKE_VERSIONS_MAX} versions: past that, 409 with a sentence`, async () => {
    const client = await t.user();
    await t.rows(sql`insert into onboarding_answers (user_id, form, version, answers)
      select ${client.id}, 'parq', v, '{}'::jsonb from generate_series(1, ${INTAKE_VERSIONS_MAX - 1}::int) v`);
    const last = await t.call('POST', '/api/onboarding/parq', { token: client.token, body: INTAKE.parq });
    expect(last.status).toBe(201);
    const refused = await t.call('POST', '/api/onboarding/parq', { token: client.token, body: INTAKE.parq });
    expect(refused).toMatchObject({ status: 409, body: { error: INTAKE_LIMIT_REACHED } });
    const [row] = await t.rows(
      sql`select count(*)::int as n, max(version) as newest from onboarding_answers where user_id = ${client.id}`,
    );
    expect(row).toEqual({ n: INTAKE_VERSIONS_MAX, newest: INTAKE_VERSIONS_MAX });
    // The newest answers are the current ones; other forms are not affected.
    const answers = await t.call('GET', '/api/onboarding/answers', { token: client.token });
    expect(answers.body.answers.parq).toMatchObject({ version: INTAKE_VERSIONS_MAX, fields: INTAKE.parq });
    expect(
      (await t.call('POST', '/api/onboarding/waiver', { token: client.token, body: INTAKE.waiver })).status,
    ).toBe(201);
  });

  it('an unknown form is 404', async () => {
    const client = await t.user();
    expect((await t.call('POST', '/api/onboarding/hobbies', { token: client.token, body: {} })).status).toBe(
      404,
    );
  });
});

describe('who may see the intake', () => {
  it('the client must be signed in and hold the client role', async () => {
    expect((await t.call('GET', '/api/onboarding/status')).status).toBe(401);
    const trainer = await t.user({ roles: ['TRAINER'] });
    expect((await t.call('GET', '/api/onboarding/status', { token: trainer.token })).status).toBe(403);
    expect(
      (await t.call('POST', '/api/onboarding/waiver', { token: trainer.token, body: INTAKE.waiver })).status,
    ).toBe(403);
  });

  it("the client's own trainer sees the answers and the flags; everyone else gets 404 or 403, all audited", async () => {
    const trainer = await t.user({ roles: ['TRAINER'] });
    const otherTrainer = await t.user({ roles: ['TRAINER'] });
    const consultant = await t.user({ roles: ['CONSULTANT'] });
    const client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const otherClient = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    for (const form of FORMS)
      await t.call('POST', `/api/onboarding/${form}`, { token: client.token, body: INTAKE[form] });

    const res = await t.call('GET', `/api/clients/${client.id}/onboarding`, { token: trainer.token });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.answers.nutrition.fields.pastMeals).toBe(INTAKE.nutrition.pastMeals);
    expect(res.body.flags).toEqual([
      {
        code: 'medical-clearance',
        label: 'Medical clearance recommended',
        detail: expect.stringContaining('bone or joint problem'),
      },
      { code: 'smoker', label: 'Smoker', detail: 'Answered yes to smoking.' },
      { code: 'ailments', label: 'Ailments', detail: 'Mild asthma' },
      { code: 'medications', label: 'Medications', detail: 'Salbutamol inhaler as needed' },
    ]);

    const refusals = [
      [otherTrainer.token, 404],
      [otherClient.token, 403],
      [consultant.token, 403],
    ] as const;
    for (const [token, status] of refusals) {
      const denied = await t.call('GET', `/api/clients/${client.id}/onboarding`, { token });
      expect(denied.status).toBe(status);
      expect(JSON.stringify(denied.body)).not.toContain('asthma');
    }
    expect((await t.call('GET', `/api/clients/${client.id}/onboarding`)).status).toBe(401);
    expect((await t.call('GET', '/api/clients/not-a-uuid/onboarding', { token: trainer.token })).status).toBe(
      404,
    );

    const rows = await audit(client.id);
    expect(rows.filter((r) => r.action === 'onboarding.write')).toHaveLength(6);
    expect(rows.filter((r) => r.action === 'onboarding.trainer-read')).toEqual([
      { actor_id: trainer.id, subject_id: client.id, action: 'onboarding.trainer-read', allowed: true },
      { actor_id: otherTrainer.id, subject_id: client.id, action: 'onboarding.trainer-read', allowed: false },
      { actor_id: otherClient.id, subject_id: client.id, action: 'onboarding.trainer-read', allowed: false },
      { actor_id: consultant.id, subject_id: client.id, action: 'onboarding.trainer-read', allowed: false },
    ]);
    expect(JSON.stringify(rows)).not.toContain('asthma');
  });

  it("a client's own reads are audited too", async () => {
    const client = await t.user();
    await t.call('GET', '/api/onboarding/answers', { token: client.token });
    expect(await audit(client.id)).toEqual([
      { actor_id: client.id, subject_id: client.id, action: 'onboarding.read', allowed: true },
    ]);
  });

  it('an intake with no answers has no flags', async () => {
    const trainer = await t.user({ roles: ['TRAINER'] });
    const client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const res = await t.call('GET', `/api/clients/${client.id}/onboarding`, { token: trainer.token });
    expect(res.body.flags).toEqual([]);
    expect(res.body.answers.waiver).toBeNull();
  });
});
