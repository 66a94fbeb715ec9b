import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { equipmentInput, exerciseInput, foodInput, setTypeInput } from '@kinetic/contracts/libraries';
import type { Database, Db } from '../client.ts';
import { appState, libraryExercises, libraryFoods, setTypes } from '../schema.ts';
import { STARTER_EXERCISES_FILE, STARTER_FOODS_FILE } from '../../paths.ts';
import { createLibrariesRepository } from '../../modules/libraries/libraries.repository.ts';
import { libraryKind } from '../../modules/libraries/library-kinds.ts';
import equipment from './starter/equipment.json' with { type: 'json' };
import curatedFoods from './starter/foods.json' with { type: 'json' };
import setTypeList from './starter/set-types.json' with { type: 'json' };

const KEY = 'starter-content';
const VERSION = '1';
/** Marks that the starter exercises of a database made before contraindications existed got theirs. */
const CONTRAINDICATIONS_KEY = 'starter-contraindications';
/** Marks that the food library holds the USDA foods (a database made before them gets them once). */
const USDA_FOODS_KEY = 'starter-usda-foods';
/** Marks that the exercise library holds free-exercise-db's details, pictures and exercises. */
const EXERCISE_DETAILS_KEY = 'starter-exercise-details';

/** A food of the starter file (scripts/convert-usda-foods.mjs writes it). */
interface StarterFood extends Record<string, unknown> {
  name: string;
  servingSize: number;
  servingMeasure: string;
  fdcId?: number;
  source?: string;
  commonness: number;
}

/**
 * The starter foods: the curated ones (merged with their USDA food where it is the same food) and
 * the USDA FoodData Central foods, validated like any food, with what only the starter data sets.
 */
function starterFoods(): Record<string, unknown>[] {
  const list = JSON.parse(readFileSync(STARTER_FOODS_FILE, 'utf8')) as StarterFood[];
  return list.map((f) => ({
    ...foodInput.parse(f),
    fdcId: f.fdcId ?? null,
    source: f.source ?? '',
    commonness: f.commonness,
  }));
}

/**
 * The starter exercises (scripts/convert-exercises.mjs writes them), validated like any exercise,
 * with their pictures, which only the starter data sets.
 */
function starterExercises(): Record<string, unknown>[] {
  const list = JSON.parse(readFileSync(STARTER_EXERCISES_FILE, 'utf8')) as Record<string, unknown>[];
  return list.map((e) => ({ ...exerciseInput.parse(e), pictures: e.pictures ?? [] }));
}

/**
 * Runs `load` in one transaction, once per database, recorded as `key` in app_state. Several
 * processes may start at once on one PostgreSQL: the first to claim the key loads. Answers false
 * when it was done before, and nothing ran.
 */
async function once(database: Database, key: string, load: (tx: Db) => Promise<void>): Promise<boolean> {
  const { db } = database;
  const [done] = await db.select().from(appState).where(eq(appState.key, key));
  if (done) return false;
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(appState)
      .values({ key, value: VERSION })
      .onConflictDoNothing()
      .returning({ key: appState.key });
    if (claimed) await load(tx);
  });
  return true;
}

/**
 * Loads the starter libraries (exercises, equipment, foods, set types) into a new database, once:
 * what consultants change or add later is theirs.
 */
export async function loadStarterContent(database: Database): Promise<void> {
  const libraries = createLibrariesRepository(database.db);
  const fresh = await once(database, KEY, async (tx) => {
    await tx
      .insert(setTypes)
      .values(setTypeList.map((s, position) => ({ ...setTypeInput.parse(s), position })));
    await libraries.insertMany(libraryKind('exercises'), starterExercises(), tx);
    await libraries.insertMany(
      libraryKind('equipment'),
      equipment.map((e) => equipmentInput.parse(e)),
      tx,
    );
    await libraries.insertMany(libraryKind('foods'), starterFoods(), tx);
    await tx.insert(appState).values([
      { key: CONTRAINDICATIONS_KEY, value: VERSION },
      { key: USDA_FOODS_KEY, value: VERSION },
      { key: EXERCISE_DETAILS_KEY, value: VERSION },
    ]);
    await tx.execute(sql`analyze`);
  });
  // Loaded before: what it may lack is the contraindications, the USDA foods and the exercises' details.
  if (!fresh) {
    await addContraindications(database);
    await addUsdaFoods(database);
    await addExerciseDetails(database);
  }
}

/**
 * A food library loaded before it had the USDA foods, once: the curated starter foods still there
 * under their name and serving get their USDA values (nutrients, serving grams, portions, source),
 * and the USDA foods are added, but for a name the library has already.
 */
async function addUsdaFoods(database: Database): Promise<void> {
  const libraries = createLibrariesRepository(database.db);
  await once(database, USDA_FOODS_KEY, async (tx) => {
    const foods = starterFoods();
    const curated = new Set(curatedFoods.map((f) => f.name.toLowerCase()));
    const starters = foods.filter((f) => curated.has(String(f.name).toLowerCase()));
    const merged = starters.filter((f) => f.fdcId !== null);
    await tx.execute(sql`
      update ${libraryFoods} lf set calories = s."calories", protein = s."protein", fat = s."fat",
        total_carbs = s."totalCarbs", fiber = s."fiber", sugar = s."sugar", sodium = s."sodium",
        serving_grams = s."servingGrams", portions = s."portions", fdc_id = s."fdcId",
        source = s."source", commonness = s."commonness", updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(merged)}::jsonb) as s(
        "name" text, "servingSize" float8, "servingMeasure" text, "calories" float8, "protein" float8,
        "fat" float8, "totalCarbs" float8, "fiber" float8, "sugar" float8, "sodium" float8,
        "servingGrams" float8, "portions" jsonb, "fdcId" int, "source" text, "commonness" smallint)
      where lower(lf.name) = lower(s."name") and lf.serving_size = s."servingSize"
        and lf.serving_measure = s."servingMeasure" and lf.fdc_id is null`);
    // The curated foods without a USDA match: only their place in search.
    await tx.execute(sql`
      update ${libraryFoods} lf set commonness = s."commonness"
      from jsonb_to_recordset(${JSON.stringify(starters)}::jsonb) as s("name" text, "commonness" smallint)
      where lower(lf.name) = lower(s."name") and lf.fdc_id is null`);
    await libraries.insertMany(libraryKind('foods'), foods, tx, { skipExisting: true });
    await tx.execute(sql`analyze ${libraryFoods}`);
  });
}

/**
 * A library loaded before exercises had contraindications: the starter exercises still there under
 * their name, with none set by a consultant, get the starter's; once.
 */
async function addContraindications(database: Database): Promise<void> {
  const listed = starterExercises().filter((e) => (e.contraindications as string[]).length);
  await once(database, CONTRAINDICATIONS_KEY, async (tx) => {
    await tx.execute(sql`
      update ${libraryExercises} le set contraindications = s.contraindications
      from jsonb_to_recordset(${JSON.stringify(listed)}::jsonb) as s(name text, contraindications text[])
      where lower(le.name) = lower(s.name) and le.contraindications = '{}'`);
  });
}

/**
 * A library loaded before the exercises had free-exercise-db's details, once: the starter
 * exercises still there under their name, without pictures, get their muscles, force, mechanic,
 * steps and pictures, and free-exercise-db's other exercises are added, but for a name taken.
 */
async function addExerciseDetails(database: Database): Promise<void> {
  const libraries = createLibrariesRepository(database.db);
  await once(database, EXERCISE_DETAILS_KEY, async (tx) => {
    const exercises = starterExercises();
    const detailed = exercises.filter((e) => (e.pictures as string[]).length);
    await tx.execute(sql`
      update ${libraryExercises} le set primary_muscles = s."primaryMuscles",
        secondary_muscles = s."secondaryMuscles", force = s."force", mechanic = s."mechanic",
        instructions = s."instructions", pictures = s."pictures", updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(detailed)}::jsonb) as s(
        "name" text, "primaryMuscles" text[], "secondaryMuscles" text[], "force" text,
        "mechanic" text, "instructions" text[], "pictures" text[])
      where lower(le.name) = lower(s."name") and le.pictures = '{}'`);
    await libraries.insertMany(libraryKind('exercises'), exercises, tx, { skipExisting: true });
    await tx.execute(sql`analyze ${libraryExercises}`);
  });
}
