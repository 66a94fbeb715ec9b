import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exercise } from '@kinetic/contracts/libraries';
import { loadStarterContent } from '../../db/seed/starter.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let trainer: Awaited<ReturnType<TestApp['user']>>;
beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.user({ roles: ['TRAINER'] });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.call('GET', `/api/libraries/exercises?limit=200&${query}`, { token: trainer.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { exercises: Exercise[]; total: number; libraryTotal: number };
};
const byName = async (name: string) =>
  (await list(`search=${encodeURIComponent(name)}`)).exercises.find((e) => e.name === name)!;

describe('the starter exercise library', () => {
  it('holds the 982 merged exercises, a curated one with its contraindications and pictures', async () => {
    expect((await list('')).libraryTotal).toBe(982);
    const squat = await byName('Barbell Back Squat');
    expect(squat.contraindications).toEqual(['knee', 'lower-back', 'pregnancy', 'high-blood-pressure']);
    expect(squat.primaryMuscles).toEqual(['Quadriceps']);
    expect(squat.force).toBe('push');
    expect(squat.instructions.length).toBeGreaterThan(2);
    expect(squat.pictures).toHaveLength(2);
  });
});

describe('filtering the exercise list', () => {
  it('by a muscle: only exercises working it, counted', async () => {
    const glutes = await list('muscle=Glutes');
    expect(glutes.total).toBeGreaterThan(100);
    expect(glutes.total).toBeLessThan(glutes.libraryTotal);
    for (const e of glutes.exercises)
      expect([...e.musclesWorked, ...e.primaryMuscles], e.name).toContain('Glutes');
  });

  it('by equipment, with a muscle and a search', async () => {
    const bells = await list('equipment=Kettlebell');
    expect(bells.total).toBeGreaterThan(20);
    for (const e of bells.exercises) expect(e.equipment, e.name).toContain('Kettlebell');
    const swings = await list('equipment=Kettlebell&muscle=Hamstrings&search=swing');
    expect(swings.total).toBeGreaterThan(0);
    expect(swings.total).toBeLessThan(bells.total);
    for (const e of swings.exercises) expect(`${e.name} ${e.description}`.toLowerCase()).toContain('swing');
    expect((await list('equipment=No%20such%20thing')).total).toBe(0);
  });

  it('refuses a muscle outside the vocabulary and an empty or long equipment name, with field messages', async () => {
    for (const query of ['muscle=Wings', 'equipment=%20', `equipment=${'x'.repeat(121)}`]) {
      const res = await t.call('GET', `/api/libraries/exercises?${query}`, { token: trainer.token });
      expect(res.status, query).toBe(400);
      expect(res.body.errors[0].path, query).toMatch(/^(muscle|equipment)$/);
    }
  });
});

describe('the exercise pictures', () => {
  it('are served as WebP, cached for a year, to anyone', async () => {
    const [key] = (await byName('Barbell Back Squat')).pictures;
    for (const width of [160, 480]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/exercise-pictures/${key}-${width}.webp` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
  });

  it('answer 404 for any other name, the folder or a path out of it', async () => {
    const [key] = (await byName('Barbell Back Squat')).pictures;
    for (const path of [
      `${key}-320.webp`,
      `${key}-160.jpg`,
      '0000000000000000-160.webp',
      '..%2F..%2F..%2F..%2Fpackage.json',
      '%2E%2E%2Fexercises.json',
      '',
    ]) {
      const res = await t.call('GET', `/api/exercise-pictures/${path}`);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('a library loaded before the exercises had details', () => {
  it('gets them once: the starter exercises their pictures, the added ones come in', async () => {
    await t.rows(sql`delete from app_state where key = 'starter-exercise-details'`);
    await t.rows(
      sql`update library_exercises set pictures = '{}', instructions = '{}', primary_muscles = '{}'`,
    );
    await t.rows(sql`delete from library_exercises where name in ('Air Bike', '3/4 Sit-Up')`);
    await t.rows(
      sql`update library_exercises set contraindications = '{neck}' where name = 'Bicycle Crunch'`,
    );
    await loadStarterContent(t.database);
    const [row] = await t.rows(sql`select count(*)::int as n,
      count(*) filter (where pictures <> '{}')::int as pictured from library_exercises`);
    expect(row).toEqual({ n: 982, pictured: 873 });
    const [crunch] = await t.rows(
      sql`select contraindications, primary_muscles from library_exercises where name = 'Bicycle Crunch'`,
    );
    expect(crunch).toEqual({ contraindications: ['neck'], primary_muscles: ['Core'] });
  });
});
