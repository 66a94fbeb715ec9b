import { sql } from 'drizzle-orm';
import {
  PLAN_BYTES_MAX,
  PLAN_SET_ROWS_MAX,
  PLAN_SET_ROWS_MESSAGE,
  PLAN_TOO_LARGE,
} from '@kinetic/contracts/workouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, client: U, otherClient: U, consultant: U;
let squat: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
  consultant = await t.user({ roles: ['CONSULTANT'] });
  [squat] = await t.rows(sql`select id, name from library_exercises where approved order by name limit 1`);
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Full body A',
  description: 'Three rounds',
  estimatedDuration: 50,
  tags: ['strength', 'beginner'],
  shared: false,
  sets: [
    {
      setType: 'straight sets',
      restPeriod: '60s',
      exercises: [{ exerciseId: squat.id, sets: [{ targetReps: 10, targetWeight: '40', weightUnit: 'kg' }] }],
    },
  ],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, token = trainer.token) {
  const res = await t.call('POST', '/api/templates', { token, body: body(overrides) });
  expect(res.status).toBe(201);
  return res.body.template;
}

const count = async () => (await t.rows(sql`select count(*)::int as n from workout_templates`))[0].n;

describe('templates', () => {
  it('creates a template: targets only, names from the library, no client and no date', async () => {
    const tpl = await create();
    expect(tpl).toMatchObject({
      name: 'Full body A',
      description: 'Three rounds',
      estimatedDuration: 50,
      tags: ['strength', 'beginner'],
      shared: false,
      createdBy: trainer.id,
      createdByName: 'Test TRAINER',
    });
    expect(tpl).not.toHaveProperty('assignedTo');
    expect(tpl).not.toHaveProperty('scheduledDate');
    const ex = tpl.sets[0].exercises[0];
    expect(tpl.sets[0].setType).toBe('Straight Sets');
    expect(ex.exerciseName).toBe(squat.name);
    expect(ex.sets[0]).toMatchObject({ targetReps: 10, actualReps: null, actualWeight: null });
    const opened = await t.call('GET', `/api/templates/${tpl.id}`, { token: trainer.token });
    expect(opened.status).toBe(200);
    expect(opened.body.template).toEqual(tpl);
  });

  it('lists own and shared templates, with search and paging; another trainer sees only the shared ones', async () => {
    const own = await t.user({ roles: ['TRAINER'] });
    const peer = await t.user({ roles: ['TRAINER'] });
    await create({ name: 'Alpha push', tags: ['push'] }, own.token);
    await create({ name: 'Bravo pull', shared: true }, own.token);
    await create({ name: 'Charlie legs', shared: true, tags: ['lower'] }, peer.token);
    await create({ name: 'Delta private' }, peer.token);

    const mine = await t.call('GET', '/api/templates', { token: own.token });
    expect(mine.status).toBe(200);
    const names = mine.body.templates.map((x: { name: string }) => x.name);
    expect(names).toContain('Alpha push');
    expect(names).toContain('Charlie legs');
    expect(names).not.toContain('Delta private');
    expect(mine.body.total).toBe(names.length);

    const byTag = await t.call('GET', '/api/templates?search=LOWER', { token: own.token });
    expect(byTag.body.templates.map((x: { name: string }) => x.name)).toEqual(['Charlie legs']);
    const page = await t.call('GET', '/api/templates?limit=1&offset=1', { token: own.token });
    expect(page.body.templates).toHaveLength(1);
    expect(page.body.total).toBe(mine.body.total);
    expect(page.body.templates[0].id).toBe(mine.body.templates[1].id);

    const wildcard = await t.call('GET', '/api/templates?search=%25', { token: own.token });
    expect(wildcard.body.templates).toEqual([]);
  });

  it('opens a shared template of another trainer; another private one answers 404', async () => {
    const shared = await create({ shared: true });
    const privateOne = await create();
    expect((await t.call('GET', `/api/templates/${shared.id}`, { token: otherTrainer.token })).status).toBe(
      200,
    );
    expect(
      (await t.call('GET', `/api/templates/${privateOne.id}`, { token: otherTrainer.token })).status,
    ).toBe(404);
  });

  it('changes and deletes only the owner’s template; a shared one is 403 for another trainer', async () => {
    const tpl = await create({ shared: true });
    const changed = await t.call('PUT', `/api/templates/${tpl.id}`, {
      token: trainer.token,
      body: body({ name: 'Renamed', shared: false }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.template).toMatchObject({ name: 'Renamed', shared: false });

    const shared = await create({ shared: true });
    const before = await count();
    for (const [method, extra] of [
      ['PUT', { body: body({ name: 'Taken over' }) }],
      ['DELETE', {}],
    ] as const) {
      const res = await t.call(method, `/api/templates/${shared.id}`, {
        token: otherTrainer.token,
        ...extra,
      });
      expect(res.status).toBe(403);
    }
    const privateOne = await create();
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.call(method, `/api/templates/${privateOne.id}`, {
        token: otherTrainer.token,
        body: method === 'PUT' ? body() : undefined,
      });
      expect(res.status).toBe(404);
    }
    expect(await count()).toBe(before + 1);
    expect(
      (await t.call('GET', `/api/templates/${shared.id}`, { token: trainer.token })).body.template.name,
    ).toBe('Full body A');
  });

  it('deletes a template; workouts made from it stay', async () => {
    const tpl = await create();
    const program = await t.call('POST', '/api/programs', {
      token: trainer.token,
      body: { name: 'P', weeks: 1, days: [{ week: 1, dayOfWeek: 7, templateId: tpl.id }] },
    });
    const assigned = await t.call('POST', `/api/programs/${program.body.program.id}/assign`, {
      token: trainer.token,
      body: { clientIds: [client.id], startDate: '2027-03-01' },
    });
    expect(assigned.body.workouts).toHaveLength(1);
    const del = await t.call('DELETE', `/api/templates/${tpl.id}`, { token: trainer.token });
    expect(del.status).toBe(204);
    expect((await t.call('GET', `/api/templates/${tpl.id}`, { token: trainer.token })).status).toBe(404);
    const w = await t.call('GET', `/api/workouts/${assigned.body.workouts[0].id}`, { token: client.token });
    expect(w.status).toBe(200);
    // The program loses that day; it stays.
    const p = await t.call('GET', `/api/programs/${program.body.program.id}`, { token: trainer.token });
    expect(p.body.program.days).toEqual([]);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ sets: [] }, 'sets'],
      [{ sets: [{ exercises: [] }] }, 'sets'],
      [{ estimatedDuration: 0 }, 'estimatedDuration'],
      [{ shared: 'yes' }, 'shared'],
      [{ sets: [{ exercises: [{ exerciseId: squat.id, sets: [] }] }] }, 'sets.0.exercises.0.sets'],
      [
        { sets: [{ exercises: [{ exerciseId: '00000000-0000-0000-0000-000000000000', duration: '1m' }] }] },
        'sets.0.exercises.0.exerciseId',
      ],
    ];
    for (const [overrides, path] of cases) {
      const res = await t.call('POST', '/api/templates', { token: trainer.token, body: body(overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await count()).toBe(before);
  });

  it('only trainers: clients and consultants 403, anonymous 401', async () => {
    const tpl = await create({ shared: true });
    for (const token of [client.token, consultant.token, undefined]) {
      const expected = token ? 403 : 401;
      expect((await t.call('GET', '/api/templates', { token })).status).toBe(expected);
      expect((await t.call('POST', '/api/templates', { token, body: body() })).status).toBe(expected);
      expect((await t.call('GET', `/api/templates/${tpl.id}`, { token })).status).toBe(expected);
      expect((await t.call('DELETE', `/api/templates/${tpl.id}`, { token })).status).toBe(expected);
    }
  });
});

describe('save a workout as a template', () => {
  async function workout(token = trainer.token, assignedTo = client.id) {
    const res = await t.call('POST', '/api/workouts', {
      token,
      body: { ...body(), shared: undefined, scheduledDate: '2027-01-04', assignedTo },
    });
    expect(res.status).toBe(201);
    return res.body.workout;
  }

  it("makes a private template of the workout's plan: targets, no actuals, new ids", async () => {
    const w = await workout();
    // The client has trained it: the template keeps the targets only.
    const row = w.sets[0].exercises[0].sets[0];
    await t.call('PATCH', `/api/workouts/${w.id}`, {
      token: client.token,
      body: {
        sets: [
          {
            id: w.sets[0].id,
            exercises: [
              { id: w.sets[0].exercises[0].id, notes: 'Hard', sets: [{ id: row.id, actualReps: 8 }] },
            ],
          },
        ],
      },
    });
    const res = await t.call('POST', `/api/workouts/${w.id}/template`, {
      token: trainer.token,
      body: { name: 'From a workout' },
    });
    expect(res.status).toBe(201);
    const tpl = res.body.template;
    expect(tpl).toMatchObject({ name: 'From a workout', shared: false, createdBy: trainer.id, tags: w.tags });
    const ex = tpl.sets[0].exercises[0];
    expect(ex.notes).toBeNull();
    expect(ex.sets[0]).toMatchObject({ targetReps: 10, actualReps: null });
    expect(ex.sets[0].id).not.toBe(row.id);
  });

  it("another trainer's workout answers 404; a missing name 400; nothing is made", async () => {
    const w = await workout(otherTrainer.token, otherClient.id);
    const before = await count();
    const foreign = await t.call('POST', `/api/workouts/${w.id}/template`, {
      token: trainer.token,
      body: { name: 'Mine now' },
    });
    expect(foreign.status).toBe(404);
    const mine = await workout();
    const noName = await t.call('POST', `/api/workouts/${mine.id}/template`, {
      token: trainer.token,
      body: { name: ' ' },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.errors[0].path).toBe('name');
    expect(await count()).toBe(before);
  });
});

describe('bounded plans and lists', () => {
  const workoutCount = async () => (await t.rows(sql`select count(*)::int as n from workouts`))[0].n;
  /** `blocks` blocks of `exercises` exercises of `rows` set rows each, with `text` as instructions. */
  const plan = (blocks: number, exercises: number, rows: number, text = '') =>
    Array.from({ length: blocks }, () => ({
      exercises: Array.from({ length: exercises }, () => ({
        exerciseId: squat.id,
        specialInstructions: text,
        sets: Array.from({ length: rows }, () => ({ targetReps: 5 })),
      })),
    }));

  it(`refuses a plan of more than ${PLAN_SET_ROWS_MAX} set rows, a template's or a workout's: 400, nothing written`, async () => {
    // The finding's body: every exercise at its most sets, each an empty object that the server
    // would have stored as a full row.
    const huge = Array.from({ length: 30 }, () => ({
      exercises: Array.from({ length: 30 }, () => ({
        exerciseId: squat.id,
        tempo: '2-0-2',
        sets: Array(50).fill({}),
      })),
    }));
    const [templatesBefore, workoutsBefore] = [await count(), await workoutCount()];
    const tpl = await t.call('POST', '/api/templates', { token: trainer.token, body: body({ sets: huge }) });
    expect(tpl.status).toBe(400);
    expect(tpl.body.errors).toContainEqual({ path: 'sets', msg: PLAN_SET_ROWS_MESSAGE });
    const justOver = await t.call('POST', '/api/templates', {
      token: trainer.token,
      body: body({ sets: plan(13, 1, 50).concat(plan(1, 1, 1)) }),
    });
    expect(justOver.body.errors).toEqual([{ path: 'sets', msg: PLAN_SET_ROWS_MESSAGE }]);
    const workout = await t.call('POST', '/api/workouts', {
      token: trainer.token,
      body: {
        name: 'Huge',
        assignedTo: client.id,
        scheduledDate: '2027-01-04',
        sets: plan(13, 1, 50).concat(plan(1, 1, 1)),
      },
    });
    expect(workout.status).toBe(400);
    expect(workout.body.errors).toEqual([{ path: 'sets', msg: PLAN_SET_ROWS_MESSAGE }]);
    expect([await count(), await workoutCount()]).toEqual([templatesBefore, workoutsBefore]);
    // Exactly at the bound is a plan.
    expect(
      (
        await t.call('POST', '/api/templates', {
          token: trainer.token,
          body: body({ sets: plan(12, 1, 50) }),
        })
      ).status,
    ).toBe(201);
  });

  it(`refuses a plan whose stored JSON would pass ${PLAN_BYTES_MAX} bytes, though each part is within its bound`, async () => {
    const [templatesBefore, workoutsBefore] = [await count(), await workoutCount()];
    // 300 exercises of 1,000 characters of instructions each: a body of about 300 KB.
    const sets = plan(30, 10, 1, 'x'.repeat(1000));
    const tpl = await t.call('POST', '/api/templates', { token: trainer.token, body: body({ sets }) });
    expect(tpl.status).toBe(400);
    expect(tpl.body.errors).toEqual([{ path: 'sets', msg: PLAN_TOO_LARGE }]);
    const workout = await t.call('POST', '/api/workouts', {
      token: trainer.token,
      body: { name: 'Wordy', assignedTo: client.id, scheduledDate: '2027-01-04', sets },
    });
    expect(workout.status).toBe(400);
    expect(workout.body.errors).toEqual([{ path: 'sets', msg: PLAN_TOO_LARGE }]);
    expect([await count(), await workoutCount()]).toEqual([templatesBefore, workoutsBefore]);
  });

  it('the list carries no plan: each template with its number of exercises', async () => {
    const tpl = await create({ name: 'Summary only', shared: true, sets: plan(3, 2, 4) });
    const list = await t.call('GET', '/api/templates?search=Summary only', { token: otherTrainer.token });
    expect(list.status).toBe(200);
    const [listed] = list.body.templates;
    expect(listed).toEqual({
      id: tpl.id,
      name: 'Summary only',
      description: 'Three rounds',
      estimatedDuration: 50,
      tags: ['strength', 'beginner'],
      shared: true,
      createdBy: trainer.id,
      createdByName: tpl.createdByName,
      createdAt: tpl.createdAt,
      updatedAt: tpl.updatedAt,
      exerciseCount: 6,
    });
    // The plan is one call away when a template is opened.
    const opened = await t.call('GET', `/api/templates/${tpl.id}`, { token: otherTrainer.token });
    expect(opened.body.template.sets).toHaveLength(3);
  });
});
