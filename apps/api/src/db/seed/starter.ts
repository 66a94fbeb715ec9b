import { eq, sql } from 'drizzle-orm';
import { equipmentInput, exerciseInput, foodInput, setTypeInput } from '@kinetic/contracts/libraries';
import type { Database, Db } from '../client.ts';
import { appState, libraryExercises, setTypes } from '../schema.ts';
import { createLibrariesRepository } from '../../modules/libraries/libraries.repository.ts';
import { libraryKind } from '../../modules/libraries/library-kinds.ts';
import equipment from './starter/equipment.json' with { type: 'json' };
import exercises from './starter/exercises.json' with { type: 'json' };
import foods from './starter/foods.json' with { type: 'json' };
import setTypeList from './starter/set-types.json' with { type: 'json' };

const KEY = 'starter-content';
const VERSION = '1';
/** Marks that the starter exercises of a database made before contraindications existed got theirs. */
const CONTRAINDICATIONS_KEY = 'starter-contraindications';

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
    await libraries.insertMany(
      libraryKind('exercises'),
      exercises.map((e) => exerciseInput.parse(e)),
      tx,
    );
    await libraries.insertMany(
      libraryKind('equipment'),
      equipment.map((e) => equipmentInput.parse(e)),
      tx,
    );
    await libraries.insertMany(
      libraryKind('foods'),
      foods.map((f) => foodInput.parse(f)),
      tx,
    );
    await tx.insert(appState).values({ key: CONTRAINDICATIONS_KEY, value: VERSION });
    await tx.execute(sql`analyze`);
  });
  // Loaded before: what it may lack is the contraindications.
  if (!fresh) await addContraindications(database);
}

/**
 * A library loaded before exercises had contraindications: the starter exercises still there under
 * their name, with none set by a consultant, get the starter's; once.
 */
async function addContraindications(database: Database): Promise<void> {
  const listed = exercises.filter((e) => e.contraindications.length);
  await once(database, CONTRAINDICATIONS_KEY, async (tx) => {
    await tx.execute(sql`
      update ${libraryExercises} le set contraindications = s.contraindications
      from jsonb_to_recordset(${JSON.stringify(listed)}::jsonb) as s(name text, contraindications text[])
      where lower(le.name) = lower(s.name) and le.contraindications = '{}'`);
  });
}
