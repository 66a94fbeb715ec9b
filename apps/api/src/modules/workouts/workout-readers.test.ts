import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';

// Who may read a workout is declared once (clientDataReaders in domain/read-policy.ts) and both
// paths a trainer takes to a workout use it: the fast path, where the session and the workout are
// read in one statement (GET /api/workouts/{id}), and the ordinary path, where the workout is found
// and the caller checked after (moving it to another day). Each change of the client's standing
// must move both paths together.
let t: TestApp;
let trainer: TestUser, otherTrainer: TestUser, client: TestUser;
let workoutId: string;
const day = '2027-05-03';

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client } = await t.twoTrainersWithClients());
  const [exercise] = await t.rows(sql`select id, name from library_exercises where approved limit 1`);
  const created = await t.call('POST', '/api/workouts', {
    token: trainer.token,
    body: {
      name: 'Upper body',
      description: '',
      scheduledDate: day,
      estimatedDuration: 40,
      tags: [],
      assignedTo: client.id,
      sets: [
        {
          setType: '',
          exercises: [{ exerciseId: exercise.id, exerciseName: exercise.name, sets: [{ targetReps: 8 }] }],
        },
      ],
    },
  });
  expect(created.status).toBe(201);
  workoutId = created.body.workout.id;
});
afterAll(() => t.close());

/** The statuses each path answers `reader` on the workout: [fast, ordinary]. */
async function bothPaths(reader: TestUser): Promise<[number, number]> {
  const fast = await t.call('GET', `/api/workouts/${workoutId}`, { token: reader.token });
  const ordinary = await t.call('PATCH', `/api/workouts/${workoutId}/schedule`, {
    token: reader.token,
    body: { scheduledDate: day },
  });
  return [fast.status, ordinary.status];
}

describe('one read policy for a workout, on the fast and the ordinary path', () => {
  it('lets the client’s current trainer read it on both paths, and no other trainer', async () => {
    expect(await bothPaths(trainer)).toEqual([200, 200]);
    expect(await bothPaths(otherTrainer)).toEqual([404, 404]);
    expect((await t.call('GET', `/api/workouts/${workoutId}`, { token: client.token })).status).toBe(200);
  });

  it('answers 404 on both paths to a former trainer, and lets the new one in on both', async () => {
    await t.rows(sql`update users set trainer_id = ${otherTrainer.id} where id = ${client.id}`);
    expect(await bothPaths(trainer)).toEqual([404, 404]);
    expect(await bothPaths(otherTrainer)).toEqual([200, 200]);
  });

  it('answers 404 on both paths once the client is deactivated, and reads again once reactivated', async () => {
    await t.rows(sql`update users set is_active = false where id = ${client.id}`);
    expect(await bothPaths(otherTrainer)).toEqual([404, 404]);
    await t.rows(sql`update users set is_active = true where id = ${client.id}`);
    expect(await bothPaths(otherTrainer)).toEqual([200, 200]);
  });
});
