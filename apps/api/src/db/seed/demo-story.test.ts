import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetBlock } from '@kinetic/contracts/workouts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedDemo } from './demo.ts';

// The demo tells one story: what its notes say happened is what its records hold, nobody is booked
// twice on a day, and nobody trained before they joined.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.database)).toBe(true);
});
afterAll(() => t.close());

/** Words of a note that say a set was not done, or not done in full. */
const NOT_DONE = /\b(skip(ped)?|stopped|did(n'?t| not) (do|finish)|left out|dropped)\b/i;

describe('the demo’s story', () => {
  it('records no set as done that a note says was skipped or stopped early', async () => {
    const rows = await t.rows(sql`select w.id, w.name, w.plan from workouts w where w.status = 'COMPLETED'`);
    const told = rows.flatMap((w) =>
      (w.plan as SetBlock[]).flatMap((b) => b.exercises.filter((e) => NOT_DONE.test(e.notes ?? ''))),
    );
    // The demo has such a note (Lena's knee), so the check checks something.
    expect(told.length).toBeGreaterThan(0);
    for (const e of told) {
      const last = e.sets.at(-1)!;
      expect(e.completedAsPrescribed, e.notes ?? '').toBe(false);
      expect(last.actualReps === null || last.actualReps < last.targetReps, e.notes ?? '').toBe(true);
    }
  });

  it("has four weeks of Sam's food diary, near the targets Maya set, within the diary's caps", async () => {
    const days = await t.rows(sql`
      select d.date::text as day, count(*)::int as entries, sum(d.kcal)::float as kcal
      from food_diary_entries d join users u on u.id = d.client_id
      where u.email = 'sam@kinetic.demo' group by d.date order by d.date`);
    expect(days).toHaveLength(29);
    for (const d of days.slice(0, 28)) {
      expect(d.entries).toBeLessThanOrEqual(100);
      expect(d.kcal, d.day).toBeGreaterThan(1200);
      expect(d.kcal, d.day).toBeLessThan(2600);
    }
  });

  it("has Sam's weekly adjustment waiting for Maya: losing about 0.3 kg a week against 0.5", async () => {
    const [ids] = await t.rows(sql`select (select id from users where email = 'sam@kinetic.demo') as sam,
      (select id from users where email = 'maya@kinetic.demo') as maya`);
    const maya = await t.call('POST', '/api/auth/login', {
      body: { email: 'maya@kinetic.demo', password: 'KineticDemo1' },
    });
    const res = await t.call('GET', `/api/clients/${ids!.sam}/nutrition/adjustment`, {
      token: maya.body.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.adjustment).toMatchObject({ status: 'pending', rateKgPerWeek: -0.3, kcalChange: -220 });
    expect(res.body.adjustment.reasoning).toBe(
      'Losing 0.3 kg a week against a goal of losing 0.5 kg a week: lower the calories by 220 kcal a day.',
    );
    expect(res.body.adjustment.proposed.day.kcal).toBe(1880);
    expect(res.body.adjustment.proposed.restDay.kcal).toBe(1680);
  });

  it('books no one twice on a day', async () => {
    const doubled = await t.rows(sql`
      select u.email, w.scheduled_date::text as day, string_agg(w.name, ' + ') as names
      from workouts w join users u on u.id = w.assigned_to
      where w.scheduled_date is not null
      group by u.email, w.scheduled_date having count(*) > 1`);
    expect(doubled).toEqual([]);
  });

  it('has everyone a member before their first workout and their first record', async () => {
    const early = await t.rows(sql`
      select u.email, u.created_at, min(w.scheduled_date)::text as first_day,
        min(w.completed_date) as first_done, min(p.performed_at) as first_set
      from users u
      join workouts w on w.assigned_to = u.id
      left join performed_sets p on p.client_id = u.id
      group by u.email, u.created_at
      having min(w.scheduled_date) < u.created_at::date
        or min(w.completed_date) < u.created_at
        or min(p.performed_at) < u.created_at`);
    expect(early).toEqual([]);
  });
});
