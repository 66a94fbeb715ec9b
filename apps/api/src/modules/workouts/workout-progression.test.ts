import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { progressionSetup } from '../../test/progression-setup.ts';
import { actualsOf, type PlanIds } from '../../test/actuals.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
type Row = { targetReps: number; targetWeight: string; weightUnit: string };
type Ex = { exerciseId: string; load: unknown; loadReason?: string | null; sets: Row[] };
let t: TestApp;
let trainer: U;
let squat: string, press: string;
let clientIn: (weightUnit: 'kg' | 'lbs') => Promise<U>;

beforeAll(async () => {
  ({ t, trainer, squat, press, clientIn } = await progressionSetup());
});
afterAll(() => t.close());

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A workout of `exercises` (each three sets at `weight`) on day `n`. */
async function schedule(
  client: U,
  n: number,
  exercises: { exerciseId: string; load?: unknown }[],
  weight = '100',
) {
  const unit = weight.endsWith('lb') ? 'lbs' : 'kg';
  const res = await t.call('POST', '/api/workouts', {
    token: trainer.token,
    body: {
      name: `Day ${n}`,
      scheduledDate: day(n),
      assignedTo: client.id,
      sets: [
        {
          exercises: exercises.map((e) => ({
            ...e,
            sets: [1, 2, 3].map(() => ({
              targetReps: 12,
              targetWeight: weight.replace('lb', ''),
              weightUnit: unit,
            })),
          })),
        },
      ],
    },
  });
  expect(res.status).toBe(201);
  return res.body.workout as PlanIds & { id: string };
}

async function complete(client: U, w: PlanIds & { id: string }, reps: number[], weight: string) {
  const res = await t.call('PATCH', `/api/workouts/${w.id}/complete`, {
    token: client.token,
    body: {
      status: 'COMPLETED',
      completedDate: new Date().toISOString(),
      sets: actualsOf(w, (i) => ({ actualReps: reps[i], actualWeight: weight })),
    },
  });
  expect(res.status).toBe(200);
}

const exercisesOf = async (client: U, id: string): Promise<Ex[]> =>
  (await t.call('GET', `/api/workouts/${id}`, { token: client.token })).body.workout.sets[0].exercises;

const double = { kind: 'double', minReps: 8, maxReps: 12 };

describe('the next targets a completion writes', () => {
  it('gives the next workout with the exercise +2.5 kg at 8 reps, with the reason, and leaves the ones after', async () => {
    const me = await clientIn('kg');
    const first = await schedule(me, 1, [{ exerciseId: squat, load: double }, { exerciseId: press }]);
    const second = await schedule(me, 2, [{ exerciseId: squat, load: double }, { exerciseId: press }]);
    const third = await schedule(me, 3, [{ exerciseId: squat, load: double }]);
    await complete(me, first, [12, 12, 12], '100');

    const [next, plain] = await exercisesOf(me, second.id);
    expect(next!.loadReason).toBe('+2.5 kg: all sets at 12 reps, no RPE logged');
    expect(next!.sets.map((r) => [r.targetReps, r.targetWeight, r.weightUnit])).toEqual([
      [8, '102.5', 'kg'],
      [8, '102.5', 'kg'],
      [8, '102.5', 'kg'],
    ]);
    // An exercise with a fixed load keeps the trainer's targets.
    expect(plain!.loadReason ?? null).toBeNull();
    expect(plain!.sets[0]).toMatchObject({ targetReps: 12, targetWeight: '100' });
    expect((await exercisesOf(me, third.id))[0]!.sets[0]).toMatchObject({
      targetReps: 12,
      targetWeight: '100',
    });

    // Missed reps keep the weight, and say which set missed.
    await complete(me, second, [12, 10, 9], '102.5');
    const [after] = await exercisesOf(me, third.id);
    expect(after!.loadReason).toBe('Kept 102.5 kg: set 2 at 10 of 12 reps');
    expect(after!.sets[0]).toMatchObject({ targetReps: 12, targetWeight: '102.5', weightUnit: 'kg' });
  });

  it('adds 5 lb by a linear rule for a client in pounds; a plan without rules writes nothing else', async () => {
    const me = await clientIn('lbs');
    const linear = { kind: 'linear' };
    const first = await schedule(me, 1, [{ exerciseId: press, load: linear }], '135lb');
    const second = await schedule(me, 2, [{ exerciseId: press, load: linear }], '135lb');
    const before = await t.rows(sql`select updated_at::text as v from workouts where id = ${second.id}`);
    const plain = await schedule(me, 0, [{ exerciseId: press }], '135lb');
    await complete(me, plain, [12, 12, 12], '135');
    expect(await t.rows(sql`select updated_at::text as v from workouts where id = ${second.id}`)).toEqual(
      before,
    );

    await complete(me, first, [12, 12, 12], '135');
    const [next] = await exercisesOf(me, second.id);
    expect(next).toMatchObject({ loadReason: '+5 lbs: all sets at their target reps', load: linear });
    expect(next!.sets[0]).toMatchObject({ targetWeight: '140', weightUnit: 'lbs', targetReps: 12 });
  });
});
