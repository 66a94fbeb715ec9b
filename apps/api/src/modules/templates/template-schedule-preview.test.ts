import { sql } from 'drizzle-orm';
import { COPY_TARGETS_MAX } from '@kinetic/contracts/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

// POST /api/templates/{id}/schedule/preview: what scheduling a template would meet (the workouts
// already on those days, the health warnings) before anything is written.
type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, client: U, otherClient: U;
let squat: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
  [squat] = await t.rows(sql`select id from library_exercises where approved order by name limit 1`);
});
afterAll(() => t.close());

async function template(token = trainer.token, shared = false) {
  const res = await t.call('POST', '/api/templates', {
    token,
    body: {
      name: 'Strength A',
      description: '',
      estimatedDuration: 45,
      tags: [],
      shared,
      sets: [{ exercises: [{ exerciseId: squat.id, sets: [{ targetReps: 5 }] }] }],
    },
  });
  expect(res.status).toBe(201);
  return res.body.template as { id: string };
}

const preview = (id: string, body: unknown, token = trainer.token) =>
  t.call('POST', `/api/templates/${id}/schedule/preview`, { token, body });
const count = async () => (await t.rows(sql`select count(*)::int as n from workouts`))[0].n as number;

describe('POST /api/templates/{id}/schedule/preview', () => {
  it('answers the workouts already on those days and the warnings, writing nothing', async () => {
    const tpl = await template();
    const made = await t.call('POST', `/api/templates/${tpl.id}/schedule`, {
      token: trainer.token,
      body: { targets: [{ assignedTo: client.id, scheduledDate: '2027-05-03', name: 'Easy run' }] },
    });
    expect(made.status).toBe(201);
    await t.rows(sql`update library_exercises set contraindications = '{knee}' where id = ${squat.id}`);
    await t.rows(sql`update users set conditions = '{knee}' where id = ${client.id}`);
    try {
      const before = await count();
      const targets = [
        { assignedTo: client.id, scheduledDate: '2027-05-03' },
        { assignedTo: client.id, scheduledDate: '2027-05-04' },
      ];
      const res = await preview(tpl.id, { targets });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({
        workouts: { keep: 2, replace: 2, skip: 1 },
        clashes: [
          {
            clientId: client.id,
            scheduledDate: '2027-05-03',
            workoutId: made.body.workouts[0].id,
            name: 'Easy run',
            completed: false,
          },
        ],
        warnings: [expect.objectContaining({ clientId: client.id, exerciseId: squat.id, condition: 'knee' })],
      });
      expect(await count()).toBe(before);
      const [audited] = await t.rows(sql`select count(*)::int as n from audit_log
        where actor_id = ${trainer.id} and subject_id = ${client.id} and action = 'conditions.read'`);
      expect(audited.n).toBeGreaterThan(0);
    } finally {
      await t.rows(sql`update library_exercises set contraindications = '{}' where id = ${squat.id}`);
      await t.rows(sql`update users set conditions = '{}' where id = ${client.id}`);
    }
  });

  it("another trainer's shared template is usable; their private one and their client answer 404", async () => {
    const shared = await template(otherTrainer.token, true);
    const ok = await preview(shared.id, {
      targets: [{ assignedTo: client.id, scheduledDate: '2027-05-10' }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.clashes).toEqual([]);
    const hidden = await template(otherTrainer.token);
    const theirs = await preview(hidden.id, {
      targets: [{ assignedTo: client.id, scheduledDate: '2027-05-10' }],
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe('Template not found');
    const mine = await template();
    const foreign = await preview(mine.id, {
      targets: [
        { assignedTo: client.id, scheduledDate: '2027-05-10' },
        { assignedTo: otherClient.id, scheduledDate: '2027-05-10' },
      ],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toEqual([{ path: 'targets.1.assignedTo', msg: 'Client not found' }]);
    expect((await preview(mine.id, { targets: [] }, client.token)).status).toBe(403);
  });

  it('refuses bad input with field messages, and more targets than the schedule call takes', async () => {
    const tpl = await template();
    const bad = await preview(tpl.id, { targets: [{ assignedTo: client.id, scheduledDate: 'soon' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('targets.0.scheduledDate');
    const none = await preview(tpl.id, { targets: [] });
    expect(none.status).toBe(400);
    expect(none.body.errors[0].path).toBe('targets');
    const many = Array.from({ length: COPY_TARGETS_MAX + 1 }, () => ({
      assignedTo: client.id,
      scheduledDate: '2027-05-10',
    }));
    const over = await preview(tpl.id, { targets: many });
    expect(over.status).toBe(400);
    expect(over.body.errors[0].path).toBe('targets');
  });
});
