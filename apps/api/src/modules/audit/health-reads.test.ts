import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { INTAKE } from '../../test/intake.ts';
import { createFixture, type Fixture } from '../../test/security/fixture.ts';

let t: TestApp;
let f: Fixture;
let workoutId: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await createFixture(t);
  workoutId = (await f.newWorkout()).id;
  // Health flags for the attention list: a yes on the PAR-Q.
  const parq = await t.call('POST', '/api/onboarding/parq', {
    token: f.people.owner.token,
    body: INTAKE.parq,
  });
  expect(parq.status).toBe(201);
});
afterAll(() => t.close());

interface Entry {
  action: string;
  actorId: string;
  subjectId: string;
  allowed: boolean;
  detail: string;
}

/** The audit trail as a consultant reads it, about one person, oldest first. */
async function trailOf(subjectId: string, action: string): Promise<Entry[]> {
  const res = await t.call('GET', `/api/audit?subjectId=${subjectId}&action=${action}&limit=200`, {
    token: f.people.consultant.token,
  });
  expect(res.status).toBe(200);
  return (res.body.entries as Entry[]).reverse();
}

const owner = () => f.people.owner.id;
type People = Awaited<ReturnType<Fixture['freshPeople']>>;

/** Each read of a client's health data by someone else, with the action it is audited as. */
const READS: { what: string; action: string; url: (p: People) => Promise<string> }[] = [
  {
    what: 'conditions',
    action: 'conditions.read',
    url: async (p) => `/api/clients/${p.owner.id}/conditions`,
  },
  { what: 'progress', action: 'progress.read', url: async (p) => `/api/clients/${p.owner.id}/progress` },
  { what: 'meals', action: 'meals.read', url: async (p) => `/api/clients/${p.owner.id}/meals` },
  { what: 'messages', action: 'messages.read', url: async (p) => `/api/messages?clientId=${p.owner.id}` },
  {
    what: 'the workout list',
    action: 'workouts.read',
    url: async (p) => `/api/workouts/client/${p.owner.id}`,
  },
  {
    what: 'one workout',
    action: 'workouts.read',
    url: async (p) => `/api/workouts/${(await f.newWorkout(p.trainer, p.owner)).id}`,
  },
];

describe('reads of a client’s health data by someone else', () => {
  it.each(READS)(
    '$what: the trainer’s reads are one entry per series, another trainer’s refusal a denied entry',
    async ({ action, url }) => {
      const p = await f.freshPeople();
      const path = await url(p);
      for (let i = 0; i < 3; i++) {
        expect((await t.call('GET', path, { token: p.trainer.token })).status).toBe(200);
      }
      for (let i = 0; i < 3; i++) {
        expect((await t.call('GET', path, { token: p.otherTrainer.token })).status).toBe(404);
      }
      const entries = await trailOf(p.owner.id, action);
      expect(entries.map((e) => [e.actorId, e.allowed, e.detail])).toEqual([
        [p.trainer.id, true, ''],
        [p.otherTrainer.id, false, ''],
      ]);
    },
  );

  it('the attention list’s health flags are a read of each flagged client', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.call('GET', '/api/trainer/attention', { token: f.people.trainer.token });
      expect(res.status).toBe(200);
    }
    const entries = await trailOf(owner(), 'attention.read');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: f.people.trainer.id, allowed: true });
  });

  it('a series counts its repeats: an entry at the tenth', async () => {
    const { otherClient, otherTrainer } = await f.freshPeople();
    for (let i = 0; i < 10; i++) {
      await t.call('GET', `/api/clients/${otherClient.id}/progress`, { token: otherTrainer.token });
    }
    const entries = await trailOf(otherClient.id, 'progress.read');
    expect(entries.map((e) => e.detail)).toEqual(['', 'repeated 10 times within 10 minutes']);
  });

  it('the client reading their own data leaves no entry', async () => {
    const client = f.people.owner;
    const reads = [
      '/api/workouts',
      `/api/workouts/${workoutId}`,
      '/api/progress',
      '/api/meals',
      '/api/messages',
    ];
    for (const url of reads) expect((await t.call('GET', url, { token: client.token })).status).toBe(200);
    const res = await t.call('GET', `/api/audit?actorId=${client.id}&limit=200`, {
      token: f.people.consultant.token,
    });
    const actions = (res.body.entries as Entry[]).map((e) => e.action);
    for (const action of ['workouts.read', 'progress.read', 'meals.read', 'messages.read'])
      expect(actions).not.toContain(action);
  });
});

describe('changes to a client’s conditions', () => {
  it('each is an entry with counts only, never the conditions; a refused change is a denied entry', async () => {
    const path = `/api/clients/${owner()}/conditions`;
    const set = (conditions: string[], token = f.people.trainer.token) =>
      t.call('PUT', path, { token, body: { conditions } });
    expect((await set(['knee', 'shoulder'])).status).toBe(200);
    expect((await set(['knee', 'heart'])).status).toBe(200);
    expect((await set([])).status).toBe(200);
    expect((await set(['hip'], f.people.otherTrainer.token)).status).toBe(404);
    const entries = (await trailOf(owner(), 'conditions.write')).slice(-4);
    expect(entries.map((e) => [e.actorId, e.allowed, e.detail])).toEqual([
      [f.people.trainer.id, true, '2 added, 0 removed'],
      [f.people.trainer.id, true, '1 added, 1 removed'],
      [f.people.trainer.id, true, '0 added, 2 removed'],
      [f.people.otherTrainer.id, false, ''],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/knee|shoulder|heart|hip/);
  });
});
