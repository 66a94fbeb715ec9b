import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressionSetup } from '../../test/progression-setup.ts';

type U = Awaited<ReturnType<(typeof s)['clientIn']>>;
type Ex = {
  exerciseId: string;
  loadReason?: string | null;
  sets: { targetWeight: string; weightUnit: string }[];
};
let s: Awaited<ReturnType<typeof progressionSetup>>;
beforeAll(async () => {
  s = await progressionSetup();
});
afterAll(() => s.t.close());

const setMax = (clientId: string, exerciseId: string, weight: number, weightUnit: string) =>
  s.t.call('PUT', `/api/clients/${clientId}/training-maxes/${exerciseId}`, {
    token: s.trainer.token,
    body: { weight, weightUnit },
  });

describe('a program assigned with percentages of the training max', () => {
  it("computes each client's loads on the plates of their unit, and keeps the template's where there is no max", async () => {
    const row = { targetReps: 5, targetWeight: '60', weightUnit: 'kg' };
    const tpl = await s.t.call('POST', '/api/templates', {
      token: s.trainer.token,
      body: {
        name: 'Strength 5x5',
        sets: [
          {
            exercises: [
              { exerciseId: s.squat, load: { kind: 'percent', percent: 75 }, sets: [row, row] },
              { exerciseId: s.press, sets: [row] },
            ],
          },
        ],
      },
    });
    expect(tpl.status).toBe(201);
    const program = await s.t.call('POST', '/api/programs', {
      token: s.trainer.token,
      body: {
        name: 'Twelve weeks',
        weeks: 12,
        days: [1, 2, 3].map((week) => ({ week, dayOfWeek: 1, templateId: tpl.body.template.id })),
      },
    });
    expect(program.status).toBe(201);
    const [kg, lbs, none, ownPlates] = [
      await s.clientIn('kg'),
      await s.clientIn('lbs'),
      await s.clientIn('kg'),
      await s.clientIn('lbs'),
    ];
    await setMax(kg.id, s.squat, 140, 'kg');
    await setMax(lbs.id, s.squat, 140, 'kg');
    await setMax(ownPlates.id, s.squat, 140, 'kg');
    // Their own smallest plate is 1.25 lb: steps of 2.5 lb.
    const plates = await s.t.call('PUT', '/api/users/plates', {
      token: ownPlates.token,
      body: { unit: 'lbs', barWeight: 45, plates: [45, 1.25] },
    });
    expect(plates.status).toBe(200);
    const assigned = await s.t.call('POST', `/api/programs/${program.body.program.id}/assign`, {
      token: s.trainer.token,
      body: { clientIds: [kg.id, lbs.id, none.id, ownPlates.id], startDate: '2030-01-07' },
    });
    expect(assigned.status).toBe(201);

    const firstOf = async (client: U): Promise<Ex[]> => {
      const [w] = await s.t.rows(
        sql`select id from workouts where assigned_to = ${client.id} order by scheduled_date limit 1`,
      );
      return (await s.t.call('GET', `/api/workouts/${w!.id}`, { token: client.token })).body.workout.sets[0]
        .exercises;
    };
    const [kgSquat, kgPress] = await firstOf(kg);
    expect(kgSquat).toMatchObject({ loadReason: '75% of training max 140 kg' });
    expect(kgSquat!.sets.map((r) => [r.targetWeight, r.weightUnit])).toEqual([
      ['105', 'kg'],
      ['105', 'kg'],
    ]);
    expect(kgPress!.sets[0]).toMatchObject({ targetWeight: '60', weightUnit: 'kg' });
    // 105 kg is 231.5 lb: the nearest 5 lb, or 2.5 lb with one's own plates.
    expect((await firstOf(ownPlates))[0]!.sets[0]).toMatchObject({
      targetWeight: '232.5',
      weightUnit: 'lbs',
    });
    expect((await firstOf(lbs))[0]!.sets[0]).toMatchObject({ targetWeight: '230', weightUnit: 'lbs' });
    const [plain] = await firstOf(none);
    expect(plain!.loadReason ?? null).toBeNull();
    expect(plain!.sets[0]).toMatchObject({ targetWeight: '60', weightUnit: 'kg' });
    expect(
      await s.t.rows(sql`select count(*)::int as n from workouts where assigned_to = ${kg.id}
        and plan->0->'exercises'->0->'sets'->0->>'targetWeight' = '105'`),
    ).toEqual([{ n: 3 }]);
  });
});
