import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fieldMessages } from '../../test/field-messages.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U;
let squat: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer } = await t.twoTrainersWithClients());
  [squat] = (await t.rows(sql`select id from library_exercises where approved order by name limit 1`)) as [
    { id: string },
  ];
});
afterAll(() => t.close());

const withLoad = (load?: unknown) => ({
  name: 'Hypertrophy A',
  sets: [
    {
      exercises: [
        {
          exerciseId: squat.id,
          ...(load === undefined ? {} : { load }),
          sets: [{ targetReps: 8, targetWeight: '100', weightUnit: 'kg' }],
        },
      ],
    },
  ],
});

describe("a plan's load prescription", () => {
  it('is stored with the plan and answered; a plan without one reads as before', async () => {
    const made = await t.call('POST', '/api/templates', {
      token: trainer.token,
      body: withLoad({ kind: 'double', minReps: 8, maxReps: 12 }),
    });
    expect(made.status).toBe(201);
    expect(made.body.template.sets[0].exercises[0].load).toEqual({ kind: 'double', minReps: 8, maxReps: 12 });

    const plain = await t.call('POST', '/api/templates', { token: trainer.token, body: withLoad() });
    expect(plain.body.template.sets[0].exercises[0].load ?? null).toBeNull();
    // A fixed load is today's behaviour: no rule is stored for it.
    const fixed = await t.call('POST', '/api/templates', {
      token: trainer.token,
      body: withLoad({ kind: 'fixed' }),
    });
    const [stored] = await t.rows(
      sql`select jsonb_typeof(plan->0->'exercises'->0->'load') = 'null' as has from workout_templates where id = ${fixed.body.template.id}`,
    );
    expect(stored!.has).toBe(true);
  });

  it('refuses a prescription no rule can use, with the field that is wrong', async () => {
    const res = await t.call('POST', '/api/templates', {
      token: trainer.token,
      body: withLoad({ kind: 'double', minReps: 12, maxReps: 8 }),
    });
    expect(res.status).toBe(400);
    expect(fieldMessages(res)).toEqual({
      'sets.0.exercises.0.load.maxReps': 'Highest reps must be above lowest reps',
    });
    const effort = await t.call('POST', '/api/templates', {
      token: trainer.token,
      body: withLoad({ kind: 'effort', rpe: 8, rir: 2 }),
    });
    expect(fieldMessages(effort)).toEqual({
      'sets.0.exercises.0.load.rpe': 'Give either an RPE or an RIR target',
    });
  });
});
