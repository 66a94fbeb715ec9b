import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXERCISE_PICTURE_WIDTHS, MUSCLES } from '@kinetic/contracts/exercise-details';
import { exerciseInput } from '@kinetic/contracts/libraries';
import { EXERCISE_PICTURES_DIR, STARTER_EXERCISES_FILE } from '../../../paths.ts';

type Row = Record<string, unknown> & { name: string; pictures?: string[] };
const read = (file: string | URL) => JSON.parse(readFileSync(file, 'utf8')) as Row[];
const curated = read(new URL('./exercises.json', import.meta.url));
const equipment = read(new URL('./equipment.json', import.meta.url));
const merged = read(STARTER_EXERCISES_FILE);
const byName = new Map(merged.map((e) => [e.name, e]));

// scripts/convert-exercises.mjs prints the same counts; the decision quotes them.
describe('the starter exercise library (curated exercises merged with free-exercise-db)', () => {
  it('holds 982 exercises: the 237 curated ones and 745 of free-exercise-db, 873 with pictures', () => {
    expect(curated).toHaveLength(237);
    expect(merged).toHaveLength(982);
    expect(merged.filter((e) => e.pictures?.length)).toHaveLength(873);
    expect(merged.filter((e) => (e.primaryMuscles as string[] | undefined)?.length)).toHaveLength(873);
  });

  it('keeps every curated exercise as it was, contraindications included', () => {
    for (const exercise of curated) {
      const kept = byName.get(exercise.name);
      expect(kept, exercise.name).toMatchObject(exercise);
    }
    const listed = curated.filter((e) => (e.contraindications as string[]).length);
    expect(listed.length).toBeGreaterThan(100);
    for (const e of listed)
      expect(byName.get(e.name)?.contraindications, e.name).toEqual(e.contraindications);
  });

  it('sets no contraindications on an exercise it added', () => {
    const added = merged.slice(curated.length);
    expect(added.filter((e) => (e.contraindications as string[]).length)).toEqual([]);
  });

  it('validates every exercise, with unique names', () => {
    const invalid = merged.filter((e) => !exerciseInput.safeParse(e).success).map((e) => e.name);
    expect(invalid).toEqual([]);
    expect(new Set(merged.map((e) => e.name.toLowerCase())).size).toBe(merged.length);
  });

  it('names only muscles of the vocabulary and equipment of the equipment library', () => {
    const muscles = new Set<string>(MUSCLES);
    const names = new Set(equipment.map((e) => e.name));
    const unknown = merged.flatMap((e) => [
      ...[...(e.musclesWorked as string[]), ...((e.primaryMuscles as string[]) ?? [])]
        .filter((m) => !muscles.has(m))
        .map((m) => `${e.name}: muscle ${m}`),
      ...(e.equipment as string[]).filter((n) => !names.has(n)).map((n) => `${e.name}: equipment ${n}`),
    ]);
    expect(unknown).toEqual([]);
  });

  it('has both widths of every picture on disk', () => {
    const missing = merged.flatMap((e) =>
      (e.pictures ?? []).flatMap((key) =>
        EXERCISE_PICTURE_WIDTHS.map((w) => `${key}-${w}.webp`).filter(
          (file) => !existsSync(`${EXERCISE_PICTURES_DIR}/${file}`),
        ),
      ),
    );
    expect(missing).toEqual([]);
  });
});
