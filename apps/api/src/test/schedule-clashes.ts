import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Answer, TestApp } from './app.ts';

// What the tests of plans landing on days a client already trains share: workouts already done,
// and the preview of such a plan with a health warning.

/** A workout done: completed now (set straight in the database, as if the client had finished it). */
export const completeWorkout = (t: TestApp, id: string) =>
  t.rows(sql`update workouts set status = 'COMPLETED', completed_date = now() where id = ${id}`);

/** The client's workouts on that day, done. */
export const completeOn = (t: TestApp, clientId: string, date: string) =>
  t.rows(sql`update workouts set status = 'COMPLETED', completed_date = now()
    where assigned_to = ${clientId} and scheduled_date = ${date}`);

/**
 * Checks the `preview` of three sessions, one landing on the client's workout `clash` (not done),
 * while the exercise is contraindicated for a knee condition the client has: it answers that clash,
 * the counts and the knee warning, changes nothing (`state` reads the same after), and the read of
 * the client's conditions for the warning is in the audit trail. The exercise is plain again after.
 */
export async function expectKneeClashPreview(
  t: TestApp,
  people: { trainerId: string; clientId: string },
  plan: { exerciseId: string; clash: { id: string; date: string; name: string } },
  { preview, state }: { preview: () => Promise<Answer>; state: () => Promise<unknown> },
): Promise<void> {
  const { trainerId, clientId } = people;
  const { exerciseId, clash } = plan;
  await t.rows(sql`update library_exercises set contraindications = '{knee}' where id = ${exerciseId}`);
  await t.rows(sql`update users set conditions = '{knee}' where id = ${clientId}`);
  try {
    const before = await state();
    const res = await preview();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { clashes, workouts, warnings } = res.body;
    expect({ clashes, workouts, warnings }).toEqual({
      clashes: [
        { clientId, scheduledDate: clash.date, workoutId: clash.id, name: clash.name, completed: false },
      ],
      workouts: { keep: 3, replace: 3, skip: 2 },
      warnings: [expect.objectContaining({ clientId, exerciseId, condition: 'knee' })],
    });
    expect(await state()).toEqual(before);
    const [audited] = await t.rows(sql`select count(*)::int as n from audit_log
      where actor_id = ${trainerId} and subject_id = ${clientId} and action = 'conditions.read'`);
    expect(audited.n).toBeGreaterThan(0);
  } finally {
    await t.rows(sql`update library_exercises set contraindications = '{}' where id = ${exerciseId}`);
  }
}
