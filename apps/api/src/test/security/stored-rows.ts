import { firstNameField, lastNameField, usernameField } from '@kinetic/contracts/auth';
import { emailField, roleSchema } from '@kinetic/contracts/common';
import { MEAL_TYPES, meal as mealSchema } from '@kinetic/contracts/meals';
import { CUSTOM_FOODS_MAX, customFoodInput } from '@kinetic/contracts/custom-foods';
import { DIARY_COUNT_MAX, DIARY_ENTRIES_PER_DAY_MAX, DIARY_GRAMS_MAX } from '@kinetic/contracts/food-diary';
import { onboardingBodies, type OnboardingForm } from '@kinetic/contracts/onboarding';
import { PROGRESS_TYPES, progressInput, type ProgressType } from '@kinetic/contracts/progress';
import { setBlock, workoutDetailsForm } from '@kinetic/contracts/workouts';
import { getTableName, type Table } from 'drizzle-orm';
import { z } from 'zod';
import {
  invitations,
  libraryEquipment,
  libraryExercises,
  libraryFoods,
  meals,
  onboardingAnswers,
  performedSets,
  programAssignments,
  programDays,
  programs,
  progressEntries,
  foodDiaryEntries,
  nutritionAdjustments,
  nutritionTargetChanges,
  nutritionTargets,
  habits,
  trainingMaxes,
  checkIns,
  checkInTemplates,
  customFoods,
  users,
  workoutTemplates,
  workouts,
} from '../../db/schema.ts';
import { libraryKind, searchTextOf } from '../../modules/libraries/library-kinds.ts';
import { toMeal } from '../../modules/meals/meals.repository.ts';
import type { TestApp } from '../app.ts';
import { storedInvitationProblems } from './stored-invitation-rows.ts';
import { storedNutritionProblems } from './stored-nutrition-rows.ts';
import { storedHabitProblems } from './stored-habit-rows.ts';
import { storedCheckInProblems } from './stored-check-in-rows.ts';
import { storedProgramProblems } from './stored-program-rows.ts';
import { storedTrainingMaxProblems } from './stored-training-max-rows.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;
const plan = z.array(setBlock);

type Bad = (what: string, id: unknown, detail: unknown) => void;
type Db = TestApp['database']['db'];

const issues = (r: { success: boolean; error?: z.ZodError }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');

/** The ids a table holds, for the checks that follow references into it. */
const idsOf = async (db: Db, table: typeof users | typeof libraryExercises | typeof libraryFoods) =>
  new Set((await db.select({ id: table.id }).from(table)).map((r) => r.id));

/**
 * Every stored row checked against the contracts and the app's own rules: what a write may leave
 * behind. Answers the problems found (none for a sound database). With `written` (the tables a
 * write touched, from the write counts of db-digest.ts), only the checks that read one of those
 * tables run: a write to a meal cannot make a library row invalid, and the libraries (thousands of
 * rows) are the most expensive to check.
 */
export async function storedRowProblems(t: TestApp, written?: readonly string[]): Promise<string[]> {
  const db = t.database.db;
  const problems: string[] = [];
  const bad: Bad = (what, id, detail) =>
    problems.push(`${what} ${String(id)}: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`);
  const touched = (tables: Table[]) =>
    !written || tables.some((table) => written.includes(getTableName(table)));

  if (touched([users])) await checkUsers(db, bad);
  if (touched([libraryExercises, libraryEquipment, libraryFoods])) await checkLibraries(db, bad);
  if (touched([workouts, performedSets, libraryExercises, users])) await checkWorkouts(db, bad);
  if (touched([meals, libraryFoods, users])) await checkMeals(db, bad);
  if (touched([progressEntries])) await checkProgress(db, bad);
  if (touched([foodDiaryEntries])) await checkDiary(db, bad);
  if (touched([customFoods, users])) await checkCustomFoods(db, bad);
  if (touched([onboardingAnswers])) await checkIntake(db, bad);
  if (touched([workoutTemplates, programs, programDays, programAssignments]))
    problems.push(...(await storedProgramProblems(t)));
  if (touched([invitations])) problems.push(...(await storedInvitationProblems(t)));
  if (touched([nutritionTargets, nutritionTargetChanges, nutritionAdjustments]))
    problems.push(...(await storedNutritionProblems(t)));
  if (touched([habits])) problems.push(...(await storedHabitProblems(t)));
  if (touched([checkIns, checkInTemplates])) problems.push(...(await storedCheckInProblems(t)));
  if (touched([trainingMaxes])) problems.push(...(await storedTrainingMaxProblems(t)));
  return problems.slice(0, 30);
}

async function checkUsers(db: Db, bad: Bad) {
  for (const u of await db.select().from(users)) {
    const roles = z.array(roleSchema).min(1).safeParse(u.roles);
    if (!roles.success || new Set(u.roles).size !== u.roles.length)
      bad('user', u.id, `roles ${u.roles.join(',')}`);
    if (!emailField.safeParse(u.email).success || u.email !== u.email.trim().toLowerCase())
      bad('user', u.id, `email ${u.email}`);
    for (const [field, schema, value] of [
      ['username', usernameField, u.username],
      ['firstName', firstNameField, u.firstName],
      ['lastName', lastNameField, u.lastName],
    ] as const) {
      if (schema.safeParse(value).data !== value) bad('user', u.id, `${field} ${JSON.stringify(value)}`);
    }
    if (u.trainerId === u.id) bad('user', u.id, 'is their own trainer');
  }
}

/** JSON with every object's keys sorted: jsonb keeps its own key order (food portions). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

async function checkLibraries(db: Db, bad: Bad) {
  for (const [kind, table] of [
    ['exercises', libraryExercises],
    ['equipment', libraryEquipment],
    ['foods', libraryFoods],
  ] as const) {
    const config = libraryKind(kind);
    for (const row of await db.select().from(table)) {
      const { id, createdAt: _c, updatedAt: _u, searchText, ...values } = row;
      const parsed = config.input.safeParse(values);
      if (!parsed.success) bad(`library ${kind}`, id, issues(parsed));
      else {
        const data: Record<string, unknown> = parsed.data;
        const off = Object.keys(data).filter(
          (k) => canonical(data[k]) !== canonical(values[k as keyof typeof values]),
        );
        if (off.length) bad(`library ${kind}`, id, `${off.join(', ')} not as the contract leaves them`);
      }
      if (searchText !== searchTextOf(config, values)) bad(`library ${kind}`, id, 'search text out of date');
    }
  }
}

async function checkWorkouts(db: Db, bad: Bad) {
  const userIds = await idsOf(db, users);
  const exerciseIds = await idsOf(db, libraryExercises);
  const storedWorkouts = await db.select().from(workouts);
  const planIds = new Map<string, { rows: Set<string>; exercises: Set<string> }>();
  for (const w of storedWorkouts) {
    const details = workoutDetailsForm.safeParse({
      name: w.name,
      description: w.description,
      scheduledDate: w.scheduledDate,
      estimatedDuration: w.estimatedDuration,
      tags: w.tags,
    });
    if (!details.success) bad('workout', w.id, issues(details));
    if (!['SCHEDULED', 'COMPLETED'].includes(w.status)) bad('workout', w.id, `status ${w.status}`);
    if ((w.status === 'COMPLETED') !== (w.completedDate !== null))
      bad('workout', w.id, 'status and completedDate disagree');
    if (!userIds.has(w.assignedTo)) bad('workout', w.id, 'assigned to nobody');
    const blocks = plan.safeParse(w.plan);
    if (!blocks.success) {
      bad('workout', w.id, `plan: ${issues(blocks)}`);
      continue;
    }
    const ids: string[] = [];
    const rows = new Set<string>();
    const exercises = new Set<string>();
    blocks.data.forEach((b, i) => {
      ids.push(b.id);
      if (b.setNumber !== i + 1) bad('workout', w.id, `block ${i} numbered ${b.setNumber}`);
      b.exercises.forEach((e, j) => {
        ids.push(e.id);
        rows.add(e.id);
        exercises.add(e.exerciseId);
        if (e.order !== j + 1) bad('workout', w.id, `exercise ${i}.${j} ordered ${e.order}`);
        if (!exerciseIds.has(e.exerciseId)) bad('workout', w.id, `unknown exercise ${e.exerciseId}`);
        e.sets.forEach((r, k) => {
          ids.push(r.id);
          rows.add(r.id);
          if (r.setNumber !== k + 1) bad('workout', w.id, `row ${i}.${j}.${k} numbered ${r.setNumber}`);
        });
      });
    });
    if (new Set(ids).size !== ids.length) bad('workout', w.id, 'ids repeat within the plan');
    planIds.set(w.id, { rows, exercises });
  }
  const byId = new Map(storedWorkouts.map((w) => [w.id, w]));
  for (const p of await db.select().from(performedSets)) {
    const w = byId.get(p.workoutId);
    if (!w || w.status !== 'COMPLETED') bad('performed set', p.id, 'of a workout not completed');
    else if (w.assignedTo !== p.clientId) bad('performed set', p.id, 'not of the workout’s client');
    const ids = planIds.get(p.workoutId);
    if (ids && (!ids.rows.has(p.setRowId) || !ids.exercises.has(p.exerciseId)))
      bad('performed set', p.id, 'names a row or exercise not in the workout');
  }
}

async function checkMeals(db: Db, bad: Bad) {
  const userIds = await idsOf(db, users);
  const foodIds = await idsOf(db, libraryFoods);
  for (const row of await db.select().from(meals)) {
    const m = mealSchema.safeParse(toMeal(row));
    if (!m.success) {
      bad('meal', row.id, issues(m));
      continue;
    }
    const meal = m.data;
    if (!meal.items.length || meal.items.length > 50) bad('meal', meal.id, `${meal.items.length} items`);
    if (meal.name !== meal.name.trim() || !meal.name || meal.name.length > 100) bad('meal', meal.id, 'name');
    if (meal.isCompleted !== (meal.completedAt !== null))
      bad('meal', meal.id, 'isCompleted and completedAt disagree');
    for (const k of ['calories', 'protein', 'fat', 'totalCarbs'] as const) {
      const sum = round1(meal.items.reduce((acc, i) => acc + i[k], 0));
      if (Math.abs(sum - meal[k]) > 1e-9) bad('meal', meal.id, `${k} ${meal[k]} is not the items' ${sum}`);
    }
    for (const item of meal.items)
      if (!foodIds.has(item.foodId)) bad('meal', meal.id, `unknown food ${item.foodId}`);
    if (!userIds.has(meal.clientId)) bad('meal', meal.id, 'of nobody');
  }
}

async function checkProgress(db: Db, bad: Bad) {
  for (const e of await db.select().from(progressEntries)) {
    const parsed = progressInput.safeParse({
      type: e.type,
      value: e.value,
      unit: e.unit,
      date: e.date,
      notes: e.notes,
    });
    if (!parsed.success) bad('progress entry', e.id, issues(parsed));
    else if (PROGRESS_TYPES[e.type as ProgressType].category !== e.category)
      bad('progress entry', e.id, 'category');
  }
}

/** Diary entries: within the bounds, a food entry's amount in grams or servings, within the caps. */
async function checkDiary(db: Db, bad: Bad) {
  const perDay = new Map<string, number>();
  for (const e of await db.select().from(foodDiaryEntries)) {
    const day = `${e.clientId} ${e.date}`;
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    if (!(MEAL_TYPES as readonly string[]).includes(e.mealType)) bad('diary entry', e.id, 'meal type');
    if (e.grams !== null && e.servings !== null) bad('diary entry', e.id, 'both grams and servings');
    if (e.grams !== null && !(e.grams > 0 && e.grams <= DIARY_GRAMS_MAX)) bad('diary entry', e.id, 'grams');
    if (e.servings !== null && !(e.servings > 0 && e.servings <= DIARY_COUNT_MAX))
      bad('diary entry', e.id, 'servings');
    if (!(e.kcal >= 0) || !e.name) bad('diary entry', e.id, 'kcal or name');
  }
  for (const [day, n] of perDay) if (n > DIARY_ENTRIES_PER_DAY_MAX) bad('diary day', day, `${n} entries`);
}

/** Custom foods: valid values, shared only by trainers, at most the cap a person. */
async function checkCustomFoods(db: Db, bad: Bad) {
  const trainers = new Set(
    (await db.select({ id: users.id, roles: users.roles }).from(users))
      .filter((u) => u.roles.includes('TRAINER'))
      .map((u) => u.id),
  );
  const perOwner = new Map<string, number>();
  for (const f of await db.select().from(customFoods)) {
    perOwner.set(f.ownerId, (perOwner.get(f.ownerId) ?? 0) + 1);
    const { id: _id, ownerId, searchText: _text, createdAt: _c, updatedAt: _u, ...values } = f;
    const parsed = customFoodInput.strict().safeParse(values);
    if (!parsed.success) bad('custom food', f.id, issues(parsed));
    if (f.sharedWithClients && !trainers.has(ownerId)) bad('custom food', f.id, 'shared by a non-trainer');
  }
  for (const [owner, n] of perOwner) if (n > CUSTOM_FOODS_MAX) bad('custom foods of', owner, `${n} foods`);
}

async function checkIntake(db: Db, bad: Bad) {
  const versions = new Map<string, number[]>();
  for (const a of await db.select().from(onboardingAnswers)) {
    const schema = onboardingBodies[a.form as OnboardingForm] as
      (typeof onboardingBodies)[OnboardingForm] | undefined;
    const parsed = schema?.safeParse(a.answers);
    if (!parsed) bad('intake answer', a.id, `form ${a.form}`);
    else if (!parsed.success) bad('intake answer', a.id, issues(parsed));
    const key = `${a.userId} ${a.form}`;
    versions.set(key, [...(versions.get(key) ?? []), a.version]);
  }
  for (const [key, list] of versions) {
    const sorted = list.sort((x, y) => x - y);
    if (sorted.some((v, i) => v !== i + 1)) bad('intake versions', key, sorted.join(','));
  }
}
