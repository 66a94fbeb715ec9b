import { sql } from 'drizzle-orm';
import {
  ASSIGN_WORKOUTS_MAX,
  ASSIGN_WORKOUTS_MESSAGE,
  PRIVATE_TEMPLATE_NAME,
} from '@kinetic/contracts/programs';
import {
  SCHEDULED_WORKOUTS_LIMIT_REACHED,
  SCHEDULED_WORKOUTS_PER_CLIENT_MAX,
} from '@kinetic/contracts/workouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bulk } from '../../test/bulk.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, client: U, client2: U, otherClient: U, consultant: U;
let squat: { id: string };
let tplA: { id: string; name: string },
  tplB: { id: string },
  foreignTpl: { id: string },
  sharedTpl: { id: string };

const templateBody = (name: string, shared = false) => ({
  name,
  description: `${name} plan`,
  estimatedDuration: 40,
  tags: ['program'],
  shared,
  sets: [{ exercises: [{ exerciseId: squat.id, sets: [{ targetReps: 8 }] }] }],
});

async function template(name: string, token = trainer.token, shared = false) {
  const res = await t.call('POST', '/api/templates', { token, body: templateBody(name, shared) });
  expect(res.status).toBe(201);
  return res.body.template;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
  client2 = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  consultant = await t.user({ roles: ['CONSULTANT'] });
  [squat] = await t.rows(sql`select id from library_exercises where approved order by name limit 1`);
  tplA = await template('Push');
  tplB = await template('Pull');
  foreignTpl = await template('Private of another', otherTrainer.token);
  sharedTpl = await template('Shared by another', otherTrainer.token, true);
});
afterAll(() => t.close());

const programBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Four weeks strong',
  description: 'Mon/Wed/Fri',
  weeks: 4,
  days: [
    { week: 1, dayOfWeek: 1, templateId: tplA.id },
    { week: 1, dayOfWeek: 3, templateId: tplB.id },
    { week: 2, dayOfWeek: 5, templateId: sharedTpl.id },
  ],
  ...overrides,
});

async function createProgram(overrides: Record<string, unknown> = {}, token = trainer.token) {
  const res = await t.call('POST', '/api/programs', { token, body: programBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.program;
}

const counts = async () =>
  (
    await t.rows(sql`select (select count(*)::int from programs) as programs,
      (select count(*)::int from program_days) as days,
      (select count(*)::int from program_assignments) as assignments,
      (select count(*)::int from workouts) as workouts`)
  )[0];

describe('programs', () => {
  it('creates, lists, opens, changes and deletes a program with its days', async () => {
    const p = await createProgram();
    expect(p).toMatchObject({ name: 'Four weeks strong', weeks: 4 });
    expect(p.days).toEqual([
      { week: 1, dayOfWeek: 1, templateId: tplA.id, templateName: 'Push' },
      { week: 1, dayOfWeek: 3, templateId: tplB.id, templateName: 'Pull' },
      { week: 2, dayOfWeek: 5, templateId: sharedTpl.id, templateName: 'Shared by another' },
    ]);
    const list = await t.call('GET', '/api/programs', { token: trainer.token });
    expect(list.status).toBe(200);
    expect(list.body.programs.map((x: { id: string }) => x.id)).toContain(p.id);
    expect((await t.call('GET', `/api/programs/${p.id}`, { token: trainer.token })).body.program).toEqual(p);

    const put = await t.call('PUT', `/api/programs/${p.id}`, {
      token: trainer.token,
      body: programBody({
        name: 'Two weeks',
        weeks: 2,
        days: [{ week: 2, dayOfWeek: 7, templateId: tplA.id }],
      }),
    });
    expect(put.status).toBe(200);
    expect(put.body.program).toMatchObject({ name: 'Two weeks', weeks: 2 });
    expect(put.body.program.days).toEqual([
      { week: 2, dayOfWeek: 7, templateId: tplA.id, templateName: 'Push' },
    ]);

    expect((await t.call('DELETE', `/api/programs/${p.id}`, { token: trainer.token })).status).toBe(204);
    expect((await t.call('GET', `/api/programs/${p.id}`, { token: trainer.token })).status).toBe(404);
  });

  it("another trainer's program answers 404 to every call and stays as it was", async () => {
    const p = await createProgram();
    const before = await counts();
    const calls: [string, string, unknown][] = [
      ['GET', `/api/programs/${p.id}`, undefined],
      ['PUT', `/api/programs/${p.id}`, programBody({ days: [] })],
      ['DELETE', `/api/programs/${p.id}`, undefined],
      ['POST', `/api/programs/${p.id}/assign`, { clientIds: [otherClient.id], startDate: '2027-01-04' }],
    ];
    for (const [method, url, body] of calls) {
      expect(
        (await t.call(method, url, { token: otherTrainer.token, body })).status,
        `${method} ${url}`,
      ).toBe(404);
    }
    const others = await t.call('GET', '/api/programs', { token: otherTrainer.token });
    expect(others.body.programs.map((x: { id: string }) => x.id)).not.toContain(p.id);
    expect(await counts()).toEqual(before);
  });

  it('refuses a day on a template the trainer cannot see, a week beyond the length, bad weeks and days', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ days: [{ week: 1, dayOfWeek: 1, templateId: foreignTpl.id }] }, 'days.0.templateId'],
      [
        { days: [{ week: 1, dayOfWeek: 1, templateId: '00000000-0000-0000-0000-000000000000' }] },
        'days.0.templateId',
      ],
      [{ weeks: 2, days: [{ week: 3, dayOfWeek: 1, templateId: tplA.id }] }, 'days.0.week'],
      [{ weeks: 0 }, 'weeks'],
      [{ weeks: 53 }, 'weeks'],
      [{ days: [{ week: 1, dayOfWeek: 8, templateId: tplA.id }] }, 'days.0.dayOfWeek'],
      [{ days: [{ week: 1, dayOfWeek: 0, templateId: tplA.id }] }, 'days.0.dayOfWeek'],
      [
        {
          days: [
            { week: 1, dayOfWeek: 2, templateId: tplA.id },
            { week: 1, dayOfWeek: 2, templateId: tplB.id },
          ],
        },
        'days.1.dayOfWeek',
      ],
      [{ name: '' }, 'name'],
    ];
    for (const [overrides, path] of cases) {
      const res = await t.call('POST', '/api/programs', {
        token: trainer.token,
        body: programBody(overrides),
      });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const p = await createProgram();
    const put = await t.call('PUT', `/api/programs/${p.id}`, {
      token: trainer.token,
      body: programBody({ days: [{ week: 1, dayOfWeek: 1, templateId: foreignTpl.id }] }),
    });
    expect(put.status).toBe(400);
    const after = await counts();
    expect(after.programs).toBe(before.programs + 1);
    expect(
      (await t.call('GET', `/api/programs/${p.id}`, { token: trainer.token })).body.program.days,
    ).toHaveLength(3);
  });

  it('only trainers: clients and consultants 403, anonymous 401', async () => {
    const p = await createProgram();
    for (const token of [client.token, consultant.token, undefined]) {
      const expected = token ? 403 : 401;
      expect((await t.call('GET', '/api/programs', { token })).status).toBe(expected);
      expect((await t.call('POST', '/api/programs', { token, body: programBody() })).status).toBe(expected);
      expect((await t.call('GET', `/api/programs/${p.id}`, { token })).status).toBe(expected);
      expect(
        (
          await t.call('POST', `/api/programs/${p.id}/assign`, {
            token,
            body: { clientIds: [client.id], startDate: '2027-01-04' },
          })
        ).status,
      ).toBe(expected);
      expect((await t.call('GET', `/api/clients/${client.id}/programs`, { token })).status).toBe(expected);
    }
  });
});

describe('assigning a program', () => {
  it("schedules each day for each client from the start date's week, skipping days before it", async () => {
    const p = await createProgram();
    // 2027-01-06 is a Wednesday: week 1 starts Monday 2027-01-04, whose Monday is skipped.
    const res = await t.call('POST', `/api/programs/${p.id}/assign`, {
      token: trainer.token,
      body: { clientIds: [client.id, client2.id], startDate: '2027-01-06' },
    });
    expect(res.status).toBe(201);
    const got = res.body.workouts.map((w: { assignedTo: string; scheduledDate: string; name: string }) => [
      w.assignedTo,
      w.scheduledDate,
      w.name,
    ]);
    expect(got).toEqual([
      [client.id, '2027-01-06', 'Pull'],
      [client.id, '2027-01-15', 'Shared by another'],
      [client2.id, '2027-01-06', 'Pull'],
      [client2.id, '2027-01-15', 'Shared by another'],
    ]);
    // Ordinary scheduled workouts: the template's plan and details, made by the trainer.
    const w = await t.call('GET', `/api/workouts/${res.body.workouts[0].id}`, { token: client.token });
    expect(w.body.workout).toMatchObject({
      name: 'Pull',
      description: 'Pull plan',
      estimatedDuration: 40,
      tags: ['program'],
      status: 'SCHEDULED',
      createdBy: trainer.id,
      assignedTo: client.id,
    });
    expect(w.body.workout.sets[0].exercises[0].sets[0]).toMatchObject({ targetReps: 8, actualReps: null });
    const w2 = await t.call('GET', `/api/workouts/${res.body.workouts[2].id}`, { token: client2.token });
    // A fresh plan made from the template (not its own ids), with no actual values.
    const [tpl] = await t.rows(sql`select plan from workout_templates where id = ${tplB.id}`);
    expect(w2.body.workout.sets[0].id).not.toBe(tpl.plan[0].id);
    expect(w2.body.workout.sets[0].exercises[0].sets[0]).toMatchObject({ targetReps: 8, actualReps: null });

    const list = await t.call('GET', `/api/workouts/client/${client.id}?status=SCHEDULED`, {
      token: trainer.token,
    });
    expect(list.body.workouts.map((x: { id: string }) => x.id)).toContain(res.body.workouts[0].id);

    const assignments = await t.call('GET', `/api/clients/${client.id}/programs`, { token: trainer.token });
    expect(assignments.status).toBe(200);
    expect(assignments.body.assignments[0]).toMatchObject({
      programId: p.id,
      programName: 'Four weeks strong',
      weeks: 4,
      startDate: '2027-01-06',
      workouts: 2,
    });
  });

  it('starting on a Monday keeps every day; the assignment stays listed after the program is deleted', async () => {
    const p = await createProgram({ name: 'Short lived' });
    const res = await t.call('POST', `/api/programs/${p.id}/assign`, {
      token: trainer.token,
      body: { clientIds: [client2.id], startDate: '2027-02-01' },
    });
    expect(res.body.workouts.map((w: { scheduledDate: string }) => w.scheduledDate)).toEqual([
      '2027-02-01',
      '2027-02-03',
      '2027-02-12',
    ]);
    await t.call('DELETE', `/api/programs/${p.id}`, { token: trainer.token });
    const assignments = await t.call('GET', `/api/clients/${client2.id}/programs`, { token: trainer.token });
    expect(assignments.body.assignments).toContainEqual(
      expect.objectContaining({ programId: null, programName: 'Short lived', workouts: 3 }),
    );
    expect(
      (await t.call('GET', `/api/workouts/${res.body.workouts[0].id}`, { token: client2.token })).status,
    ).toBe(200);
  });

  it('a foreign client among the targets answers 404 as for a workout, and nothing is created', async () => {
    const p = await createProgram();
    const before = await counts();
    for (const stranger of [otherClient.id, otherTrainer.id, '00000000-0000-0000-0000-000000000000']) {
      const res = await t.call('POST', `/api/programs/${p.id}/assign`, {
        token: trainer.token,
        body: { clientIds: [client.id, stranger], startDate: '2027-01-04' },
      });
      expect(res.status).toBe(404);
      expect(res.body.errors[0].path).toBe('clientIds');
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses bad targets: none, more than 100, twice the same, a bad date; nothing is created', async () => {
    const p = await createProgram();
    const before = await counts();
    const many = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ clientIds: [], startDate: '2027-01-04' }, 'clientIds'],
      [{ clientIds: many, startDate: '2027-01-04' }, 'clientIds'],
      [{ clientIds: [client.id, client.id], startDate: '2027-01-04' }, 'clientIds'],
      [{ clientIds: [client.id], startDate: '2027-02-30' }, 'startDate'],
      [{ clientIds: [client.id] }, 'startDate'],
      [{ clientIds: [client.id], startDate: '9999-12-20' }, 'startDate'],
    ];
    for (const [body, path] of cases) {
      const res = await t.call('POST', `/api/programs/${p.id}/assign`, { token: trainer.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await counts()).toEqual(before);
  });

  it('a template its owner stopped sharing can no longer be scheduled: 400, nothing created', async () => {
    const shared = await template('Soon private', otherTrainer.token, true);
    const p = await createProgram({ days: [{ week: 1, dayOfWeek: 1, templateId: shared.id }] });
    await t.call('PUT', `/api/templates/${shared.id}`, {
      token: otherTrainer.token,
      body: templateBody('Soon private', false),
    });
    const before = await counts();
    const res = await t.call('POST', `/api/programs/${p.id}/assign`, {
      token: trainer.token,
      body: { clientIds: [client.id], startDate: '2027-01-04' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('days.0.templateId');
    expect(await counts()).toEqual(before);
  });

  it("warns of each exercise a client's conditions forbid, for that client only, and assigns anyway", async () => {
    await t.rows(sql`update library_exercises set contraindications = '{knee}' where id = ${squat.id}`);
    await t.rows(sql`update users set conditions = '{knee,heart}' where id = ${client2.id}`);
    try {
      const p = await createProgram();
      const res = await t.call('POST', `/api/programs/${p.id}/assign`, {
        token: trainer.token,
        body: { clientIds: [client.id, client2.id], startDate: '2027-03-01' },
      });
      expect(res.status).toBe(201);
      expect(res.body.workouts.length).toBe(6);
      const [exercise] = await t.rows(sql`select name from library_exercises where id = ${squat.id}`);
      expect(res.body.warnings).toEqual([
        {
          clientId: client2.id,
          exerciseId: squat.id,
          exerciseName: exercise.name,
          condition: 'knee',
          message: `${exercise.name} is contraindicated for knee`,
        },
      ]);
    } finally {
      await t.rows(sql`update library_exercises set contraindications = '{}' where id = ${squat.id}`);
      await t.rows(sql`update users set conditions = '{}' where id = ${client2.id}`);
    }
  });

  it('a 12-week, 3-day program for 30 clients schedules 1,080 workouts', async () => {
    const clients = [];
    for (let i = 0; i < 30; i++) clients.push(await t.user({ roles: ['CLIENT'], trainerId: trainer.id }));
    const days = Array.from({ length: 12 }, (_, w) =>
      [1, 3, 5].map((d) => ({ week: w + 1, dayOfWeek: d, templateId: d === 3 ? tplB.id : tplA.id })),
    ).flat();
    const p = await createProgram({ weeks: 12, days });
    const res = await t.call('POST', `/api/programs/${p.id}/assign`, {
      token: trainer.token,
      body: { clientIds: clients.map((c) => c.id), startDate: '2027-03-01' },
    });
    expect(res.status).toBe(201);
    expect(res.body.workouts).toHaveLength(1080);
    const [row] = await t.rows(sql`select count(*)::int as n, count(distinct program_assignment_id)::int as a
      from workouts where program_assignment_id in (select id from program_assignments where program_id = ${p.id})`);
    expect(row).toEqual({ n: 1080, a: 30 });
  }, 120_000);

  it("a client of another trainer's programs list answers 404", async () => {
    expect(
      (await t.call('GET', `/api/clients/${otherClient.id}/programs`, { token: trainer.token })).status,
    ).toBe(404);
  });
});

describe('bounded assignments', () => {
  const nextMonday = () => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + 7 + ((8 - d.getUTCDay()) % 7));
    return d.toISOString().slice(0, 10);
  };
  const everyDay = (weeks: number, templateId = tplA.id) =>
    Array.from({ length: weeks * 7 }, (_, i) => ({
      week: Math.floor(i / 7) + 1,
      dayOfWeek: (i % 7) + 1,
      templateId,
    }));
  /** Scheduled workouts ahead (today or later) of a client. */
  const ahead = async (clientId: string) =>
    (
      await t.rows(sql`select count(*)::int as n from workouts where assigned_to = ${clientId}
        and status = 'SCHEDULED' and scheduled_date >= current_date`)
    )[0].n as number;

  it(`refuses more than ${ASSIGN_WORKOUTS_MAX.toLocaleString('en-US')} workouts in one assignment: 400, nothing written`, async () => {
    const clients = [];
    for (let i = 0; i < 5; i++) clients.push(await t.user({ roles: ['CLIENT'], trainerId: trainer.id }));
    // A year of daily workouts: 364 for each of 5 clients is 1,820.
    const p = await createProgram({ weeks: 52, days: everyDay(52) });
    const before = await counts();
    const res = await t.call('POST', `/api/programs/${p.id}/assign`, {
      token: trainer.token,
      body: { clientIds: clients.map((c) => c.id), startDate: nextMonday() },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'clientIds', msg: ASSIGN_WORKOUTS_MESSAGE }]);
    expect(await counts()).toEqual(before);
    // Four clients (1,456 workouts) are within it.
    const ok = await t.call('POST', `/api/programs/${p.id}/assign`, {
      token: trainer.token,
      body: { clientIds: clients.slice(0, 4).map((c) => c.id), startDate: nextMonday() },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.workouts).toHaveLength(1456);
    // Each workout holds the template's targets with fresh ids (not the template's own), made by the
    // database, and no actual values.
    const [template] = await t.rows(sql`select plan from workout_templates where id = ${tplA.id}`);
    const [plans] = await t.rows(sql`select
        bool_and(plan->0->>'id' <> ${template.plan[0].id}) as fresh,
        bool_and(plan->0->'exercises'->0->>'exerciseName' = ${'' + (await exerciseName())}) as named,
        bool_and(plan->0->'exercises'->0->'sets'->0->>'targetReps' = '8') as targets,
        bool_and(plan->0->'exercises'->0->'sets'->0->'actualReps' = 'null'::jsonb) as empty,
        count(*)::int as n
      from workouts where assigned_to = ${clients[0]!.id}`);
    expect(plans).toEqual({ fresh: true, named: true, targets: true, empty: true, n: 364 });
  }, 120_000);

  async function exerciseName() {
    const [row] = await t.rows(sql`select name from library_exercises where id = ${squat.id}`);
    return row.name as string;
  }

  it(`a client with ${SCHEDULED_WORKOUTS_PER_CLIENT_MAX} workouts scheduled ahead is given no more: program, copies, a new workout`, async () => {
    const full = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await t.rows(sql`insert into workouts (assigned_to, created_by, name, scheduled_date, status, plan)
      select ${full.id}, ${trainer.id}, 'Ahead ' || i, current_date + (i % 300), 'SCHEDULED', '[]'::jsonb
      from generate_series(1, ${SCHEDULED_WORKOUTS_PER_CLIENT_MAX - 1}::int) i`);
    // Done and past workouts do not count.
    await bulk.workouts(t, full.id, trainer.id, 20);
    await t.rows(sql`delete from workouts where assigned_to = ${full.id} and name like 'Bulk%'
      and status = 'SCHEDULED' and scheduled_date >= current_date`);
    expect(await ahead(full.id)).toBe(SCHEDULED_WORKOUTS_PER_CLIENT_MAX - 1);

    const two = await createProgram({ weeks: 1, days: everyDay(1).slice(0, 2) });
    const before = await counts();
    const res = await t.call('POST', `/api/programs/${two.id}/assign`, {
      token: trainer.token,
      body: { clientIds: [client2.id, full.id], startDate: nextMonday() },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'clientIds.1', msg: SCHEDULED_WORKOUTS_LIMIT_REACHED }]);
    expect(await counts()).toEqual(before);

    // One more fits, exactly up to the cap.
    const one = await createProgram({ weeks: 1, days: everyDay(1).slice(0, 1) });
    const ok = await t.call('POST', `/api/programs/${one.id}/assign`, {
      token: trainer.token,
      body: { clientIds: [full.id], startDate: nextMonday() },
    });
    expect(ok.status).toBe(201);
    expect(await ahead(full.id)).toBe(SCHEDULED_WORKOUTS_PER_CLIENT_MAX);

    const source = ok.body.workouts[0].id;
    const copies = await t.call('POST', `/api/workouts/${source}/copies`, {
      token: trainer.token,
      body: {
        targets: [
          { assignedTo: client2.id, scheduledDate: nextMonday() },
          { assignedTo: full.id, scheduledDate: nextMonday() },
        ],
      },
    });
    expect(copies.status).toBe(400);
    expect(copies.body.errors).toEqual([
      { path: 'targets.1.assignedTo', msg: SCHEDULED_WORKOUTS_LIMIT_REACHED },
    ]);
    const copy = await t.call('POST', `/api/workouts/${source}/copy`, {
      token: trainer.token,
      body: { name: 'Again', assignedTo: full.id, scheduledDate: nextMonday() },
    });
    expect(copy.status).toBe(400);
    expect(copy.body.errors).toEqual([{ path: 'assignedTo', msg: SCHEDULED_WORKOUTS_LIMIT_REACHED }]);
    const created = await t.call('POST', '/api/workouts', {
      token: trainer.token,
      body: {
        name: 'One more',
        assignedTo: full.id,
        scheduledDate: nextMonday(),
        sets: [{ exercises: [{ exerciseId: squat.id, sets: [{ targetReps: 5 }] }] }],
      },
    });
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual([{ path: 'assignedTo', msg: SCHEDULED_WORKOUTS_LIMIT_REACHED }]);
    // Only the one-day program and its one workout were written.
    expect(await counts()).toEqual({
      programs: before.programs + 1,
      days: before.days + 1,
      assignments: before.assignments + 1,
      workouts: before.workouts + 1,
    });
    // A workout in the past is a record of what was done, not a workout ahead: it still fits.
    const past = await t.call('POST', `/api/workouts/${source}/copies`, {
      token: trainer.token,
      body: { targets: [{ assignedTo: full.id, scheduledDate: '2020-01-06' }] },
    });
    expect(past.status).toBe(201);
  });

  it('a program shows another trainer\'s template that stopped being shared as "a private template"', async () => {
    const body = { ...templateBody('Once shared', true) };
    const made = await t.call('POST', '/api/templates', { token: otherTrainer.token, body });
    const shared = made.body.template;
    const p = await createProgram({
      weeks: 1,
      days: [
        { week: 1, dayOfWeek: 1, templateId: tplA.id },
        { week: 1, dayOfWeek: 2, templateId: shared.id },
      ],
    });
    expect(p.days.map((d: { templateName: string }) => d.templateName)).toEqual(['Push', 'Once shared']);
    const unshared = await t.call('PUT', `/api/templates/${shared.id}`, {
      token: otherTrainer.token,
      body: { ...body, shared: false },
    });
    expect(unshared.status).toBe(200);
    const opened = await t.call('GET', `/api/programs/${p.id}`, { token: trainer.token });
    // The trainer's own private template keeps its name; the other trainer's is no longer shown.
    expect(opened.body.program.days.map((d: { templateName: string }) => d.templateName)).toEqual([
      'Push',
      PRIVATE_TEMPLATE_NAME,
    ]);
    const listed = (await t.call('GET', '/api/programs', { token: trainer.token })).body.programs.find(
      (x: { id: string }) => x.id === p.id,
    );
    expect(listed.days[1].templateName).toBe(PRIVATE_TEMPLATE_NAME);
    expect(JSON.stringify(listed)).not.toContain('Once shared');
  });
});
