import { readCsv } from '@kinetic/contracts/library-import';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let consultant: Awaited<ReturnType<TestApp['user']>>;
let trainer: Awaited<ReturnType<TestApp['user']>>;
let client: Awaited<ReturnType<TestApp['user']>>;
beforeAll(async () => {
  t = await createTestApp();
  consultant = await t.user({ roles: ['CONSULTANT'] });
  trainer = await t.user({ roles: ['TRAINER'] });
  client = await t.user({ roles: ['CLIENT'] });
});
afterAll(() => t.close());

const newExercise = (overrides: Record<string, unknown> = {}) => ({
  name: `Test Press ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Press it up.',
  category: 'Strength',
  difficulty: 'INTERMEDIATE',
  musclesWorked: ['Pectorals', 'Triceps'],
  equipment: ['Barbell'],
  approved: true,
  ...overrides,
});

describe('starter content', () => {
  it('every new database has the starter libraries and set types', async () => {
    const counts = await t.rows(sql`select
      (select count(*)::int from library_exercises) as exercises,
      (select count(*)::int from library_equipment) as equipment,
      (select count(*)::int from library_foods) as foods`);
    expect(counts[0].exercises).toBeGreaterThanOrEqual(150);
    expect(counts[0].equipment).toBeGreaterThanOrEqual(50);
    expect(counts[0].foods).toBeGreaterThanOrEqual(200);
    const types = await t.call('GET', '/api/set-types', { token: client.token });
    expect(types.body.setTypes.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining([
        'Straight Sets',
        'Superset',
        'Circuit',
        'Drop Set',
        'Pyramid',
        'Warm-up',
        'AMRAP',
        'EMOM',
        'Tabata',
      ]),
    );
  });
});

describe('reading the libraries', () => {
  it('lists with the total and the library size, sorted by name', async () => {
    const res = await t.call('GET', '/api/libraries/foods?limit=5', { token: trainer.token });
    expect(res.status).toBe(200);
    expect(res.body.foods).toHaveLength(5);
    expect(res.body.total).toBe(res.body.libraryTotal);
    const names = res.body.foods.map((f: { name: string }) => f.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    expect(res.body.foods[0]).toMatchObject({
      id: expect.any(String),
      servingSize: expect.any(Number),
      approved: true,
    });
  });

  it.each([
    ['exercises', 'name', 'deadlift', (i: { name: string }) => i.name],
    ['exercises', 'muscles', 'hamstrings', (i: { musclesWorked: string[] }) => i.musclesWorked.join(' ')],
    ['exercises', 'category', 'plyometrics', (i: { category: string }) => i.category],
    ['equipment', 'location', 'cardio zone', (i: { location: string }) => i.location],
    ['equipment', 'brand', 'concept2', (i: { brand: string }) => i.brand],
    ['foods', 'category', 'legumes', (i: { category: string }) => i.category],
    ['foods', 'name', 'banana', (i: { name: string }) => i.name],
  ] as const)('searches %s by %s', async (kind, _field, term, pick) => {
    const res = await t.call('GET', `/api/libraries/${kind}?search=${encodeURIComponent(term)}`, {
      token: trainer.token,
    });
    expect(res.status).toBe(200);
    const items = res.body[kind] as never[];
    expect(items.length).toBeGreaterThan(0);
    // One page (at most 200, the search's default limit) of all that match.
    expect(items.length).toBe(Math.min(res.body.total, 200));
    expect(res.body.libraryTotal).toBeGreaterThan(items.length);
    expect(items.some((i) => pick(i).toLowerCase().includes(term))).toBe(true);
  });

  it.each(['exercises', 'equipment', 'foods'] as const)(
    'a %s page is the contract’s shape, each item as it is opened alone',
    async (kind) => {
      const page = await t.call('GET', `/api/libraries/${kind}?limit=7&offset=3`, {
        token: consultant.token,
      });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(page.body[kind]).toHaveLength(7);
      for (const item of page.body[kind]) {
        const alone = await t.call('GET', `/api/libraries/${kind}/${item.id}`, { token: consultant.token });
        expect(alone.body.item).toEqual(item);
      }
      const first = await t.call('GET', `/api/libraries/${kind}?limit=10`, { token: consultant.token });
      expect(first.body[kind].slice(3)).toEqual(page.body[kind]);
      const none = await t.call('GET', `/api/libraries/${kind}?search=no-such-thing-here`, {
        token: client.token,
      });
      expect(none.body).toEqual({ [kind]: [], total: 0, libraryTotal: expect.any(Number) });
      expect(none.body.libraryTotal).toBeGreaterThan(0);
    },
  );

  it('searches descriptions too, and takes % and _ literally', async () => {
    await t.call('POST', '/api/libraries/exercises', {
      token: consultant.token,
      body: newExercise({ name: 'Zyzzyva Row', description: 'A 100% unique_cue here' }),
    });
    const desc = await t.call('GET', '/api/libraries/exercises?search=unique_cue', { token: trainer.token });
    expect(desc.body.exercises.map((e: { name: string }) => e.name)).toEqual(['Zyzzyva Row']);
    const pct = await t.call('GET', '/api/libraries/exercises?search=100%25%20u', { token: trainer.token });
    expect(pct.body.exercises.map((e: { name: string }) => e.name)).toEqual(['Zyzzyva Row']);
  });

  it('ranks a search: name prefix, then a word of the name, then the name, then other fields', async () => {
    // Created out of order, so that only the ranking can put them in order.
    for (const [name, description] of [
      ['Alpha Other Fields', 'Ends with a qorvex cue'],
      ['Bqorvex Inside', ''],
      ['Cable Qorvex-Row', ''],
      ['Qorvex Swing', ''],
      ['Band Qorvex', ''],
      ['Qorvex (Alt)', ''],
    ])
      await t.call('POST', '/api/libraries/exercises', {
        token: consultant.token,
        body: newExercise({ name, description }),
      });
    const names = async (query: string) =>
      (await t.call('GET', `/api/libraries/exercises?${query}`, { token: trainer.token })).body.exercises.map(
        (e: { name: string }) => e.name,
      );
    expect(await names('search=qorvex')).toEqual([
      'Qorvex (Alt)',
      'Qorvex Swing',
      'Band Qorvex',
      'Cable Qorvex-Row',
      'Bqorvex Inside',
      'Alpha Other Fields',
    ]);
    // Pages follow the same order.
    expect(await names('search=qorvex&limit=2&offset=2')).toEqual(['Band Qorvex', 'Cable Qorvex-Row']);
    // A term's own punctuation is taken literally (as a pattern, '(alt)' would match 'alt').
    expect(await names(`search=${encodeURIComponent('(alt)')}`)).toEqual(['Qorvex (Alt)']);

    // The starter library: 'plank' finds the Plank first, then the other planks, then the rest.
    const plank = await names('search=plank');
    expect(plank[0]).toBe('Plank');
    const named = plank.filter((n: string) => /\bplank/i.test(n));
    expect(plank.slice(0, named.length)).toEqual(named);
    expect(named.length).toBeGreaterThan(1);
    expect(plank.length).toBeGreaterThan(named.length);
  });

  it('shows unapproved items to consultants only', async () => {
    const created = await t.call('POST', '/api/libraries/equipment', {
      token: consultant.token,
      body: { name: 'Secret Sled Prototype', approved: false },
    });
    expect(created.status).toBe(201);
    const id = created.body.item.id;
    for (const who of [trainer, client]) {
      const list = await t.call('GET', '/api/libraries/equipment?search=secret sled', { token: who.token });
      expect(list.body.equipment).toEqual([]);
      expect((await t.call('GET', `/api/libraries/equipment/${id}`, { token: who.token })).status).toBe(404);
    }
    const mine = await t.call('GET', '/api/libraries/equipment?search=secret sled', {
      token: consultant.token,
    });
    expect(mine.body.equipment).toHaveLength(1);
    expect(
      (await t.call('GET', `/api/libraries/equipment/${id}`, { token: consultant.token })).body.item.name,
    ).toBe('Secret Sled Prototype');
  });

  // Library pages are kept by the API under the library's write counter: every write, through the
  // app or straight in the database (another process, an operator), must show in the next read.
  it('a page read before a write is never sent after it, whoever wrote', async () => {
    const search = (who: { token: string }) =>
      t.call('GET', '/api/libraries/exercises?search=zebra lunge', { token: who.token });
    const created = await t.call('POST', '/api/libraries/exercises', {
      token: consultant.token,
      body: newExercise({ name: 'Zebra Lunge', approved: false }),
    });
    const id = created.body.item.id;
    expect((await search(trainer)).body.exercises).toEqual([]);
    expect((await search(consultant)).body.exercises.map((e: { name: string }) => e.name)).toEqual([
      'Zebra Lunge',
    ]);

    await t.call('PUT', `/api/libraries/exercises/${id}`, {
      token: consultant.token,
      body: newExercise({ name: 'Zebra Lunge', approved: true }),
    });
    expect((await search(trainer)).body.exercises.map((e: { name: string }) => e.name)).toEqual([
      'Zebra Lunge',
    ]);

    await t.rows(sql`update library_exercises set name = 'Zebra Lunge Walk' where id = ${id}`);
    for (const who of [trainer, consultant])
      expect((await search(who)).body.exercises.map((e: { name: string }) => e.name)).toEqual([
        'Zebra Lunge Walk',
      ]);

    await t.rows(sql`delete from library_exercises where id = ${id}`);
    const after = await search(trainer);
    expect(after.body.exercises).toEqual([]);
    expect(after.body.total).toBe(0);
  });

  it('refuses an offset past PostgreSQL integers (it answered 500), and pages past the end are empty', async () => {
    const far = await t.call('GET', `/api/libraries/exercises?offset=${Number.MAX_SAFE_INTEGER}`, {
      token: client.token,
    });
    expect(far.status).toBe(400);
    const last = await t.call('GET', '/api/libraries/exercises?offset=2147483647', { token: client.token });
    expect(last.status).toBe(200);
    expect(last.body.exercises).toEqual([]);
  });

  it('serves the older simple lists and needs a signed-in caller', async () => {
    expect(
      (await t.call('GET', '/api/exercises', { token: client.token })).body.exercises.length,
    ).toBeGreaterThan(0);
    expect(
      (await t.call('GET', '/api/equipment', { token: client.token })).body.equipment.length,
    ).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/libraries/foods')).status).toBe(401);
  });
});

describe('consultants edit the libraries', () => {
  it('creates and edits an exercise, muscles and approval included', async () => {
    const created = await t.call('POST', '/api/libraries/exercises', {
      token: consultant.token,
      body: newExercise({ approved: false }),
    });
    expect(created.status).toBe(201);
    const item = created.body.item;
    const edited = await t.call('PUT', `/api/libraries/exercises/${item.id}`, {
      token: consultant.token,
      body: { ...item, musclesWorked: ['Glutes', 'Hamstrings'], approved: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.item).toMatchObject({
      id: item.id,
      musclesWorked: ['Glutes', 'Hamstrings'],
      approved: true,
    });
    const found = await t.call(
      'GET',
      `/api/libraries/exercises?search=${encodeURIComponent(item.name.toLowerCase())}`,
      { token: trainer.token },
    );
    expect(found.body.exercises.map((e: { id: string }) => e.id)).toEqual([item.id]);
  });

  it('refuses writes from anyone but a consultant, changing nothing', async () => {
    for (const who of [trainer, client]) {
      const res = await t.call('POST', '/api/libraries/foods', {
        token: who.token,
        body: {
          name: 'Forbidden Fruit',
          servingSize: 1,
          servingMeasure: 'medium',
          calories: 1,
          protein: 0,
          fat: 0,
          totalCarbs: 0,
        },
      });
      expect(res.status).toBe(403);
    }
    expect(await t.rows(sql`select 1 from library_foods where name = 'Forbidden Fruit'`)).toEqual([]);
  });

  it.each([
    ['exercises', { ...newExercise(), name: '' }, [{ path: 'name', msg: 'Name is required' }]],
    [
      'exercises',
      { ...newExercise(), difficulty: 'EXPERT' },
      [{ path: 'difficulty', msg: 'Difficulty must be BEGINNER, INTERMEDIATE or ADVANCED' }],
    ],
    [
      'foods',
      {
        name: 'Bad Food',
        servingSize: 'abc',
        servingMeasure: 'g',
        calories: -5,
        protein: 1,
        fat: 1,
        totalCarbs: 1,
      },
      [
        { path: 'servingSize', msg: 'Serving size must be a number' },
        { path: 'calories', msg: 'Calories cannot be negative' },
      ],
    ],
    [
      'foods',
      { name: 'Bare Food', servingMeasure: 'g', calories: 10, fat: 1, totalCarbs: 1 },
      [
        { path: 'servingSize', msg: 'Serving size is required' },
        { path: 'protein', msg: 'Protein is required' },
      ],
    ],
  ] as const)('refuses a bad %s with field messages', async (kind, body, errors) => {
    const res = await t.call('POST', `/api/libraries/${kind}`, { token: consultant.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });

  it('refuses a name the library has already (any case) with 409', async () => {
    const res = await t.call('POST', '/api/libraries/foods', {
      token: consultant.token,
      body: {
        name: 'BANANA, RAW',
        servingSize: 1,
        servingMeasure: 'medium',
        calories: 105,
        protein: 1.3,
        fat: 0.4,
        totalCarbs: 27,
      },
    });
    const existing = await t.rows(sql`select name from library_foods where lower(name) = 'banana, raw'`);
    if (existing.length) {
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('A food named "BANANA, RAW" already exists');
    } else {
      expect(res.status).toBe(201);
      const again = await t.call('POST', '/api/libraries/foods', {
        token: consultant.token,
        body: { ...res.body.item, id: undefined },
      });
      expect(again.status).toBe(409);
    }
  });

  it('edits of an unknown id answer 404', async () => {
    const res = await t.call('PUT', '/api/libraries/exercises/00000000-0000-4000-8000-000000000000', {
      token: consultant.token,
      body: newExercise(),
    });
    expect(res.status).toBe(404);
  });
});

describe('import', () => {
  it('imports the good rows of a CSV and reports each refused row with its reasons', async () => {
    const csv = [
      'name,description,servingSize,servingMeasure,calories,protein,fat,totalCarbs,isVegan,isVegetarian',
      'Import Oat Bar,"Chewy, with ""oats""",1,bar,190,4,7,29,yes,yes',
      'Import Bad Serving,,abc,bar,100,1,1,1,no,no',
      'Import Negative,,1,bar,-10,1,1,1,no,no',
      'Import Broken Line,1,bar',
      'Import Lentil Soup,,1,cup,180,12,3,28,true,true',
    ].join('\n');
    const read = readCsv('foods', csv);
    expect(read.problems).toEqual([{ row: 5, msg: 'Line 5 has 3 fields, expected 10' }]);
    const res = await t.call('POST', '/api/libraries/foods/import', {
      token: consultant.token,
      body: { rows: read.rows.map((r) => r.values), firstRowNumber: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(2);
    expect(res.body.refused).toEqual([
      {
        row: 3,
        name: 'Import Bad Serving',
        errors: [{ path: 'servingSize', msg: 'Serving size must be a number' }],
      },
      { row: 4, name: 'Import Negative', errors: [{ path: 'calories', msg: 'Calories cannot be negative' }] },
    ]);
    const stored = await t.rows(
      sql`select name, description, is_vegan from library_foods where name like 'Import %' order by name`,
    );
    expect(stored).toEqual([
      { name: 'Import Lentil Soup', description: '', is_vegan: true },
      { name: 'Import Oat Bar', description: 'Chewy, with "oats"', is_vegan: true },
    ]);
  });

  it('refuses duplicates of existing names and within the file', async () => {
    const res = await t.call('POST', '/api/libraries/equipment/import', {
      token: consultant.token,
      body: { rows: [{ name: 'Dup Bench A' }, { name: 'dup bench a' }, { name: 'Import Oat Bar' }] },
    });
    expect(res.body.imported).toBe(2);
    expect(res.body.refused).toEqual([
      {
        row: 2,
        name: 'dup bench a',
        errors: [{ path: 'name', msg: 'Equipment named "dup bench a" already exists' }],
      },
    ]);
  });

  it('refuses a first row number past a billion (row numbers beyond the safe range answered 500)', async () => {
    const body = (firstRowNumber: number) => ({
      rows: [{ name: `Row ${firstRowNumber}` }, { name: '' }],
      firstRowNumber,
    });
    const far = await t.call('POST', '/api/libraries/equipment/import', {
      token: consultant.token,
      body: body(Number.MAX_SAFE_INTEGER),
    });
    expect(far.status).toBe(400);
    expect(far.body.errors).toEqual([
      { path: 'firstRowNumber', msg: 'First row number must be at most 1000000000' },
    ]);
    const last = await t.call('POST', '/api/libraries/equipment/import', {
      token: consultant.token,
      body: body(1_000_000_000),
    });
    expect(last.status).toBe(200);
    expect(last.body.refused.map((r: { row: number }) => r.row)).toEqual([1_000_000_001]);
  });

  it('a CSV without a required column is refused before anything is sent', () => {
    expect(readCsv('exercises', 'name,category\nSquat,Strength').problems).toEqual([
      { row: 0, msg: 'Missing column: difficulty' },
    ]);
  });

  it('only consultants import', async () => {
    const res = await t.call('POST', '/api/libraries/exercises/import', {
      token: trainer.token,
      body: { rows: [newExercise()] },
    });
    expect(res.status).toBe(403);
  });
});
