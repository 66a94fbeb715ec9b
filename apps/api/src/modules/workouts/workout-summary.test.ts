import { getTableColumns, sql, type AnyColumn } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workouts } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { workoutSummary } from './workout-summary.ts';

let t: TestApp;
let trainer: TestUser, otherTrainer: TestUser, client: TestUser, client2: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client } = await t.twoTrainersWithClients());
  client2 = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
});
afterAll(() => t.close());

const range = '/api/calendar?from=2032-02-01&to=2032-02-07';
type Entry = Record<string, unknown> & { id: string };
const calendar = async (): Promise<Entry[]> => {
  const res = await t.call('GET', range, { token: trainer.token });
  expect(res.status).toBe(200);
  return res.body.workouts;
};

/** A person's calendar counter: the version the calendar and the workout lists are kept under. */
const counter = async (id: string): Promise<number> =>
  (
    await t.rows(
      sql`select coalesce(sum(version), 0)::int as v from calendar_versions where owner_id = ${id}`,
    )
  )[0].v;

const assignment = async (clientId: string, name: string): Promise<string> =>
  (
    await t.rows(sql`insert into program_assignments (client_id, assigned_by, program_name, weeks, start_date)
      values (${clientId}, ${trainer.id}, ${name}, 4, '2032-01-05') returning id`)
  )[0].id;

/** A column of the row `other` (a workouts row as JSON), in the column's own type. */
const columnOf = (other: string, column: AnyColumn) =>
  sql`(jsonb_populate_record(null::workouts, ${other}::jsonb)).${sql.identifier(column.name)}`;

// Answers built from workout summaries are kept under calendar counters that a trigger raises, so a
// column the trigger does not watch would leave every kept answer stale while the tests of each
// write stay green. The columns come from the summary's one declaration: a field added to it is
// checked here at once.
describe('the calendar counters and the workout summary', () => {
  it('a change of any column a summary shows, even straight in SQL, raises them and shows; no other column does', async () => {
    const [a] = await t.rows(sql`insert into workouts (assigned_to, created_by, name, description, status,
        scheduled_date, estimated_duration, tags, plan, program_assignment_id)
      values (${client.id}, ${trainer.id}, 'Push', 'Upper body', 'SCHEDULED', '2032-02-02', 30, '{push}',
        '[]', ${await assignment(client.id, 'Strength')})
      returning id`);
    const [b] = await t.rows(sql`insert into workouts (assigned_to, created_by, name, description, status,
        scheduled_date, completed_date, estimated_duration, tags, plan, pain_area, pain_level,
        program_assignment_id, created_at, updated_at)
      values (${client2.id}, ${otherTrainer.id}, 'Pull', 'Back', 'COMPLETED', '2032-02-03',
        '2032-02-03T10:00:00Z', 45, '{pull,back}', '[{"exercises": []}]', 'knee', 3,
        ${await assignment(client2.id, 'Hypertrophy')}, '2032-01-01T08:00:00Z', '2032-01-02T08:00:00Z')
      returning id`);
    // Workout A takes B's value of each column in turn, so it ends up showing what B showed.
    const expected = (await calendar()).find((w) => w.id === b.id)!;
    expect(expected).toBeDefined();
    const [{ other }] = await t.rows(
      sql`select to_jsonb(w)::text as other from workouts w where id = ${b.id}`,
    );
    await t.rows(sql`delete from workouts where id = ${b.id}`);

    const shownColumns = new Set(workoutSummary.shown.map((f) => f.column));
    const hidden = Object.values(getTableColumns(workouts)).filter(
      (c) => !shownColumns.has(c) && !c.generated,
    );
    for (const column of [...shownColumns, ...hidden]) {
      const [{ differs }] = await t.rows(
        sql`select ${sql.identifier(column.name)} is distinct from ${columnOf(other, column)} as differs
          from workouts where id = ${a.id}`,
      );
      expect(differs, `A and B differ in ${column.name}`).toBe(true);
    }

    let id: string = a.id;
    const change = async (column: AnyColumn) => {
      const [before] = await t.rows(sql`select assigned_to from workouts where id = ${id}`);
      const [after] = await t.rows(
        sql`update workouts set ${sql.identifier(column.name)} = ${columnOf(other, column)} where id = ${id}
          returning id, assigned_to`,
      );
      id = after.id;
      return [...new Set([trainer.id, before.assigned_to as string, after.assigned_to as string])];
    };

    for (const { key, column } of workoutSummary.shown) {
      const people = [trainer.id, client.id, client2.id];
      const was = await Promise.all(people.map(counter));
      await calendar();
      const watchers = await change(column);
      const now = await Promise.all(people.map(counter));
      for (const person of watchers) {
        const i = people.indexOf(person);
        expect(now[i], `${column.name} raises ${person}'s counter`).toBeGreaterThan(was[i]!);
      }
      const shown = (await calendar()).find((w) => w.id === id);
      expect(shown?.[key], `the calendar shows the new ${key}`).toEqual(expected[key]);
    }
    expect((await calendar()).find((w) => w.id === id)).toEqual(expected);

    // The plan, the actuals' pain and the time of the last save show in no kept summary: saving a
    // client's actuals keeps every calendar and list as it was.
    for (const column of hidden) {
      const was = [await counter(trainer.id), await counter(client2.id)];
      await change(column);
      expect([await counter(trainer.id), await counter(client2.id)], column.name).toEqual(was);
    }
  });
});
