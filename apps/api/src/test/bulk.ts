import { sql } from 'drizzle-orm';
import type { TestApp } from './app.ts';

/**
 * Many rows at once, written straight in SQL (the API would take minutes): `count` workouts, meals or
 * progress entries of one client, spread over the days before and after today. What the lists,
 * caps and export tests read back through the API.
 */
export const bulk = {
  /** Odd ones completed (a completion date a day after their date), even ones scheduled. */
  async workouts(t: TestApp, clientId: string, trainerId: string, count: number) {
    await t.rows(sql`insert into workouts (assigned_to, created_by, name, scheduled_date, status,
        completed_date, plan, created_at)
      select ${clientId}, ${trainerId}, 'Bulk workout ' || i, current_date + (i % 97) - 48,
        case when i % 2 = 1 then 'COMPLETED' else 'SCHEDULED' end,
        case when i % 2 = 1 then now() - make_interval(hours => i) end,
        '[]'::jsonb, now() - make_interval(secs => i)
      from generate_series(1, ${count}::int) i`);
  },

  /** Meals of `foods` items each, on `days` days (several a day). */
  async meals(t: TestApp, clientId: string, count: number, { days = 30, foods = 1 } = {}) {
    const [food] = await t.rows(sql`select id, name from library_foods order by name limit 1`);
    const item = {
      foodId: food.id,
      foodName: food.name,
      servings: 1,
      servingSize: 1,
      servingMeasure: 'serving',
      calories: 100,
      protein: 5,
      fat: 2,
      totalCarbs: 10,
    };
    const items = JSON.stringify(Array.from({ length: foods }, () => item));
    await t.rows(sql`insert into meals (client_id, name, meal_type, date, items, calories, protein,
        fat, total_carbs, created_at)
      select ${clientId}, 'Bulk meal ' || i,
        (array['BREAKFAST','LUNCH','DINNER','SNACK'])[1 + i % 4], current_date - (i % ${days}::int),
        ${items}::jsonb, 100, 5, 2, 10, now() - make_interval(secs => i)
      from generate_series(1, ${count}::int) i`);
  },

  async progress(t: TestApp, clientId: string, count: number) {
    await t.rows(sql`insert into progress_entries (client_id, type, value, unit, date, category, created_at)
      select ${clientId}, 'Body weight', 70 + (i % 20), 'kg', current_date - (i % 365),
        'Body composition', now() - make_interval(secs => i)
      from generate_series(1, ${count}::int) i`);
  },
};
