import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loadStarterContent } from './starter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const of = async (name: string) =>
  (await t.rows(sql`select contraindications from library_exercises where name = ${name}`))[0]
    .contraindications as string[];

describe('starter contraindications', () => {
  it('a new library has them', async () => {
    expect(await of('Barbell Back Squat')).toContain('knee');
  });

  it('a library loaded before they existed gets them once, keeping what a consultant set', async () => {
    await t.rows(sql`delete from app_state where key = 'starter-contraindications'`);
    await t.rows(sql`update library_exercises set contraindications = '{}'`);
    await t.rows(sql`update library_exercises set contraindications = '{neck}' where name = 'Good Morning'`);
    await loadStarterContent(t.database);
    expect(await of('Barbell Back Squat')).toContain('knee');
    expect(await of('Good Morning')).toEqual(['neck']);
    await t.rows(
      sql`update library_exercises set contraindications = '{}' where name = 'Barbell Back Squat'`,
    );
    await loadStarterContent(t.database);
    expect(await of('Barbell Back Squat')).toEqual([]);
  });
});
