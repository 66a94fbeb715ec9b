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

/** A template of the trainer's (whose token it is): the exercise for eight reps. */
export async function newTemplate(
  t: TestApp,
  token: string,
  name: string,
  exerciseId: string,
): Promise<{ id: string }> {
  const res = await t.call('POST', '/api/templates', {
    token,
    body: {
      name,
      description: '',
      estimatedDuration: 40,
      tags: [],
      shared: false,
      sets: [{ exercises: [{ exerciseId, sets: [{ targetReps: 8 }] }] }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.template;
}

/** A workout the client's trainer (whose token it is) makes by hand for that day: the exercise for five reps. */
export async function workoutOn(
  t: TestApp,
  token: string,
  { clientId, date, name, exerciseId }: { clientId: string; date: string; name: string; exerciseId: string },
): Promise<{ id: string; name: string }> {
  const res = await t.call('POST', '/api/workouts', {
    token,
    body: {
      name,
      assignedTo: clientId,
      scheduledDate: date,
      sets: [{ exercises: [{ exerciseId, sets: [{ targetReps: 5 }] }] }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.workout;
}

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
