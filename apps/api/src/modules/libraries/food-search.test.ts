import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

// Search finds what people mean: everyday words through the real route on the seeded food library
// (the curated starter foods merged with USDA FoodData Central), each with the food that must be
// among the first three.

let t: TestApp;
let trainer: Awaited<ReturnType<TestApp['user']>>;
beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.user({ roles: ['TRAINER'] });
});
afterAll(() => t.close());

/** A word, and what one of the first three foods must be named like. */
const EVERYDAY: [string, RegExp][] = [
  ['egg', /^egg, whole/i],
  ['eggs', /^egg, whole/i],
  ['chicken breast', /^chicken breast.*roasted/i],
  ['rice', /^white rice.*cooked/i],
  ['banana', /^banana, raw/i],
  ['milk', /^(whole|skim) milk|^milk, whole/i],
  ['oats', /^rolled oats/i],
  ['salmon', /salmon/i],
  ['apple', /^apple, raw/i],
  ['broccoli', /^broccoli/i],
  ['greek yogurt', /^greek yogurt, plain/i],
  ['peanut butter', /^peanut butter/i],
  ['bread', /bread$/i],
  ['potato', /^potato, baked/i],
  ['beef', /^ground beef|steak/i],
  ['tuna', /^tuna/i],
  ['avocado', /^avocado, raw/i],
  ['cheddar', /^cheddar cheese/i],
  ['almonds', /^almonds/i],
  ['pasta', /pasta|spaghetti/i],
  ['olive oil', /^olive oil/i],
  ['orange', /^orange, raw/i],
  ['spinach', /^spinach, raw/i],
  ['sweet potato', /^sweet potato/i],
  ['tofu', /^tofu/i],
  ['lentils', /^lentils, cooked/i],
  ['turkey', /^turkey breast/i],
  ['butter', /^butter, salted/i],
  ['honey', /^honey$/i],
  ['coffee', /^coffee, brewed/i],
  ['beer', /^beer/i],
  ['strawberries', /^strawberries, raw/i],
  ['carrot', /^carrot, raw/i],
  ['cottage cheese', /^cottage cheese/i],
  ['shrimp', /^shrimp/i],
  ['walnuts', /^walnuts/i],
  ['quinoa', /^quinoa, cooked/i],
  ['blueberries', /^blueberries, raw/i],
  ['peas', /peas/i],
  ['yogurt', /^(greek )?yogurt, plain/i],
  ['cheese', /cheese$/i],
];

describe('food search finds what people mean', () => {
  it('has the everyday food among the first three for each word', async () => {
    const table: string[] = [];
    const missed: string[] = [];
    for (const [word, wanted] of EVERYDAY) {
      const res = await t.call('GET', `/api/libraries/foods?search=${encodeURIComponent(word)}&limit=3`, {
        token: trainer.token,
      });
      expect(res.status).toBe(200);
      const names: string[] = res.body.foods.map((f: { name: string }) => f.name);
      table.push(`${word.padEnd(16)} | ${names.join(' | ')}`);
      if (!names.some((n) => wanted.test(n))) missed.push(`${word}: ${names.join(', ')}`);
    }
    console.info(`word             | first three\n${table.join('\n')}`);
    expect(missed).toEqual([]);
  });

  it('lists everyday foods first before anything is typed, when asked; by name otherwise', async () => {
    const get = (query: string) => t.call('GET', `/api/libraries/foods?${query}`, { token: trainer.token });
    const everyday = await get('order=everyday&limit=20');
    expect(everyday.status).toBe(200);
    const names: string[] = everyday.body.foods.map((f: { name: string }) => f.name);
    // The curated staples, not the first of thousands by name ('Abiyuch, raw').
    expect(names).toEqual(expect.arrayContaining(['Banana, raw', 'Egg, whole, raw']));
    const byName = await get('limit=20');
    const first: string[] = byName.body.foods.map((f: { name: string }) => f.name.toLowerCase());
    expect([...first].sort()).toEqual(first);
    expect(first).not.toContain('banana, raw');
    expect(everyday.body.total).toBe(byName.body.total);
    // A search ranks by itself, whatever the order asked.
    const searched = await get('search=rice&order=everyday&limit=3');
    expect(searched.body).toEqual((await get('search=rice&limit=3')).body);
    expect((await get('order=newest')).body.errors).toEqual([
      { path: 'order', msg: 'Order must be name or everyday' },
    ]);
  });

  it('needs every word, and drops a plural s', async () => {
    const both = await t.call('GET', '/api/libraries/foods?search=chicken%20breast&limit=200', {
      token: trainer.token,
    });
    for (const f of both.body.foods as { name: string; description: string; category: string }[])
      expect(`${f.name} ${f.description} ${f.category}`.toLowerCase()).toMatch(
        /chicken[^]*breast|breast[^]*chicken/,
      );
    const plural = await t.call('GET', '/api/libraries/foods?search=eggs&limit=3', { token: trainer.token });
    const singular = await t.call('GET', '/api/libraries/foods?search=egg&limit=3', { token: trainer.token });
    expect(plural.body).toEqual(singular.body);
  });

  it('needs every word of a long query too, and takes quotes and backslashes literally', async () => {
    const words = ['chicken', 'leg', 'meat', 'only', 'roasted'];
    const long = await t.call('GET', `/api/libraries/foods?search=${words.join('%20')}&limit=200`, {
      token: trainer.token,
    });
    expect(long.body.total).toBeGreaterThan(0);
    for (const f of long.body.foods as { name: string; description: string; category: string }[]) {
      const text = `${f.name} ${f.description} ${f.category}`.toLowerCase();
      for (const w of words) expect(text).toContain(w);
    }
    const odd = await t.call('GET', `/api/libraries/foods?search=${encodeURIComponent('"egg\\ {x}')}`, {
      token: trainer.token,
    });
    expect(odd.status).toBe(200);
    expect(odd.body.foods).toEqual([]);
  });

  it('shows a USDA food with its grams, portions and source', async () => {
    const res = await t.call('GET', '/api/libraries/foods?search=banana%2C%20raw&limit=1', {
      token: trainer.token,
    });
    expect(res.body.foods[0]).toMatchObject({
      name: 'Banana, raw',
      servingSize: 1,
      servingMeasure: 'medium',
      servingGrams: 118,
      calories: 105,
      fdcId: 173944,
      source: 'USDA FoodData Central, SR Legacy, FDC 173944',
      portions: expect.arrayContaining([{ label: '1 medium (7" to 7-7/8" long)', grams: 118 }]),
    });
    expect(res.body.foods[0]).not.toHaveProperty('commonness');
  });
});
