import { sql } from 'drizzle-orm';
import type { CheckInTemplateInput } from '@kinetic/contracts/check-ins';
import { row, type CallSpec, type Cell } from './call-spec.ts';
import type { Fixture } from './fixture.ts';

const fail = (message: string) => {
  throw new Error(message);
};

const FORM: CheckInTemplateInput = {
  name: 'Weekly check-in',
  questions: [
    { id: 'energy', kind: 'scale', label: 'Energy', required: true, alert: { op: '<=', value: 3 } },
    { id: 'plan', kind: 'yes_no', label: 'Followed the plan' },
  ],
  blocks: { weight: true, measurements: false, photos: false },
};

/** A check-in template of the owner's trainer (of the other trainer's, with `who`). */
async function newTemplate(f: Fixture, who: 'trainer' | 'otherTrainer' = 'trainer') {
  const make = () => f.t.call('POST', '/api/check-in-templates', { token: f.people[who].token, body: FORM });
  let res = await make();
  if (res.status === 409) {
    // The long fuzzing's own POSTs fill the trainer's allowance of templates: make room first.
    await f.t.rows(sql`delete from check_in_templates where trainer_id = ${f.people[who].id}`);
    res = await make();
  }
  if (res.status !== 201) fail(`making a check-in template: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.template.id as string };
}

/** The owner given a check-in due today (made anew with a template of their trainer's). */
async function ownerDueToday(f: Fixture) {
  const template = await newTemplate(f);
  const res = await f.t.call('PUT', `/api/clients/${f.people.owner.id}/check-in-assignment`, {
    token: f.people.trainer.token,
    body: { templateId: template.id, weekday: new Date(`${f.today}T00:00:00Z`).getUTCDay() },
  });
  if (res.status !== 200) fail(`giving a check-in: ${res.status} ${JSON.stringify(res.body)}`);
  return { checkInTemplate: template };
}

const withTemplate = async (f: Fixture) => ({ checkInTemplate: await newTemplate(f) });
/** A template of the trainer's for the reads: one already there when there is (a read must change no table). */
async function anyTemplate(f: Fixture) {
  const [held] = await f.t.rows(
    sql`select id from check_in_templates where trainer_id = ${f.people.trainer.id} order by created_at limit 1`,
  );
  return { checkInTemplate: held ? { id: held.id as string } : await newTemplate(f) };
}
const templateUrl = ({ ctx }: Cell) => `/api/check-in-templates/${ctx.checkInTemplate!.id}`;
const assignmentUrl = ({ f }: Cell) => `/api/clients/${f.people.owner.id}/check-in-assignment`;

// prettier-ignore
export const CHECK_IN_CALLS: CallSpec[] = [
  //                                                                                    anon  owner othC  trnr  othT  cons  deact
  row('GET', '/api/check-in-templates', { url: () => '/api/check-in-templates' },      [401, 403,  403,  200,  200,  403,  401]),
  row('POST', '/api/check-in-templates', { url: () => '/api/check-in-templates', body: () => FORM },
                                                                                        [401, 403,  403,  201,  201,  403,  401]),
  row('GET', '/api/check-in-templates/:id', { setup: anyTemplate, url: templateUrl },      [401, 403,  403,  200,  404,  403,  401]),
  row('PUT', '/api/check-in-templates/:id', {
    setup: withTemplate,
    url: templateUrl,
    body: () => ({ ...FORM, name: 'Sunday check-in' }),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('DELETE', '/api/check-in-templates/:id', { setup: withTemplate, url: templateUrl },
                                                                                        [401, 403,  403,  204,  404,  403,  401]),
  row('PUT', '/api/clients/:id/check-in-assignment', {
    setup: withTemplate,
    url: assignmentUrl,
    body: ({ ctx }) => ({ templateId: ctx.checkInTemplate!.id, weekday: 0 }),
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('PUT', '/api/clients/:id/check-in-assignment', {
    variant: "the other trainer's template",
    setup: async (f) => ({ checkInTemplate: await newTemplate(f, 'otherTrainer') }),
    url: assignmentUrl,
    body: ({ ctx }) => ({ templateId: ctx.checkInTemplate!.id, weekday: 0 }),
  },                                                                                    [401, 403,  403,  404,  404,  403,  401]),
  row('DELETE', '/api/clients/:id/check-in-assignment', { setup: ownerDueToday, url: assignmentUrl },
                                                                                        [401, 403,  403,  204,  404,  403,  401]),
  row('GET', '/api/clients/:id/check-ins', {
    url: ({ f }) => `/api/clients/${f.people.owner.id}/check-ins`,
    verify: (c, res) => {
      if (res.body.checkIns.some((x: { clientId: string }) => x.clientId !== c.f.people.owner.id))
        fail("answered another client's check-ins");
    },
  },                                                                                    [401, 403,  403,  200,  404,  403,  401]),
  row('GET', '/api/check-in', {
    url: () => '/api/check-in',
    verify: (c, res) => {
      if (res.body.checkIn && res.body.checkIn.clientId !== c.caller?.id) fail("answered someone else's check-in");
    },
  },                                                                                    [401, 200,  200,  403,  403,  403,  401]),
  row('POST', '/api/check-in/:dueDate', {
    setup: ownerDueToday,
    url: ({ f }) => `/api/check-in/${f.today}`,
    body: () => ({ answers: { energy: 7, plan: true }, measurements: [{ type: 'Body weight', value: 80, unit: 'kg' }] }),
    verify: (c, res) => {
      if (res.body.checkIn.clientId !== c.caller?.id) fail("sent someone else's check-in");
    },
  },                                                                                    [401, 200,  404,  403,  403,  403,  401]),
];
