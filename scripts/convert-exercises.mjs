#!/usr/bin/env node
// Builds the exercise library's starter file (apps/api/src/db/seed/starter/library-exercises.json)
// and its pictures (starter/exercise-pictures/) from the public-domain free-exercise-db (its
// exercises.json and images/ folder; see apps/api/src/db/seed/starter/EXERCISES-SOURCE.md) and the
// curated starter exercises (starter/exercises.json).
//
//   node scripts/convert-exercises.mjs <path-to-free-exercise-db-folder>
//
// The output depends only on the inputs, the hand-checked matches in
// scripts/exercise-starter-matches.json and the sharp version, so running it again writes the
// same bytes.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const STARTER_DIR = `${root}apps/api/src/db/seed/starter`;
const STARTER = `${STARTER_DIR}/exercises.json`;
const OUTPUT = `${STARTER_DIR}/library-exercises.json`;
const PICTURES = `${STARTER_DIR}/exercise-pictures`;
const MATCHES = `${root}scripts/exercise-starter-matches.json`;

const source = process.argv[2];
if (!source) {
  console.error('Usage: node scripts/convert-exercises.mjs <path-to-free-exercise-db-folder>');
  process.exit(2);
}

/**
 * The widths the screens show (the list, the picker and the workout rows at 80 px on a 2x screen;
 * the detail, the Description modal and gym mode at up to 480 px) and the WebP quality of each:
 * the photos stay sharp at these, and the two pictures of an exercise cost about 30 KB.
 */
const WIDTHS = [
  [160, 70],
  [480, 60],
];

/** Their muscle words in the names our starter exercises use (the muscle filter's vocabulary). */
const MUSCLES = {
  abdominals: 'Core',
  abductors: 'Abductors',
  adductors: 'Adductors',
  biceps: 'Biceps',
  calves: 'Calves',
  chest: 'Pectorals',
  forearms: 'Forearms',
  glutes: 'Glutes',
  hamstrings: 'Hamstrings',
  lats: 'Latissimus dorsi',
  'lower back': 'Erector spinae',
  'middle back': 'Rhomboids',
  neck: 'Neck',
  quadriceps: 'Quadriceps',
  shoulders: 'Deltoids',
  traps: 'Trapezius',
  triceps: 'Triceps',
};

/** Their equipment words as our equipment library's names ('body only', 'other': none named). */
const EQUIPMENT = {
  barbell: ['Barbell'],
  dumbbell: ['Dumbbells'],
  kettlebells: ['Kettlebell'],
  cable: ['Cable Machine'],
  bands: ['Resistance Band'],
  'medicine ball': ['Medicine Ball'],
  'exercise ball': ['Stability Ball'],
  'foam roll': ['Foam Roller'],
  'e-z curl bar': ['EZ Curl Bar'],
};

/** Their 'machine' named by which machine, from words of the exercise's name; first match wins. */
const MACHINES = [
  [/smith/i, 'Smith Machine'],
  [/leg press/i, 'Leg Press Machine'],
  [/leg extension/i, 'Leg Extension Machine'],
  [/leg curl/i, 'Leg Curl Machine'],
  [/hack squat/i, 'Hack Squat Machine'],
  [/calf/i, 'Calf Raise Machine'],
  [/pulldown/i, 'Lat Pulldown Machine'],
  [/abductor/i, 'Hip Abduction Machine'],
  [/adductor/i, 'Hip Adduction Machine'],
  [/chest press|bench press/i, 'Chest Press Machine'],
  [/butterfly|pec deck|machine fly/i, 'Pec Deck Machine'],
  [/shoulder|military/i, 'Shoulder Press Machine'],
  [/treadmill/i, 'Treadmill'],
  [/rowing/i, 'Rowing Machine'],
  [/recumbent/i, 'Recumbent Bike'],
  [/bicycling/i, 'Upright Bike'],
  [/elliptical/i, 'Elliptical Trainer'],
  [/stair|step mill/i, 'Stair Climber'],
];

/** Their categories as our starter categories. */
const CATEGORIES = {
  strength: 'Strength',
  powerlifting: 'Strength',
  'olympic weightlifting': 'Olympic lifting',
  plyometrics: 'Plyometrics',
  cardio: 'Cardio',
  stretching: 'Flexibility',
  strongman: 'Conditioning',
};

const DIFFICULTIES = { beginner: 'BEGINNER', intermediate: 'INTERMEDIATE', expert: 'ADVANCED' };

const theirs = JSON.parse(readFileSync(join(source, 'exercises.json'), 'utf8'));
const ours = JSON.parse(readFileSync(STARTER, 'utf8'));
const matches = JSON.parse(readFileSync(MATCHES, 'utf8'));

const normalised = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const byName = new Map(theirs.map((t) => [normalised(t.name), t]));
const byExactName = new Map(theirs.map((t) => [t.name, t]));

/** Each of ours matched by its normalised name, or by the match table; each of theirs once. */
const matchOf = new Map();
const used = new Set();
for (const exercise of ours) {
  const alias = matches[exercise.name];
  const match = alias ? byExactName.get(alias) : byName.get(normalised(exercise.name));
  if (alias && !match) throw new Error(`No free-exercise-db exercise named "${alias}"`);
  if (!match) continue;
  if (used.has(match.id)) throw new Error(`"${match.name}" is matched twice`);
  used.add(match.id);
  matchOf.set(exercise.name, match);
}
for (const name of Object.keys(matches)) {
  if (!ours.some((e) => e.name === name)) throw new Error(`No starter exercise named "${name}"`);
}

const unique = (list) => [...new Set(list)];
const muscles = (list) =>
  unique(
    list.map((m) => {
      if (!MUSCLES[m]) throw new Error(`Unknown muscle "${m}"`);
      return MUSCLES[m];
    }),
  );
function equipmentOf(t) {
  if (t.equipment === 'machine') {
    const machine = MACHINES.find(([words]) => words.test(t.name));
    return machine ? [machine[1]] : [];
  }
  return EQUIPMENT[t.equipment] ?? [];
}

/** Converts both pictures of an exercise; answers their keys (a hash of the files' bytes). */
async function pictures(t) {
  const keys = [];
  for (const image of t.images) {
    const files = [];
    for (const [width, quality] of WIDTHS) {
      const bytes = await sharp(join(source, 'images', image))
        .resize({ width })
        .webp({ quality, effort: 6 })
        .toBuffer();
      files.push([width, bytes]);
    }
    const hash = createHash('sha256');
    for (const [, bytes] of files) hash.update(bytes);
    const key = hash.digest('hex').slice(0, 16);
    for (const [width, bytes] of files) writeFileSync(join(PICTURES, `${key}-${width}.webp`), bytes);
    keys.push(key);
  }
  return keys;
}

/** What free-exercise-db adds to an exercise, ours or theirs. */
async function theirFields(t) {
  return {
    primaryMuscles: muscles(t.primaryMuscles),
    secondaryMuscles: muscles(t.secondaryMuscles).filter((m) => !muscles(t.primaryMuscles).includes(m)),
    force: t.force ?? null,
    mechanic: t.mechanic ?? null,
    instructions: t.instructions.map((s) => s.trim()).filter(Boolean),
    pictures: await pictures(t),
  };
}

rmSync(PICTURES, { recursive: true, force: true });
mkdirSync(PICTURES, { recursive: true });

const merged = [];
for (const exercise of ours) {
  const match = matchOf.get(exercise.name);
  merged.push(match ? { ...exercise, ...(await theirFields(match)) } : exercise);
}
const taken = new Set(ours.map((e) => e.name.toLowerCase()));
for (const t of theirs) {
  if (used.has(t.id)) continue;
  const name = t.name.trim();
  if (taken.has(name.toLowerCase())) throw new Error(`"${name}" is a name given twice`);
  taken.add(name.toLowerCase());
  const fields = await theirFields(t);
  merged.push({
    name,
    description: '',
    category: CATEGORIES[t.category],
    difficulty: DIFFICULTIES[t.level],
    musclesWorked: unique([...fields.primaryMuscles, ...fields.secondaryMuscles]),
    equipment: equipmentOf(t),
    contraindications: [],
    approved: true,
    isPublic: true,
    ...fields,
  });
}

writeFileSync(OUTPUT, `[\n${merged.map((e) => JSON.stringify(e)).join(',\n')}\n]\n`);

const files = readdirSync(PICTURES);
const bytes = files.reduce((sum, f) => sum + readFileSync(join(PICTURES, f)).length, 0);
const count = (test) => merged.filter(test).length;
console.log(
  [
    `starter exercises: ${ours.length}, matched by name: ${matchOf.size - Object.keys(matches).length}, by the match table: ${Object.keys(matches).length}`,
    `free-exercise-db exercises: ${theirs.length}, added as new: ${theirs.length - matchOf.size}`,
    `exercises: ${merged.length}, with pictures: ${count((e) => e.pictures?.length)}, with primary muscles: ${count((e) => e.primaryMuscles?.length)}, with contraindications: ${count((e) => e.contraindications.length)}`,
    `picture files: ${files.length}, ${(bytes / 1e6).toFixed(1)} MB`,
  ].join('\n'),
);
