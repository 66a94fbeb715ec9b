import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../test/app.ts';
import { INTAKE } from '../../test/intake.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let exercise: { id: string; name: string };
let food: { id: string };
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [exercise] = await t.rows(sql`select id, name from library_exercises where approved order by name limit 1`);
  [food] = await t.rows(sql`select id from library_foods where approved order by name limit 1`);
});
afterAll(() => t.close());

let seq = 0;
/** A marker that appears nowhere else, to look for afterwards. */
const marker = (what: string) => `${what}-${process.pid}-${++seq}-zq`;

interface Seeded {
  client: U;
  names: { firstName: string; lastName: string };
  texts: string[];
  completedWorkoutId: string;
  scheduledWorkoutId: string;
  plannedMealId: string;
}

/** A client of `trainer` with intake (two PAR-Q versions), two workouts (one done), meals, progress. */
async function seedClient(trainer: U): Promise<Seeded> {
  const client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  const names = { firstName: marker('First'), lastName: marker('Last') };
  expect((await t.call('PUT', '/api/users/profile', { token: client.token, body: names })).status).toBe(200);
  const waiverName = marker('Waiver Name');
  const post = async (path: string, body: unknown, token = client.token, status = 201) => {
    const res = await t.call('POST', path, { token, body });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(status);
    return res.body;
  };
  await post('/api/onboarding/waiver', { name: waiverName });
  await post('/api/onboarding/parq', INTAKE.parq);
  await post('/api/onboarding/parq', { ...INTAKE.parq, boneOrJoint: 'No' });

  const workout = (name: string) =>
    post(
      '/api/workouts',
      {
        name,
        scheduledDate: today,
        assignedTo: client.id,
        sets: [
          {
            exercises: [{ exerciseId: exercise.id, exerciseName: exercise.name, sets: [{ targetReps: 10 }] }],
          },
        ],
      },
      trainer.token,
    ).then(
      (b: {
        workout: { id: string; sets: { id: string; exercises: { id: string; sets: { id: string }[] }[] }[] };
      }) => b.workout,
    );
  const done = await workout(marker('Workout'));
  const scheduled = await workout(marker('Workout'));
  const feedbackNote = marker('Feedback');
  const completed = await t.call('PATCH', `/api/workouts/${done.id}/complete`, {
    token: client.token,
    body: {
      status: 'COMPLETED',
      completedDate: new Date().toISOString(),
      sets: [
        {
          id: done.sets[0]!.id,
          exercises: [
            {
              id: done.sets[0]!.exercises[0]!.id,
              completedAsPrescribed: false,
              notes: feedbackNote,
              sets: [{ id: done.sets[0]!.exercises[0]!.sets[0]!.id, actualReps: 9, actualWeight: '41' }],
            },
          ],
        },
      ],
    },
  });
  expect(completed.status).toBe(200);

  const mealNote = marker('Meal note');
  const planned = await post(
    `/api/clients/${client.id}/meals`,
    {
      name: marker('Planned meal'),
      mealType: 'LUNCH',
      date: today,
      items: [{ foodId: food.id, servings: 1 }],
    },
    trainer.token,
  );
  await post('/api/meals', {
    name: marker('Own meal'),
    mealType: 'SNACK',
    date: today,
    notes: mealNote,
    items: [{ foodId: food.id, servings: 2 }],
  });
  const progressNote = marker('Progress note');
  // Sent with a key: the kept answer repeats the note, and must be erased with the entry.
  const logged = await t.call('POST', '/api/progress', {
    token: client.token,
    headers: { 'idempotency-key': `progress-${client.id}` },
    body: { type: 'Body weight', value: 71.5, unit: 'kg', date: today, notes: progressNote },
  });
  expect(logged.status).toBe(201);
  const body = { dateOfBirth: '1991-03-04', sex: 'female', height: 168, weight: 70 };
  expect((await t.call('PUT', '/api/users/body', { token: client.token, body })).status).toBe(200);
  const targets = { day: { kcal: 2100, protein: 126, carbs: 240, fat: 70 } };
  const set = await t.call('PUT', `/api/clients/${client.id}/nutrition/targets`, {
    token: trainer.token,
    body: targets,
  });
  expect(set.status).toBe(200);
  const diaryName = `Diary soup ${client.id.slice(0, 8)}`;
  const diary = await t.call('POST', '/api/nutrition/diary', {
    token: client.token,
    body: { date: today, mealType: 'LUNCH', name: diaryName, kcal: 320 },
  });
  expect(diary.status).toBe(201);
  // The trainer reads the intake: an audit row naming both.
  expect((await t.call('GET', `/api/clients/${client.id}/onboarding`, { token: trainer.token })).status).toBe(
    200,
  );

  return {
    client,
    names,
    texts: [
      waiverName,
      feedbackNote,
      mealNote,
      progressNote,
      diaryName,
      client.email,
      names.firstName,
      names.lastName,
    ],
    completedWorkoutId: done.id,
    scheduledWorkoutId: scheduled.id,
    plannedMealId: planned.meal.id,
  };
}

/** Every row of every table of the application, as text. */
async function wholeDatabase(): Promise<string> {
  const tables: { name: string }[] = await t.rows(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(tables.map((x) => x.name)).toEqual(expect.arrayContaining(['users', 'audit_log', 'workouts']));
  const dumps: string[] = [];
  for (const { name } of tables) {
    const rows = await t.rows(sql`select row_to_json(x)::text as row from ${sql.identifier(name)} x`);
    dumps.push(...rows.map((r: { row: string }) => r.row));
  }
  return dumps.join('\n');
}

const countOf = async (query: ReturnType<typeof sql>) => ((await t.rows(query))[0] as { n: number }).n;

describe('GET /api/users/me/export', () => {
  it('gives a client all of their data: profile, intake with history, workouts with actuals, meals, progress, who looked', async () => {
    const trainer = await t.user({ roles: ['TRAINER'] });
    const s = await seedClient(trainer);
    const other = await seedClient(trainer);

    const res = await t.call('GET', '/api/users/me/export', { token: s.client.token });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kinetic-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.body;
    expect(data.profile).toMatchObject({
      id: s.client.id,
      email: s.client.email,
      ...s.names,
      trainerId: trainer.id,
    });
    expect(data.intake.map((v: { form: string; version: number }) => `${v.form}:${v.version}`)).toEqual([
      'parq:1',
      'parq:2',
      'waiver:1',
    ]);
    expect(data.intake[0].fields.boneOrJoint).toBe('Yes');
    expect(data.intake[1].fields.boneOrJoint).toBe('No');
    expect(data.workouts.map((w: { id: string }) => w.id).sort()).toEqual(
      [s.completedWorkoutId, s.scheduledWorkoutId].sort(),
    );
    const done = data.workouts.find((w: { id: string }) => w.id === s.completedWorkoutId);
    expect(done.status).toBe('COMPLETED');
    expect(done.sets[0].exercises[0].sets[0]).toMatchObject({ actualReps: 9, actualWeight: '41' });
    expect(data.performedSets).toEqual([
      expect.objectContaining({ workoutId: s.completedWorkoutId, reps: 9, weight: '41' }),
    ]);
    expect(data.meals).toHaveLength(2);
    expect(data.progress).toEqual([expect.objectContaining({ type: 'Body weight', value: 71.5 })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    const actions = data.accessLog.map((a: { action: string; actorId: string }) => [a.action, a.actorId]);
    expect(actions).toContainEqual(['onboarding.trainer-read', trainer.id]);
    expect(actions).toContainEqual(['account.export', s.client.id]);
    expect(data.authoredForOthers).toEqual({ workoutIds: [], mealIds: [] });
    expect(data.body).toMatchObject({
      dateOfBirth: '1991-03-04',
      sex: 'female',
      heightCm: 168,
      weightKg: 70,
    });
    expect(data.nutritionTargets).toEqual([
      expect.objectContaining({ clientId: s.client.id, day: expect.objectContaining({ kcal: 2100 }) }),
    ]);
    expect(data.nutritionTargetChanges).toEqual([
      expect.objectContaining({
        changedBy: trainer.id,
        targets: expect.objectContaining({ day: expect.anything() }),
      }),
    ]);
    expect(data.foodDiary).toEqual([
      expect.objectContaining({ clientId: s.client.id, mealType: 'LUNCH', kcal: 320 }),
    ]);

    const text = JSON.stringify(data);
    for (const secret of [s.client.token, '$argon2', 'password', 'token_hash', 'tokenHash'])
      expect(text).not.toContain(secret);
    for (const foreign of other.texts) expect(text).not.toContain(foreign);
  });

  it('holds the conditions the trainer recorded and the programs assigned, and no one else’s', async () => {
    const trainer = await t.user({ roles: ['TRAINER'] });
    const client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const other = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const call = async (method: string, path: string, body: unknown, status: number) => {
      const res = await t.call(method, path, { token: trainer.token, body });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(status);
      return res.body;
    };
    await call('PUT', `/api/clients/${client.id}/conditions`, { conditions: ['knee', 'heart'] }, 200);
    await call('PUT', `/api/clients/${other.id}/conditions`, { conditions: ['wrist'] }, 200);
    const sets = [
      { exercises: [{ exerciseId: exercise.id, exerciseName: exercise.name, sets: [{ targetReps: 8 }] }] },
    ];
    const { template } = await call('POST', '/api/templates', { name: marker('Template'), sets }, 201);
    const { program } = await call(
      'POST',
      '/api/programs',
      {
        name: marker('Program'),
        weeks: 2,
        days: [
          { week: 1, dayOfWeek: 1, templateId: template.id },
          { week: 2, dayOfWeek: 3, templateId: template.id },
        ],
      },
      201,
    );
    await call(
      'POST',
      `/api/programs/${program.id}/assign`,
      { clientIds: [client.id], startDate: '2027-01-04' },
      201,
    );
    await call(
      'POST',
      `/api/programs/${program.id}/assign`,
      { clientIds: [other.id], startDate: '2027-02-01' },
      201,
    );

    const data = (await t.call('GET', '/api/users/me/export', { token: client.token })).body;
    expect(data.conditions).toEqual(['knee', 'heart']);
    expect(data.programAssignments).toEqual([
      expect.objectContaining({
        programId: program.id,
        programName: program.name,
        weeks: 2,
        startDate: '2027-01-04',
        workouts: 2,
      }),
    ]);
    const theirs = (await t.call('GET', '/api/users/me/export', { token: other.token })).body;
    expect(theirs.conditions).toEqual(['wrist']);
    expect(theirs.programAssignments.map((a: { startDate: string }) => a.startDate)).toEqual(['2027-02-01']);
  });

  it("lists what a trainer wrote for clients by id only, never the clients' health data", async () => {
    const trainer = await t.user({ roles: ['TRAINER'] });
    const s = await seedClient(trainer);
    const res = await t.call('GET', '/api/users/me/export', { token: trainer.token });
    expect(res.status).toBe(200);
    expect(res.body.authoredForOthers.workoutIds.sort()).toEqual(
      [s.completedWorkoutId, s.scheduledWorkoutId].sort(),
    );
    expect(res.body.authoredForOthers.mealIds).toEqual([s.plannedMealId]);
    expect(res.body).toMatchObject({ intake: [], workouts: [], performedSets: [], meals: [], progress: [] });
    const { notifications, ...rest } = res.body;
    const text = JSON.stringify(rest);
    for (const foreign of s.texts) expect(text).not.toContain(foreign);
    // What the trainer was told names the client, as the app showed it to them; nothing more.
    expect(notifications).toEqual([expect.objectContaining({ kind: 'workout-completed' })]);
    const told = JSON.stringify(notifications);
    for (const foreign of s.texts.filter((x) => x !== s.names.firstName && x !== s.names.lastName))
      expect(told).not.toContain(foreign);
  });

  it('has the notifications the person was given and the messages they sent and received, nobody else’s', async () => {
    const trainer = await t.user({ roles: ['TRAINER'] });
    const client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const stranger = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const write = async (from: U, body: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/messages', { token: from.token, body });
      expect(res.status).toBe(201);
      return res.body.message as { id: string };
    };
    const asked = await write(client, { body: marker('Question') });
    const answered = await write(trainer, { clientId: client.id, body: marker('Answer') });
    const elsewhere = await write(stranger, { body: marker('Someone else') });
    // The client reads the answer: the export shows it read.
    expect((await t.call('GET', '/api/messages', { token: client.token })).status).toBe(200);

    const mine = (await t.call('GET', '/api/users/me/export', { token: client.token })).body;
    expect(mine.messages.map((m: { id: string; senderId: string }) => [m.id, m.senderId])).toEqual([
      [asked.id, client.id],
      [answered.id, trainer.id],
    ]);
    expect(mine.messages[1].readAt).toEqual(expect.any(String));
    expect(mine.notifications).toEqual([
      expect.objectContaining({
        kind: 'message',
        title: 'Message from Test TRAINER',
        link: '/client/messages',
      }),
    ]);
    expect(JSON.stringify(mine)).not.toContain(elsewhere.id);

    const theirs = (await t.call('GET', '/api/users/me/export', { token: trainer.token })).body;
    expect(theirs.messages.map((m: { id: string }) => m.id)).toEqual([asked.id, answered.id, elsewhere.id]);
    expect(theirs.notifications.map((n: { kind: string; link: string }) => [n.kind, n.link])).toEqual([
      ['message', `/trainer/clients/${client.id}#messages`],
      ['message', `/trainer/clients/${stranger.id}#messages`],
    ]);
    const strangers = (await t.call('GET', '/api/users/me/export', { token: stranger.token })).body;
    expect(strangers.messages.map((m: { id: string }) => m.id)).toEqual([elsewhere.id]);
    expect(strangers.notifications).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await t.call('GET', '/api/users/me/export');
    expect(res.status).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('DELETE /api/users/me', () => {
  it('refuses a missing or wrong password with a field message, and erases nothing', async () => {
    const trainer = await t.user({ roles: ['TRAINER'] });
    const s = await seedClient(trainer);
    const missing = await t.call('DELETE', '/api/users/me', { token: s.client.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'password', msg: 'Password is required' }]);
    const wrong = await t.call('DELETE', '/api/users/me', {
      token: s.client.token,
      body: { password: 'Not-my-password-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: 'Password is incorrect',
      errors: [{ path: 'password', msg: 'Password is incorrect' }],
    });
    expect((await t.call('GET', '/api/auth/me', { token: s.client.token })).status).toBe(200);
    expect(
      await countOf(sql`select count(*)::int as n from workouts where assigned_to = ${s.client.id}`),
    ).toBe(2);
  });

  it('erases the health data, the personal fields and every session; only anonymous audit rows remain', async () => {
    const trainer = await t.user({ roles: ['TRAINER'] });
    const s = await seedClient(trainer);
    const second = await t.call('POST', '/api/auth/login', {
      body: { email: s.client.email, password: s.client.password },
    });
    await t.call('POST', '/api/auth/forgot-password', { body: { email: s.client.email } });
    await eventually(() => t.outbox().some((m) => m.to === s.client.email));
    const auditBefore = await countOf(
      sql`select count(*)::int as n from audit_log where actor_id = ${s.client.id} or subject_id = ${s.client.id}`,
    );
    expect(auditBefore).toBeGreaterThanOrEqual(4);
    const before = await wholeDatabase();
    for (const text of s.texts) expect(before).toContain(text);

    const res = await t.call('DELETE', '/api/users/me', {
      token: s.client.token,
      body: { password: s.client.password },
    });
    expect(res.status).toBe(204);

    for (const token of [s.client.token, second.body.token])
      expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: s.client.email, password: s.client.password },
    });
    expect(login.status).toBe(401);

    const left = await t.rows(sql`
      select
        (select count(*)::int from users where id = ${s.client.id}) as users,
        (select count(*)::int from sessions where user_id = ${s.client.id}) as sessions,
        (select count(*)::int from password_reset_tokens where user_id = ${s.client.id}) as links,
        (select count(*)::int from onboarding_answers where user_id = ${s.client.id}) as intake,
        (select count(*)::int from workouts where assigned_to = ${s.client.id}) as workouts,
        (select count(*)::int from performed_sets where client_id = ${s.client.id}) as performed,
        (select count(*)::int from meals where client_id = ${s.client.id}) as meals,
        (select count(*)::int from progress_entries where client_id = ${s.client.id}) as progress,
        (select count(*)::int from idempotency_keys where user_id = ${s.client.id}) as keys,
        (select count(*)::int from body_profiles where user_id = ${s.client.id}) as body,
        (select count(*)::int from nutrition_targets where client_id = ${s.client.id}) as targets,
        (select count(*)::int from nutrition_target_changes where client_id = ${s.client.id}) as changes,
        (select count(*)::int from food_diary_entries where client_id = ${s.client.id}) as diary`);
    expect(left).toEqual([
      {
        users: 0,
        sessions: 0,
        links: 0,
        intake: 0,
        workouts: 0,
        performed: 0,
        meals: 0,
        progress: 0,
        keys: 0,
        body: 0,
        targets: 0,
        changes: 0,
        diary: 0,
      },
    ]);

    // Nothing that identifies the person, or their health answers, is left anywhere in the database.
    const everything = await wholeDatabase();
    for (const text of s.texts) expect(everything).not.toContain(text);
    expect(everything.toLowerCase()).not.toContain(s.client.email.split('@')[0]!.toLowerCase());

    // The audit rows stay, one more records the erasure; they hold ids, an action and a time only.
    const audit = await t.rows(
      sql`select * from audit_log where actor_id = ${s.client.id} or subject_id = ${s.client.id} order by at`,
    );
    expect(audit).toHaveLength(auditBefore + 1);
    expect(audit.at(-1)).toMatchObject({ action: 'account.delete', actor_id: s.client.id, allowed: true });
    expect(Object.keys(audit[0]).sort()).toEqual([
      'action',
      'actor_id',
      'allowed',
      'at',
      'detail',
      'id',
      'subject_id',
    ]);

    // The email is free again.
    const again = await t.call('POST', '/api/auth/register', {
      body: {
        firstName: 'New',
        lastName: 'Person',
        username: `new_${seq}_${process.pid}`,
        email: s.client.email,
        password: 'Kinetic-Lift-42',
        confirmPassword: 'Kinetic-Lift-42',
        privacyAgreementAccepted: true,
        termsOfServiceAccepted: true,
      },
    });
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(s.client.id);
  });

  it('removes the mails kept in the outbox for the erased person, and only theirs', async () => {
    const gone = await t.user();
    const stays = await t.user();
    for (const u of [gone, stays]) {
      // An uppercase address still names the same person (the mail goes to the stored one).
      await t.call('POST', '/api/auth/forgot-password', { body: { email: u.email.toUpperCase() } });
    }
    await eventually(() => t.outbox().some((m) => m.to === gone.email && m.link));
    await eventually(() => t.outbox().some((m) => m.to === stays.email && m.link));
    const res = await t.call('DELETE', '/api/users/me', {
      token: gone.token,
      body: { password: gone.password },
    });
    expect(res.status).toBe(204);
    await eventually(() => !t.outbox().some((m) => m.to === gone.email));
    expect(t.outbox().filter((m) => m.to === gone.email)).toEqual([]);
    expect(t.outbox().filter((m) => m.to === stays.email)).toHaveLength(1);
  });

  it("a trainer's clients become unassigned and keep what the trainer wrote for them", async () => {
    const trainer = await t.user({ roles: ['TRAINER'] });
    const s = await seedClient(trainer);
    const res = await t.call('DELETE', '/api/users/me', {
      token: trainer.token,
      body: { password: trainer.password },
    });
    expect(res.status).toBe(204);

    const me = await t.call('GET', '/api/auth/me', { token: s.client.token });
    expect(me.body.user).toMatchObject({ trainerId: null, trainer: null });
    const workouts = await t.call('GET', '/api/workouts', { token: s.client.token });
    expect(workouts.body.workouts.map((w: { id: string }) => w.id).sort()).toEqual(
      [s.completedWorkoutId, s.scheduledWorkoutId].sort(),
    );
    expect(workouts.body.workouts.every((w: { createdBy: string | null }) => w.createdBy === null)).toBe(
      true,
    );
    const meals = await t.call('GET', '/api/meals', { token: s.client.token });
    expect(meals.body.meals.find((m: { id: string }) => m.id === s.plannedMealId)).toMatchObject({
      plannedBy: null,
    });
    // The client's export still has everything of theirs.
    const data = (await t.call('GET', '/api/users/me/export', { token: s.client.token })).body;
    expect(data.workouts).toHaveLength(2);
    expect(data.intake).toHaveLength(3);
    expect(await countOf(sql`select count(*)::int as n from users where id = ${trainer.id}`)).toBe(0);
  });

  it('the last active consultant cannot leave; with another consultant they can', async () => {
    await t.rows(sql`update users set is_active = false where 'CONSULTANT' = any(roles)`);
    const only = await t.user({ roles: ['CONSULTANT'] });
    const refused = await t.call('DELETE', '/api/users/me', {
      token: only.token,
      body: { password: only.password },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'You are the last active consultant: make someone else a consultant before deleting your account',
    );
    expect((await t.call('GET', '/api/auth/me', { token: only.token })).status).toBe(200);

    await t.user({ roles: ['CONSULTANT', 'TRAINER'] });
    const done = await t.call('DELETE', '/api/users/me', {
      token: only.token,
      body: { password: only.password },
    });
    expect(done.status).toBe(204);
  });

  it('is one transaction: a failure half-way erases nothing', async () => {
    const trainer = await t.user({ roles: ['TRAINER'] });
    const s = await seedClient(trainer);
    // The last step (removing the user row) fails for this one person.
    await t.rows(
      sql.raw(`create function refuse_user_delete() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await t.rows(
      sql.raw(`create trigger refuse_user_delete before delete on users
        for each row when (old.id = '${s.client.id}') execute function refuse_user_delete()`),
    );
    try {
      const res = await t.call('DELETE', '/api/users/me', {
        token: s.client.token,
        body: { password: s.client.password },
      });
      expect(res.status).toBe(500);
    } finally {
      await t.rows(sql.raw('drop trigger refuse_user_delete on users'));
      await t.rows(sql.raw('drop function refuse_user_delete()'));
    }
    expect((await t.call('GET', '/api/auth/me', { token: s.client.token })).status).toBe(200);
    const data = (await t.call('GET', '/api/users/me/export', { token: s.client.token })).body;
    expect(data).toMatchObject({ profile: { id: s.client.id } });
    expect([data.intake.length, data.workouts.length, data.meals.length, data.progress.length]).toEqual([
      3, 2, 2, 1,
    ]);
    expect(data.performedSets).toHaveLength(1);
    expect(data.accessLog.some((a: { action: string }) => a.action === 'account.delete')).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('describes both calls from the contracts', async () => {
    const docs = (await t.call('GET', '/api/docs')).body;
    const exportCall = docs.paths['/api/users/me/export'].get;
    expect(Object.keys(exportCall.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining([
        'profile',
        'intake',
        'workouts',
        'performedSets',
        'meals',
        'progress',
        'notifications',
        'messages',
        'conditions',
        'programAssignments',
      ]),
    );
    const deleteCall = docs.paths['/api/users/me'].delete;
    expect(deleteCall.requestBody.content['application/json'].schema.required).toEqual(['password']);
    expect(Object.keys(deleteCall.responses)).toEqual(expect.arrayContaining(['204', '400', '409']));
  });
});

describe('the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE from anyone, and still takes new rows', async () => {
    const u = await t.user();
    await t.call('GET', '/api/users/me/export', { token: u.token });
    const [row] = await t.rows(sql`select id from audit_log where actor_id = ${u.id} limit 1`);
    expect(row).toBeDefined();
    const refused = [
      sql`update audit_log set allowed = false where id = ${row.id}`,
      sql`update audit_log set actor_id = null`,
      sql`delete from audit_log where id = ${row.id}`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ];
    for (const statement of refused) {
      await expect(t.rows(statement)).rejects.toSatisfy((error: unknown) =>
        /audit_log is append-only/.test(String((error as { cause?: unknown }).cause ?? error)),
      );
    }
    expect(await countOf(sql`select count(*)::int as n from audit_log where id = ${row.id}`)).toBe(1);
    await t.rows(
      sql`insert into audit_log (actor_id, subject_id, action, allowed) values (${u.id}, ${u.id}, 'test.insert', true)`,
    );
    expect(await countOf(sql`select count(*)::int as n from audit_log where action = 'test.insert'`)).toBe(1);
  });
});
