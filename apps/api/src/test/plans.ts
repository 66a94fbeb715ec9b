import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';

// The plans a trainer makes in the schedule tests (templates, workouts made by hand) and how the
// tests read the client's calendar back.

/** The first approved library exercise by name: what the plans below are made of. */
export async function firstExercise(t: TestApp): Promise<{ id: string; name: string }> {
  const [exercise] = await t.rows(
    sql`select id, name from library_exercises where approved order by name limit 1`,
  );
  return exercise;
}

/** One set block: the exercise for that many reps. */
const oneExercise = (exerciseId: string, targetReps: number) => [
  { exercises: [{ exerciseId, sets: [{ targetReps }] }] },
];

/** POSTs what the trainer (whose token it is) makes, expecting it made. */
async function made(t: TestApp, token: string, url: string, body: object) {
  const res = await t.call('POST', url, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A template of the trainer's: the exercise for eight reps. */
export const newTemplate = async (
  t: TestApp,
  token: string,
  name: string,
  exerciseId: string,
): Promise<{ id: string }> =>
  (
    await made(t, token, '/api/templates', {
      name,
      description: '',
      estimatedDuration: 40,
      tags: [],
      shared: false,
      sets: oneExercise(exerciseId, 8),
    })
  ).template;

/** A workout the client's trainer makes by hand for that day, of these set blocks. */
export const newWorkout = async (
  t: TestApp,
  token: string,
  { clientId, date, name, sets }: { clientId: string; date: string; name: string; sets: object[] },
) =>
  (await made(t, token, '/api/workouts', { name, assignedTo: clientId, scheduledDate: date, sets })).workout;

/** A workout the client's trainer makes by hand for that day: the exercise for five reps. */
export const workoutOn = (
  t: TestApp,
  token: string,
  { exerciseId, ...day }: { clientId: string; date: string; name: string; exerciseId: string },
): Promise<{ id: string; name: string }> =>
  newWorkout(t, token, { ...day, sets: oneExercise(exerciseId, 5) });

/**
 * A two-week program of the trainer's: the three templates on Mon and Wed of week 1 and Fri of
 * week 2 (from Mon 1 Mar 2027: the 1st, 3rd and 12th).
 */
export const newProgram = async (
  t: TestApp,
  token: string,
  name: string,
  [first, second, third]: [string, string, string],
): Promise<{ id: string }> =>
  (
    await made(t, token, '/api/programs', {
      name,
      description: '',
      weeks: 2,
      days: [
        { week: 1, dayOfWeek: 1, templateId: first },
        { week: 1, dayOfWeek: 3, templateId: second },
        { week: 2, dayOfWeek: 5, templateId: third },
      ],
    })
  ).program;

/** The client's workouts on the calendar from `from` to `to` as their trainer sees them: `date name`, `(done)` after a completed one. */
export async function calendarLines(
  t: TestApp,
  token: string,
  clientId: string,
  { from, to }: { from: string; to: string },
): Promise<string[]> {
  const res = await t.call('GET', `/api/calendar?from=${from}&to=${to}&clientId=${clientId}`, { token });
  expect(res.status).toBe(200);
  return (res.body.workouts as { name: string; scheduledDate: string; status: string }[]).map(
    (w) => `${w.scheduledDate} ${w.name}${w.status === 'COMPLETED' ? ' (done)' : ''}`,
  );
}

/**
 * An empty workout 'Imported' of the client's on that day, written straight into the database (as
 * an import or psql would): past the API and whatever it keeps beside a write.
 */
export const importWorkout = (
  t: TestApp,
  { clientId, trainerId, date }: { clientId: string; trainerId: string; date: string },
) =>
  t.rows(sql`insert into workouts (assigned_to, created_by, name, scheduled_date, plan)
    values (${clientId}, ${trainerId}, 'Imported', ${date}, '[]'::jsonb)`);

/** Deletes the client's imported workouts straight in the database. */
export const dropImported = (t: TestApp, clientId: string) =>
  t.rows(sql`delete from workouts where assigned_to = ${clientId} and name = 'Imported'`);
