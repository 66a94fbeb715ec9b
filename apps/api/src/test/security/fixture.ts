import { LIBRARY_KINDS, type LibraryKind } from '@kinetic/contracts/libraries';
import type { Meal } from '@kinetic/contracts/meals';
import type { Program } from '@kinetic/contracts/programs';
import type { WorkoutTemplate } from '@kinetic/contracts/templates';
import type { ProgressEntry } from '@kinetic/contracts/progress';
import { SCHEDULED_WORKOUTS_PER_CLIENT_MAX, type Workout } from '@kinetic/contracts/workouts';
import { isoWeekOf } from '@kinetic/contracts/nutrition-adjustments';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../app.ts';
import { keepPeople, type Keeper, type Person } from './keeper.ts';
import { INTAKE } from '../intake.ts';
import { hashToken } from '../../lib/tokens.ts';

/** The kinds of caller every call is tried with, in the matrix's column order. */
export const CALLER_KINDS = [
  'anonymous',
  'owner',
  'otherClient',
  'trainer',
  'otherTrainer',
  'consultant',
  'deactivated',
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];
export type SignedInKind = Exclude<CallerKind, 'anonymous'>;

export type { Person } from './keeper.ts';
export type People = Record<SignedInKind, Person>;

/** The objects a call acts on; a row's `setup` may replace some with fresh ones for its cell. */
export interface Ctx {
  /** The owner's workout, built by the assigned trainer. */
  workout: Workout;
  /** A workout of the other client, built by the other trainer. */
  otherWorkout: Workout;
  meal: Meal;
  otherMeal: Meal;
  entry: ProgressEntry;
  otherEntry: ProgressEntry;
  /** A private template of the assigned trainer, and one the other trainer shares. */
  template: WorkoutTemplate;
  sharedTemplate: WorkoutTemplate;
  /** The assigned trainer's program (on their template). */
  program: Program;
  /** An open invitation the assigned trainer sent, and the token of its link. */
  invitationId?: string;
  invitationToken?: string;
  /** That program assigned to the owner (made by the calls that change or end one). */
  assignment?: { id: string };
  /** A progress photo of the owner's (made by the calls that read or delete one). */
  photoId?: string;
  /** An exercise picture's file name (read by the call that serves one). */
  picture?: string;
  /** A food diary entry of the owner's (made by the calls that change or delete one). */
  diaryEntry?: { id: string };
  /** This week's calorie adjustment of the owner's, pending (made by the calls that decide one). */
  adjustment?: { id: string };
  /** A sent check-in of the owner's (or the other client's), not yet reviewed. */
  checkInId?: string;
  /** A habit of the owner's, given by their trainer (made by the calls that change or tick one). */
  habit?: { id: string };
  /** A check-in template of the owner's trainer (made by the calls that read, change or assign one). */
  checkInTemplate?: { id: string };
  /** A custom food of the owner's, or one the assigned trainer shares with clients. */
  customFood?: { id: string; name: string };
  /** A food the assigned trainer shares with their clients (made anew with the objects). */
  sharedFood?: { id: string; name: string };
  /** Rows about sessions and two-step sign-in: a session of the owner's, a TOTP secret, a sign-in token. */
  ownerSessionId?: string;
  mfaSecret?: string;
  mfaToken?: string;
  /** A calendar feed's secret: the owner's (the fixture's), or the trainer's made anew. */
  feedSecret?: string;
}

interface LibraryRefs {
  /** An approved item anyone signed in may use. */
  approved: string;
  /** An item not approved yet: only consultants see it. */
  unapproved: string;
  /** An item the consultant's edits in the matrix change. */
  editable: string;
}

export interface Fixture {
  t: TestApp;
  people: People;
  /** Not a caller: a user the consultant edits. */
  spare: Person;
  /** A trainer whose account was deactivated. */
  formerTrainer: Person;
  library: Record<LibraryKind, LibraryRefs>;
  ctx: Ctx;
  today: string;
  /** A value no other call of this fixture produced: names, emails, usernames. */
  unique: (prefix: string) => string;
  workoutBody: (assignedTo: string, exerciseId?: string) => Record<string, unknown>;
  /** Actual values for every block, exercise and row of `w`. */
  actualsBody: (w: Workout) => { sets: unknown[] };
  mealBody: (foodId?: string) => Record<string, unknown>;
  progressBody: () => Record<string, unknown>;
  libraryBody: (kind: LibraryKind) => Record<string, unknown>;
  newWorkout: (trainer?: Person, client?: Person) => Promise<Workout>;
  newDiaryEntry: (client?: Person) => Promise<{ id: string }>;
  /** This week's calorie adjustment of `client` (the owner), made anew with `status`. */
  newAdjustment: (client?: Person, status?: 'pending' | 'approved') => Promise<{ id: string }>;
  customFoodBody: (shared?: boolean) => Record<string, unknown>;
  /** A custom food of the person's (the owner's unless named); `shared` for a trainer's. */
  newCustomFood: (person?: Person, shared?: boolean) => Promise<{ id: string; name: string }>;
  newMeal: (client?: Person) => Promise<Meal>;
  newEntry: (client?: Person) => Promise<ProgressEntry>;
  templateBody: (shared?: boolean) => Record<string, unknown>;
  newTemplate: (trainer?: Person, shared?: boolean) => Promise<WorkoutTemplate>;
  programBody: (templateId: string) => Record<string, unknown>;
  newProgram: (templateId: string, trainer?: Person) => Promise<Program>;
  /** New people of every kind, with the same roles and trainers as the fixture's own. */
  freshPeople: () => Promise<People>;
  /** A new session for an active person (the old token keeps working). */
  signIn: (p: Person) => Promise<string>;
  /** Keeps the fixture's people (callers, spare, former trainer) as first made. */
  keeper: Keeper;
  /**
   * The owner's calendar feed under a secret of the fixture's, put back when a call changed it (a
   * read's setup must change nothing): the secret.
   */
  ownerFeed: () => Promise<string>;
  /** New workouts, meals and progress entries for both clients (and the owner's calendar feed). */
  refreshObjects: () => Promise<void>;
}

const must = (status: number, res: { status: number; body: unknown }, what: string) => {
  if (res.status !== status)
    throw new Error(`fixture: ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
};

/** Everything the authorization matrix and the fuzzing act on, made through the API itself. */
export async function createFixture(t: TestApp): Promise<Fixture> {
  const today = new Date().toISOString().slice(0, 10);
  let counter = 0;
  const unique = (prefix: string) => `${prefix}${process.pid}x${Date.now().toString(36)}x${++counter}`;

  async function deactivate(p: Person) {
    // Straight in the database, so that the person's session row stays: the server must refuse it
    // because the account is inactive, not merely because the session was ended.
    await t.rows(sql`update users set is_active = false where id = ${p.id}`);
  }

  async function makePeople(trainer?: Person, otherTrainer?: Person): Promise<People> {
    const tr = trainer ?? (await t.user({ roles: ['TRAINER'] }));
    const otr = otherTrainer ?? (await t.user({ roles: ['TRAINER'] }));
    const people: People = {
      owner: await t.user({ roles: ['CLIENT'], trainerId: tr.id }),
      otherClient: await t.user({ roles: ['CLIENT'], trainerId: otr.id }),
      trainer: tr,
      otherTrainer: otr,
      consultant: await t.user({ roles: ['CONSULTANT'] }),
      deactivated: await t.user({ roles: ['CLIENT'], trainerId: tr.id }),
    };
    await deactivate(people.deactivated);
    return people;
  }

  const people = await makePeople();
  const spare = await t.user({ roles: ['CLIENT'] });
  const formerTrainer = await t.user({ roles: ['TRAINER'] });
  await deactivate(formerTrainer);
  const consultant = people.consultant.token;

  const libraryBody = (kind: LibraryKind): Record<string, unknown> => {
    const name = unique(`Fixture ${kind} `);
    if (kind === 'exercises') return { name, difficulty: 'BEGINNER', musclesWorked: ['Quads'] };
    if (kind === 'equipment') return { name, location: 'Floor' };
    return { name, servingSize: 100, servingMeasure: 'g', calories: 120, protein: 4, fat: 2, totalCarbs: 20 };
  };
  const tables: Record<LibraryKind, string> = {
    exercises: 'library_exercises',
    equipment: 'library_equipment',
    foods: 'library_foods',
  };
  const library = {} as Record<LibraryKind, LibraryRefs>;
  for (const kind of LIBRARY_KINDS) {
    const [approved] = await t.rows(
      sql`select id from ${sql.identifier(tables[kind])} where approved order by name limit 1`,
    );
    const add = async () => {
      const res = await t.call('POST', `/api/libraries/${kind}`, {
        token: consultant,
        body: libraryBody(kind),
      });
      must(201, res, `adding a ${kind} item`);
      return res.body.item.id as string;
    };
    library[kind] = { approved: approved.id, unapproved: await add(), editable: await add() };
  }

  const workoutBody = (assignedTo: string, exerciseId = library.exercises.approved) => ({
    name: unique('Workout '),
    description: 'Strength',
    scheduledDate: today,
    estimatedDuration: 40,
    tags: ['strength'],
    assignedTo,
    sets: [
      {
        setType: '',
        restPeriod: '60s',
        exercises: [
          {
            exerciseId,
            sets: [
              { targetReps: 10, targetWeight: '40', weightUnit: 'kg' },
              { targetReps: 8, targetWeight: '45', weightUnit: 'kg' },
            ],
          },
          { exerciseId, duration: '30s', sets: [] },
        ],
      },
    ],
  });
  const actualsBody = (w: Workout) => ({
    sets: w.sets.map((b) => ({
      id: b.id,
      exercises: b.exercises.map((e) => ({
        id: e.id,
        notes: 'Felt good',
        completedAsPrescribed: false,
        actualDuration: e.sets.length ? undefined : '35s',
        sets: e.sets.map((r) => ({ id: r.id, actualReps: 9, actualWeight: '42' })),
      })),
    })),
  });
  const mealBody = (foodId = library.foods.approved) => ({
    name: unique('Meal '),
    mealType: 'LUNCH',
    date: today,
    items: [{ foodId, servings: 1.5 }],
    notes: 'With water',
  });
  const progressBody = () => ({ type: 'Body weight', value: 80.5, unit: 'kg', date: today, notes: '' });

  async function newWorkout(trainer = people.trainer, client = people.owner): Promise<Workout> {
    // Long fuzzing runs pile up the client's workouts (a new one for each call that uses one up, and
    // the fuzzed creations and copies) until the scheduled-ahead cap refuses more: the oldest of them,
    // which no call uses any longer, make room.
    await t.rows(sql`delete from workouts where id in (
      select id from workouts where assigned_to = ${client.id} and status = 'SCHEDULED'
        and scheduled_date >= current_date
        and id not in (${f?.ctx?.workout?.id ?? null}::uuid, ${f?.ctx?.otherWorkout?.id ?? null}::uuid)
      order by created_at desc offset ${SCHEDULED_WORKOUTS_PER_CLIENT_MAX - 100})`);
    const res = await t.call('POST', '/api/workouts', { token: trainer.token, body: workoutBody(client.id) });
    must(201, res, 'creating a workout');
    return res.body.workout;
  }
  async function newMeal(client = people.owner): Promise<Meal> {
    const res = await t.call('POST', '/api/meals', { token: client.token, body: mealBody() });
    must(201, res, 'logging a meal');
    return res.body.meal;
  }
  /** A quick entry in the owner's diary today, for the calls that change or delete one. */
  async function newDiaryEntry(client = people.owner): Promise<{ id: string }> {
    // Long fuzzing runs fill the day: its oldest entries make room (a day holds 100).
    await t.rows(sql`delete from food_diary_entries where id in (select id from food_diary_entries
      where client_id = ${client.id} and date = ${today}::date order by created_at desc offset 80)`);
    const res = await t.call('POST', '/api/nutrition/diary', {
      token: client.token,
      body: { date: today, mealType: 'SNACK', name: 'Apple', kcal: 80 },
    });
    must(201, res, 'logging a diary entry');
    return res.body.entry;
  }
  async function newAdjustment(client = people.owner, status = 'pending'): Promise<{ id: string }> {
    // Straight in the database: a proposal needs weeks of weighings, which the matrix has no use for.
    const { week } = isoWeekOf(today);
    const targets = JSON.stringify({
      day: { kcal: 2000, protein: 120, carbs: 230, fat: 65, fiber: null },
      restDay: null,
      goalRateKgPerWeek: -0.5,
    });
    const proposed = targets.replace('"kcal":2000', '"kcal":1800').replace('"carbs":230', '"carbs":180');
    const decided = status === 'pending' ? null : proposed;
    await t.rows(sql`delete from nutrition_adjustments where client_id = ${client.id} and week = ${week}`);
    // The targets it was proposed from: approving it as proposed needs them unchanged.
    await t.rows(sql`insert into nutrition_targets (client_id, kcal, protein, carbs, fat, goal_rate_kg_per_week)
      values (${client.id}, 2000, 120, 230, 65, -0.5)
      on conflict (client_id) do update set kcal = 2000, protein = 120, carbs = 230, fat = 65, fiber = null,
        rest_kcal = null, rest_protein = null, rest_carbs = null, rest_fat = null, rest_fiber = null,
        goal_rate_kg_per_week = -0.5`);
    const [made] = await t.rows(sql`insert into nutrition_adjustments (client_id, week, status, reasoning,
        weeks, rate_kg_per_week, goal_rate_kg_per_week, kcal_change, current, proposed, applied, decided_at)
      values (${client.id}, ${week}, ${status}, 'Holding the weight against a goal of losing 0.5 kg a week.',
        '[]', 0, -0.5, -200, ${targets}::jsonb, ${proposed}::jsonb, ${decided}::jsonb,
        ${decided ? sql`now()` : null})
      returning id`);
    return { id: made!.id };
  }
  const customFoodBody = (shared = false) => ({
    name: unique('Custom food '),
    calories: 250,
    protein: 12,
    totalCarbs: 30,
    fat: 8,
    servingGrams: 40,
    sharedWithClients: shared,
  });
  async function newCustomFood(person = people.owner, shared = false): Promise<{ id: string; name: string }> {
    // Long fuzzing runs fill the person's foods: the oldest make room (a person keeps 500).
    await t.rows(sql`delete from custom_foods where id in (select id from custom_foods
      where owner_id = ${person.id} order by created_at desc offset 400)`);
    const res = await t.call('POST', '/api/nutrition/custom-foods', {
      token: person.token,
      body: customFoodBody(shared),
    });
    must(201, res, 'adding a custom food');
    return res.body.food;
  }
  async function newEntry(client = people.owner): Promise<ProgressEntry> {
    const res = await t.call('POST', '/api/progress', { token: client.token, body: progressBody() });
    must(201, res, 'logging progress');
    return res.body.entry;
  }

  const templateBody = (shared = false) => {
    const { scheduledDate: _date, assignedTo: _client, ...plan } = workoutBody(people.owner.id);
    return { ...plan, name: unique('Template '), shared };
  };
  async function newTemplate(trainer = people.trainer, shared = false): Promise<WorkoutTemplate> {
    const res = await t.call('POST', '/api/templates', { token: trainer.token, body: templateBody(shared) });
    must(201, res, 'creating a template');
    return res.body.template;
  }
  const programBody = (templateId: string) => ({
    name: unique('Program '),
    description: 'Three weeks',
    weeks: 3,
    days: [
      { week: 1, dayOfWeek: 1, templateId },
      { week: 3, dayOfWeek: 7, templateId },
    ],
  });
  async function newProgram(templateId: string, trainer = people.trainer): Promise<Program> {
    const res = await t.call('POST', '/api/programs', {
      token: trainer.token,
      body: programBody(templateId),
    });
    must(201, res, 'creating a program');
    return res.body.program;
  }

  async function signIn(p: Person): Promise<string> {
    const res = await t.call('POST', '/api/auth/login', { body: { email: p.email, password: p.password } });
    must(200, res, `signing in ${p.email}`);
    return res.body.token;
  }

  // The owner's intake: the assigned trainer reads it, nobody else.
  for (const form of ['waiver', 'parq'] as const) {
    const body = INTAKE[form];
    must(201, await t.call('POST', `/api/onboarding/${form}`, { token: people.owner.token, body }), form);
  }

  const f: Fixture = {
    t,
    people,
    spare,
    formerTrainer,
    library,
    ctx: undefined as unknown as Ctx,
    keeper: await keepPeople(t, [...Object.values(people), spare, formerTrainer]),
    today,
    unique,
    workoutBody,
    actualsBody,
    mealBody,
    progressBody,
    libraryBody,
    newWorkout,
    newMeal,
    newEntry,
    newDiaryEntry,
    newAdjustment,
    customFoodBody,
    newCustomFood,
    templateBody,
    newTemplate,
    programBody,
    newProgram,
    signIn,
    async freshPeople() {
      return makePeople();
    },
    async ownerFeed() {
      const secret = `fixture-feed-${people.owner.id}`;
      await t.rows(sql`insert into calendar_feeds (user_id, token_hash)
        values (${people.owner.id}, ${hashToken(secret)})
        on conflict (user_id) do update set token_hash = excluded.token_hash
        where calendar_feeds.token_hash <> excluded.token_hash`);
      return secret;
    },
    async refreshObjects() {
      // A consultant's edits (the fuzzing's) may have withdrawn an item the objects are made from.
      for (const kind of LIBRARY_KINDS) {
        const { approved, unapproved, editable } = library[kind];
        await t.rows(sql`update ${sql.identifier(tables[kind])} set approved = (id = ${approved})
          where id in ${[approved, unapproved, editable]}`);
      }
      const template = await newTemplate();
      f.ctx = {
        template,
        sharedTemplate: await newTemplate(people.otherTrainer, true),
        program: await newProgram(template.id),
        workout: await newWorkout(),
        otherWorkout: await newWorkout(people.otherTrainer, people.otherClient),
        meal: await newMeal(),
        otherMeal: await newMeal(people.otherClient),
        entry: await newEntry(),
        otherEntry: await newEntry(people.otherClient),
        sharedFood: await newCustomFood(people.trainer, true),
      };
      // Not among the objects: its secret is no id, and the fuzzing draws ids from them.
      await f.ownerFeed();
    },
  };
  await f.refreshObjects();
  return f;
}
