import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import curated from './starter/foods.json' with { type: 'json' };
import { loadStarterContent } from './starter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const food = async (name: string) =>
  (
    await t.rows(sql`select name, serving_size as "servingSize", serving_measure as "servingMeasure",
      serving_grams as "servingGrams", calories, fiber, fdc_id as "fdcId", source,
      jsonb_array_length(portions) as portions from library_foods where name = ${name}`)
  )[0];
const counts = async () =>
  (
    await t.rows(sql`select count(*)::int as foods, count(fdc_id)::int as usda,
      count(*) filter (where approved)::int as approved from library_foods`)
  )[0];

describe('starter USDA foods', () => {
  it('a new library has the curated foods merged with USDA and the other USDA foods', async () => {
    // 310 curated foods, 203 of them merged with their USDA food; 8,087 USDA foods in all.
    expect(await counts()).toEqual({ foods: 8194, usda: 8087, approved: 8194 });
    expect(await food('Banana, raw')).toEqual({
      name: 'Banana, raw',
      servingSize: 1,
      servingMeasure: 'medium',
      servingGrams: 118,
      calories: 105,
      fiber: 3.1,
      fdcId: 173944,
      source: 'USDA FoodData Central, SR Legacy, FDC 173944',
      portions: 8,
    });
    // An unmerged USDA food: per 100 g under USDA's name.
    expect(await food('Egg, whole, cooked, poached')).toMatchObject({
      servingSize: 100,
      servingMeasure: 'g',
      servingGrams: 100,
      source: expect.stringMatching(/^USDA FoodData Central, SR Legacy, FDC \d+$/),
    });
  });

  it('a library loaded before the USDA foods gets them once, leaving what a consultant changed', async () => {
    // The library as the curated foods alone loaded it, with one serving a consultant changed and
    // one food of theirs named like a USDA food.
    const names = curated.map((f) => f.name);
    await t.rows(sql`delete from app_state where key = 'starter-usda-foods'`);
    await t.rows(sql`delete from library_foods where name not in ${names}`);
    await t.rows(sql`update library_foods set fdc_id = null, source = '', portions = '[]', serving_grams = null,
      fiber = null, sugar = null, sodium = null, commonness = 50`);
    await t.rows(
      sql`update library_foods set serving_measure = 'large', calories = 130 where name = 'Apple, raw'`,
    );
    await t.rows(sql`insert into library_foods (name, serving_size, serving_measure, calories, protein, fat,
      total_carbs, approved) values ('Bananas, overripe, raw', 1, 'bunch', 500, 5, 1, 120, true)`);

    const started = performance.now();
    await loadStarterContent(t.database);
    console.info(
      `Adding the USDA foods to an existing library took ${Math.round(performance.now() - started)} ms`,
    );

    expect(await food('Banana, raw')).toMatchObject({ servingGrams: 118, fdcId: 173944, portions: 8 });
    expect(await food('Apple, raw')).toMatchObject({ servingMeasure: 'large', calories: 130, fdcId: null });
    expect(await food('Bananas, overripe, raw')).toMatchObject({ servingMeasure: 'bunch', fdcId: null });
    // All, but the USDA values of the apple (kept as the consultant left it) and the USDA food named
    // like the consultant's.
    expect(await counts()).toEqual({ foods: 8194 - 1 + 1, usda: 8087 - 2, approved: 8194 });

    // Once: a food removed later stays removed.
    await t.rows(sql`delete from library_foods where name = 'Banana, raw'`);
    await loadStarterContent(t.database);
    expect(await food('Banana, raw')).toBeUndefined();
  });
});
