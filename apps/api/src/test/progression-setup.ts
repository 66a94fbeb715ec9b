import { sql } from 'drizzle-orm';
import type { WeightUnit } from '@kinetic/contracts/workouts';
import { createTestApp, type TestApp } from './app.ts';

type U = Awaited<ReturnType<TestApp['user']>>;

/**
 * What the progression tests start from: a test app, a trainer, two library exercises and a way to
 * make the trainer a new client who weighs in `weightUnit`.
 */
export async function progressionSetup() {
  const t = await createTestApp();
  const { trainer } = await t.twoTrainersWithClients();
  const rows = (await t.rows(sql`select id from library_exercises where approved order by name limit 2`)) as {
    id: string;
  }[];
  const clientIn = async (weightUnit: WeightUnit): Promise<U> => {
    const me = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await t.call('PUT', '/api/users/preferences', {
      token: me.token,
      body: { weightUnit, timeZone: 'UTC', restSeconds: 90 },
    });
    return me;
  };
  return { t, trainer, squat: rows[0]!.id, press: rows[1]!.id, clientIn };
}
