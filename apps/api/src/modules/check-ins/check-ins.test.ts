import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_TEXTS } from '@kinetic/contracts/check-in-texts';
import { CHECK_IN_TEMPLATES_MAX, type CheckInTemplateInput } from '@kinetic/contracts/check-ins';
import { WEEKLY } from './check-ins.test-data.ts';
import { addDays } from '@kinetic/contracts/habits';
import { calendarDayIn } from '@kinetic/contracts/time-and-units';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { plainImage } from '../../test/images.ts';

let t: TestApp;
let trainer: TestUser, otherTrainer: TestUser, client: TestUser, otherClient: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
});
afterAll(() => t.close());

const today = () => calendarDayIn('UTC')!;
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const fields = (res: { body: { errors?: { path: string; msg: string }[] } }) =>
  Object.fromEntries((res.body.errors ?? []).map((e) => [e.path, e.msg]));
const count = async (query: ReturnType<typeof sql>) => (await t.rows(query))[0].n as number;

const GOOD = { energy: 7, sleep: 7.5, plan: true, win: 'Squat PR' };

async function makeTemplate(who: TestUser = trainer, body: CheckInTemplateInput = WEEKLY) {
  const res = await t.call('POST', '/api/check-in-templates', { token: who.token, body });
  expect(res.status).toBe(201);
  return res.body.template as { id: string };
}
async function freshClient() {
  return t.user({ roles: ['CLIENT'], trainerId: trainer.id });
}
/** Gives `me` the template due on `dueDay`'s weekday, as if given `givenDaysAgo` days ago. */
async function assign(me: TestUser, templateId: string, dueDay: string, givenDaysAgo = 0) {
  const res = await t.call('PUT', `/api/clients/${me.id}/check-in-assignment`, {
    token: trainer.token,
    body: { templateId, weekday: weekdayOf(dueDay) },
  });
  expect(res.status).toBe(200);
  if (givenDaysAgo)
    await t.rows(sql`update check_in_assignments set created_at = now() - ${givenDaysAgo}::int * interval '1 day'
      where client_id = ${me.id}`);
  return res.body.assignment;
}
const submit = (me: TestUser, dueDate: string, body: Record<string, unknown>) =>
  t.call('POST', `/api/check-in/${dueDate}`, { token: me.token, body });

describe("a trainer's check-in templates", () => {
  it('makes, lists, reads, changes and deletes a template; another trainer gets 404', async () => {
    const made = await makeTemplate();
    const list = await t.call('GET', '/api/check-in-templates', { token: trainer.token });
    expect(list.body.templates[0]).toMatchObject({ id: made.id, name: 'Weekly check-in', assignedCount: 0 });
    expect(list.body.templates[0].questions[1]).toMatchObject({ unit: 'hours', required: false });
    expect(list.body.templates[0].questions[0].unit).toBe('');
    const changed = await t.call('PUT', `/api/check-in-templates/${made.id}`, {
      token: trainer.token,
      body: { ...WEEKLY, name: 'Sunday check-in', questions: WEEKLY.questions.slice(0, 1) },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.template).toMatchObject({ name: 'Sunday check-in', questions: [{ id: 'energy' }] });
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', WEEKLY],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.call(method, `/api/check-in-templates/${made.id}`, {
        token: otherTrainer.token,
        body,
      });
      expect(res.status, method).toBe(404);
    }
    expect(
      (await t.call('GET', '/api/check-in-templates', { token: otherTrainer.token })).body.templates,
    ).toEqual([]);
    expect((await t.call('GET', '/api/check-in-templates', { token: client.token })).status).toBe(403);
    expect(
      (await t.call('DELETE', `/api/check-in-templates/${made.id}`, { token: trainer.token })).status,
    ).toBe(204);
    expect((await t.call('GET', `/api/check-in-templates/${made.id}`, { token: trainer.token })).status).toBe(
      404,
    );
  });

  it('refuses bad forms with a message on each field, writing nothing', async () => {
    const before = await count(sql`select count(*)::int as n from check_in_templates`);
    const q = (over: Record<string, unknown>) => ({
      ...WEEKLY,
      questions: [{ id: 'a', kind: 'scale', label: 'Energy', ...over }],
    });
    const cases: [unknown, Record<string, string>][] = [
      [{ ...WEEKLY, name: '' }, { name: 'Name is required' }],
      [q({ label: 'x'.repeat(201) }), { 'questions.0.label': 'Question must be at most 200 characters' }],
      [q({ kind: 'essay' }), { 'questions.0.kind': 'Choose the kind of answer' }],
      [
        q({ alert: { op: '<=', value: 11 } }),
        { 'questions.0.alert': 'The alert value must be from 1 to 10' },
      ],
      [
        q({ kind: 'short_text', alert: { op: '=', value: 1 } }),
        { 'questions.0.alert': 'Text answers cannot raise an alert' },
      ],
      [
        q({ kind: 'yes_no', alert: { op: '<', value: 1 } }),
        { 'questions.0.alert': 'A yes/no alert is raised by a yes or by a no' },
      ],
      [
        { ...WEEKLY, questions: [WEEKLY.questions[0], WEEKLY.questions[0]] },
        { 'questions.1.id': 'Question ids must differ' },
      ],
      [
        {
          ...WEEKLY,
          questions: Array.from({ length: 21 }, (_, i) => ({ id: `q${i}`, kind: 'scale', label: 'Q' })),
        },
        { questions: 'A form asks at most 20 questions' },
      ],
      [
        { name: 'Empty', questions: [], blocks: { weight: false, measurements: false, photos: false } },
        { questions: 'Add a question or a block' },
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await t.call('POST', '/api/check-in-templates', { token: trainer.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(fields(res)).toEqual(expected);
    }
    expect(await count(sql`select count(*)::int as n from check_in_templates`)).toBe(before);
  });

  it(`keeps at most ${CHECK_IN_TEMPLATES_MAX} templates per trainer (409)`, async () => {
    const me = await t.user({ roles: ['TRAINER'] });
    await t.rows(sql`insert into check_in_templates (trainer_id, name, blocks)
      select ${me.id}, 'T' || n, '{"weight":true,"measurements":false,"photos":false}'::jsonb
      from generate_series(1, ${CHECK_IN_TEMPLATES_MAX}) n`);
    const over = await t.call('POST', '/api/check-in-templates', { token: me.token, body: WEEKLY });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(CHECK_IN_TEXTS.templatesCapReached);
  });
});

describe('giving a client a check-in', () => {
  it('assigns one form per client, tells them, and refuses what is not the trainer’s (404)', async () => {
    const me = await freshClient();
    const template = await makeTemplate();
    const given = await assign(me, template.id, today());
    expect(given).toMatchObject({
      templateId: template.id,
      templateName: 'Weekly check-in',
      weekday: weekdayOf(today()),
    });
    const other = await makeTemplate();
    await assign(me, other.id, addDays(today(), 2));
    expect(
      await count(
        sql`select count(*)::int as n from check_in_assignments where client_id = ${me.id} and active`,
      ),
    ).toBe(1);
    const told = await t.call('GET', '/api/notifications', { token: me.token });
    expect(told.body.notifications[0]).toMatchObject({
      kind: 'check-in-assigned',
      title: CHECK_IN_TEXTS.assignedTitle,
      link: '/check-in',
    });
    // In use: not deleted.
    const del = await t.call('DELETE', `/api/check-in-templates/${other.id}`, { token: trainer.token });
    expect(del.status).toBe(409);
    const foreign = await makeTemplate(otherTrainer);
    for (const [token, clientId, templateId] of [
      [otherTrainer.token, me.id, foreign.id],
      [trainer.token, otherClient.id, template.id],
      [trainer.token, me.id, foreign.id],
    ] as const) {
      const res = await t.call('PUT', `/api/clients/${clientId}/check-in-assignment`, {
        token,
        body: { templateId, weekday: 1 },
      });
      expect(res.status).toBe(404);
    }
    expect(
      (await t.call('DELETE', `/api/clients/${me.id}/check-in-assignment`, { token: otherTrainer.token }))
        .status,
    ).toBe(404);
    const bad = await t.call('PUT', `/api/clients/${me.id}/check-in-assignment`, {
      token: trainer.token,
      body: { templateId: template.id, weekday: 7 },
    });
    expect(fields(bad)).toEqual({ weekday: 'Choose the day of the week' });
    for (let i = 0; i < 2; i++)
      expect(
        (await t.call('DELETE', `/api/clients/${me.id}/check-in-assignment`, { token: trainer.token }))
          .status,
      ).toBe(204);
    expect((await t.call('GET', '/api/check-in', { token: me.token })).body).toEqual({
      today: today(),
      checkIn: null,
    });
  });
});

describe("a client's check-in", () => {
  it('shows the one due with its form, takes the answers once (a second send changes nothing), writes measurements and links photos', async () => {
    const me = await freshClient();
    const template = await makeTemplate();
    await assign(me, template.id, addDays(today(), 3));
    const current = await t.call('GET', '/api/check-in', { token: me.token });
    expect(current.status).toBe(200);
    const due = addDays(today(), 3);
    expect(current.body.checkIn).toMatchObject({
      id: null,
      dueDate: due,
      status: 'due',
      missed: false,
      late: false,
      templateName: 'Weekly check-in',
    });
    expect(current.body.checkIn.answers[0]).toEqual({
      questionId: 'energy',
      kind: 'scale',
      label: 'Energy',
      unit: '',
      required: true,
      value: null,
      alert: false,
    });
    const photo = await t.call('POST', `/api/progress/photos?date=${today()}&pose=front`, {
      token: me.token,
      body: await plainImage('jpeg'),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(photo.status).toBe(201);
    const body = {
      answers: { ...GOOD, energy: 2, notes: '  ' },
      measurements: [
        { type: 'Body weight', value: 80.4, unit: 'kg' },
        { type: 'Waist', value: 84, unit: 'cm' },
      ],
      photoIds: [photo.body.photo.id],
    };
    const sent = await submit(me, due, body);
    expect(sent.status).toBe(200);
    expect(sent.body.checkIn).toMatchObject({
      status: 'submitted',
      late: false,
      photoIds: [photo.body.photo.id],
    });
    expect(sent.body.checkIn.alerts).toEqual([
      {
        questionId: 'energy',
        label: 'Energy',
        rule: { op: '<=', value: 3 },
        value: 2,
        text: 'Energy: 2 of 10',
      },
    ]);
    expect(
      sent.body.checkIn.answers.find((a: { questionId: string }) => a.questionId === 'notes').value,
    ).toBeNull();
    expect(sent.body.checkIn.progressEntryIds).toHaveLength(2);
    const entries = await t.rows(
      sql`select type, value, date::text from progress_entries where client_id = ${me.id} order by type`,
    );
    expect(entries).toEqual([
      { type: 'Body weight', value: 80.4, date: today() },
      { type: 'Waist', value: 84, date: today() },
    ]);
    const again = await submit(me, due, { ...body, answers: { ...GOOD } });
    expect(again.status).toBe(200);
    expect(again.body.checkIn).toEqual(sent.body.checkIn);
    expect(await count(sql`select count(*)::int as n from progress_entries where client_id = ${me.id}`)).toBe(
      2,
    );
    // Reviewed: no longer changed.
    await t.rows(
      sql`update check_ins set status = 'reviewed', reviewed_at = now() where client_id = ${me.id}`,
    );
    const late = await submit(me, due, body);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(CHECK_IN_TEXTS.reviewed);
  });

  it('refuses answers that do not fit the form (400 per question) and measurements not asked, writing nothing', async () => {
    const me = await freshClient();
    const template = await makeTemplate(trainer, {
      ...WEEKLY,
      blocks: { weight: true, measurements: false, photos: false },
    });
    await assign(me, template.id, today());
    const res = await submit(me, today(), {
      answers: { energy: 11, sleep: 'long', win: 'x'.repeat(201), ghost: 1 },
      measurements: [
        { type: 'Body weight', value: 900, unit: 'kg' },
        { type: 'Hips', value: 90, unit: 'cm' },
      ],
      photoIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual({
      'answers.ghost': 'This question is not on the form',
      'answers.energy': 'Choose from 1 to 10',
      'answers.sleep': 'Enter a number',
      'answers.plan': 'Answer “Followed the plan”',
      'answers.win': 'At most 200 characters',
      'measurements.0.value': 'Body weight must be between 20 and 400 kg',
      'measurements.1.type': CHECK_IN_TEXTS.measurementNotAsked,
      photoIds: CHECK_IN_TEXTS.measurementNotAsked,
    });
    expect(await count(sql`select count(*)::int as n from progress_entries where client_id = ${me.id}`)).toBe(
      0,
    );
    // Nothing made either: the check-in is made when it is sent (or by the reminders on its day).
    expect(await count(sql`select count(*)::int as n from check_ins where client_id = ${me.id}`)).toBe(0);
    // Another client's photo is not theirs to link.
    const you = await freshClient();
    await assign(you, (await makeTemplate()).id, today());
    const theirs = await t.call('POST', `/api/progress/photos?date=${today()}&pose=front`, {
      token: client.token,
      body: await plainImage('jpeg'),
      headers: { 'content-type': 'image/jpeg' },
    });
    const photos = await submit(you, today(), { answers: GOOD, photoIds: [theirs.body.photo.id] });
    expect(fields(photos)).toEqual({ photoIds: CHECK_IN_TEXTS.photoNotFound });
  });

  it('is late when sent after its due day, missed once the next came due; history shows both sides', async () => {
    const me = await freshClient();
    const template = await makeTemplate();
    const due = addDays(today(), -2);
    await assign(me, template.id, due, 20);
    // A week earlier, never sent: missed (the reminders make the row on the due day).
    await t.rows(sql`insert into check_ins (client_id, trainer_id, template_id, template_name, questions, blocks, due_date)
      select ${me.id}, ${trainer.id}, id, name, questions, blocks, ${addDays(due, -7)}::date from check_in_templates where id = ${template.id}`);
    const current = await t.call('GET', '/api/check-in', { token: me.token });
    expect(current.body.checkIn).toMatchObject({ dueDate: due, status: 'due', missed: false });
    const sentMissed = await submit(me, addDays(due, -7), { answers: GOOD });
    expect(sentMissed.status).toBe(409);
    expect(sentMissed.body.error).toBe(CHECK_IN_TEXTS.missed);
    expect((await submit(me, addDays(due, 7), { answers: GOOD })).status).toBe(404);
    const sent = await submit(me, due, { answers: GOOD });
    expect(sent.body.checkIn).toMatchObject({ status: 'submitted', late: true, alerts: [] });
    // Sent: the next one shows.
    expect((await t.call('GET', '/api/check-in', { token: me.token })).body.checkIn).toMatchObject({
      dueDate: addDays(due, 7),
    });

    const history = await t.call('GET', `/api/clients/${me.id}/check-ins`, { token: trainer.token });
    expect(history.status).toBe(200);
    expect(history.body.assignment).toMatchObject({ templateId: template.id, weekday: weekdayOf(due) });
    expect(
      history.body.checkIns.map((c: { dueDate: string; status: string; late: boolean; missed: boolean }) => [
        c.dueDate,
        c.status,
        c.late,
        c.missed,
      ]),
    ).toEqual([
      [due, 'submitted', true, false],
      [addDays(due, -7), 'due', false, true],
    ]);
    const audit = await t.rows(
      sql`select action, allowed from audit_log where subject_id = ${me.id} and action = 'check-ins.read'`,
    );
    expect(audit).toEqual([{ action: 'check-ins.read', allowed: true }]);
    for (const token of [otherTrainer.token])
      expect((await t.call('GET', `/api/clients/${me.id}/check-ins`, { token })).status).toBe(404);
    expect((await t.call('GET', `/api/clients/${me.id}/check-ins`, { token: me.token })).status).toBe(403);
    expect((await submit(otherClient, due, { answers: GOOD })).status).toBe(404);
    expect(
      (await t.call('POST', `/api/check-in/${due}`, { token: trainer.token, body: { answers: GOOD } }))
        .status,
    ).toBe(403);
  });

  it('shows a check-in sent on its due day as sent; the next one once the day has passed', async () => {
    const me = await freshClient();
    const template = await makeTemplate();
    await assign(me, template.id, today());
    expect((await submit(me, today(), { answers: GOOD })).status).toBe(200);
    const shown = await t.call('GET', '/api/check-in', { token: me.token });
    expect(shown.body.checkIn).toMatchObject({ dueDate: today(), status: 'submitted' });
  });

  it('a template changed before sending gives the unsent check-in its new form; one sent keeps its own', async () => {
    const waiting = await freshClient();
    const done = await freshClient();
    const template = await makeTemplate();
    await assign(waiting, template.id, addDays(today(), 3));
    await assign(done, template.id, today());
    expect((await t.call('GET', '/api/check-in', { token: waiting.token })).body.checkIn.status).toBe('due');
    expect((await submit(done, today(), { answers: GOOD })).status).toBe(200);
    await t.call('PUT', `/api/check-in-templates/${template.id}`, {
      token: trainer.token,
      body: { ...WEEKLY, questions: [{ id: 'mood', kind: 'scale', label: 'Mood' }] },
    });
    const unsent = (await t.call('GET', '/api/check-in', { token: waiting.token })).body.checkIn;
    expect(unsent.questions.map((q: { id: string }) => q.id)).toEqual(['mood']);
    const [sent] = (await t.call('GET', `/api/clients/${done.id}/check-ins`, { token: trainer.token })).body
      .checkIns;
    expect(sent.questions).toHaveLength(5);
    expect(sent.answers[0]).toMatchObject({ label: 'Energy', value: 7 });
  });
});

describe('Needs attention and the account', () => {
  it('raises a check-in overdue and one whose answers hit an alert', async () => {
    const me = await freshClient();
    const template = await makeTemplate();
    await assign(me, template.id, addDays(today(), -1), 10);
    const reasonsOf = async () =>
      (await t.call('GET', '/api/trainer/attention', { token: trainer.token })).body.clients.find(
        (c: { client: { id: string } }) => c.client.id === me.id,
      ).reasons as { kind: string; detail: string }[];
    expect((await reasonsOf()).find((r) => r.kind === 'check-in-overdue')?.detail).toMatch(
      /^Check-in due \w{3} \d+ \w{3} not sent$/,
    );
    expect(
      (await submit(me, addDays(today(), -1), { answers: { ...GOOD, energy: 2, plan: false } })).status,
    ).toBe(200);
    const reasons = await reasonsOf();
    expect(reasons.find((r) => r.kind === 'check-in-overdue')).toBeUndefined();
    expect(reasons.find((r) => r.kind === 'check-in-alert')?.detail).toMatch(
      /: Energy: 2 of 10; Followed the plan: no$/,
    );
  });

  it('exports the client’s check-ins and the trainer’s templates; erasing removes them', async () => {
    const me = await freshClient();
    const coach = await t.user({ roles: ['TRAINER'] });
    await t.rows(sql`update users set trainer_id = ${coach.id} where id = ${me.id}`);
    const template = await makeTemplate(coach);
    await t.call('PUT', `/api/clients/${me.id}/check-in-assignment`, {
      token: coach.token,
      body: { templateId: template.id, weekday: weekdayOf(today()) },
    });
    await submit(me, today(), { answers: GOOD });
    const data = (await t.call('GET', '/api/users/me/export', { token: me.token })).body;
    expect(data.checkIns).toEqual([expect.objectContaining({ dueDate: today(), status: 'submitted' })]);
    const coachData = (await t.call('GET', '/api/users/me/export', { token: coach.token })).body;
    expect(coachData.checkInTemplates).toEqual([
      expect.objectContaining({ id: template.id, name: 'Weekly check-in' }),
    ]);
    expect(
      (await t.call('DELETE', '/api/users/me', { token: coach.token, body: { password: coach.password } }))
        .status,
    ).toBe(204);
    expect(
      await count(sql`select count(*)::int as n from check_in_templates where trainer_id = ${coach.id}`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from check_ins where client_id = ${me.id}`)).toBe(1);
    expect(
      (await t.call('DELETE', '/api/users/me', { token: me.token, body: { password: me.password } })).status,
    ).toBe(204);
    expect(await count(sql`select count(*)::int as n from check_ins where client_id = ${me.id}`)).toBe(0);
  });
});
