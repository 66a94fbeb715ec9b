import { describe, expect, it } from 'vitest';
import { exerciseMessage, type Workout } from '@kinetic/contracts/workouts';
import { builderReducer } from './builder-reducer.ts';
import {
  hasAnyExercise,
  initialBuilderState,
  stateFromWorkout,
  type BuilderAction,
  type BuilderState,
  type PickedExercise,
} from './builder-state.ts';
import { makeExercise, makeSetBlock, makeSetRow } from '../../workouts/lib/client-workout-fixtures.ts';
import { planOf, planProblem, toWorkoutInput } from './to-workout-input.ts';

const squat: PickedExercise = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Back Squat',
  equipment: ['Barbell', 'Squat rack'],
  description: 'Sit back and down.',
};
const press: PickedExercise = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Bench Press',
  equipment: ['Barbell', 'Bench'],
  description: 'x'.repeat(800),
};
const row: PickedExercise = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Bent-over Row',
  equipment: ['Barbell'],
  description: '',
};

function run(state: BuilderState, ...actions: BuilderAction[]): BuilderState {
  return actions.reduce(builderReducer, state);
}

function block(state: BuilderState, i: number) {
  const b = state.blocks[i];
  if (!b) throw new Error(`no block ${i}`);
  return b;
}

/** A new workout with these exercises added in turn to its first block: the state and that block's key. */
function withExercises(...picked: PickedExercise[]) {
  const s0 = initialBuilderState();
  const k = block(s0, 0).key;
  const s = run(
    s0,
    ...picked.map((exercise): BuilderAction => ({ type: 'addExercise', blockKey: k, exercise })),
  );
  return { s, k };
}

/** A new workout with the squat in its first block: the state, that block's key and the squat. */
function withSquat() {
  const { s, k } = withExercises(squat);
  return { s, k, ex: block(s, 0).exercises[0]! };
}

type UpdateSetRow = Extract<BuilderAction, { type: 'updateSetRow' }>;

/** The action that changes the first set row of `ex`. */
function patchFirstRow(
  blockKey: string,
  ex: ReturnType<typeof withSquat>['ex'],
  patch: UpdateSetRow['patch'],
): UpdateSetRow {
  return { type: 'updateSetRow', blockKey, exerciseKey: ex.key, rowKey: ex.sets[0]!.key, patch };
}

function threeBlocks() {
  let s = run(initialBuilderState(), { type: 'addBlock' }, { type: 'addBlock' });
  s = run(
    s,
    { type: 'updateBlock', blockKey: block(s, 0).key, patch: { setType: 'Warm-up' } },
    { type: 'updateBlock', blockKey: block(s, 1).key, patch: { setType: 'Superset' } },
    { type: 'updateBlock', blockKey: block(s, 2).key, patch: { setType: 'Finisher' } },
  );
  return s;
}

const summary = (s: BuilderState) => s.blocks.map((b) => `${b.setNumber}:${b.setType}`);

describe('set blocks', () => {
  it('starts with one empty block numbered 1', () => {
    const s = initialBuilderState();
    expect(s.blocks).toHaveLength(1);
    expect(block(s, 0)).toMatchObject({ setNumber: 1, setType: '', exercises: [] });
    expect(hasAnyExercise(s)).toBe(false);
  });

  it('adds blocks at the end with the next number and distinct keys', () => {
    const s = run(initialBuilderState(), { type: 'addBlock' }, { type: 'addBlock' });
    expect(s.blocks.map((b) => b.setNumber)).toEqual([1, 2, 3]);
    expect(new Set(s.blocks.map((b) => b.key)).size).toBe(3);
  });

  it('moves a block up or down and renumbers from 1', () => {
    const s = threeBlocks();
    const down = run(s, { type: 'moveBlock', blockKey: block(s, 0).key, direction: 1 });
    expect(summary(down)).toEqual(['1:Superset', '2:Warm-up', '3:Finisher']);
    const up = run(s, { type: 'moveBlock', blockKey: block(s, 2).key, direction: -1 });
    expect(summary(up)).toEqual(['1:Warm-up', '2:Finisher', '3:Superset']);
  });

  it('does nothing when moving past either end', () => {
    const s = threeBlocks();
    expect(run(s, { type: 'moveBlock', blockKey: block(s, 0).key, direction: -1 })).toBe(s);
    expect(run(s, { type: 'moveBlock', blockKey: block(s, 2).key, direction: 1 })).toBe(s);
  });

  it('deletes a block and renumbers from 1', () => {
    const s = threeBlocks();
    const after = run(s, { type: 'removeBlock', blockKey: block(s, 0).key });
    expect(summary(after)).toEqual(['1:Superset', '2:Finisher']);
  });

  it('never deletes the only block', () => {
    const s = initialBuilderState();
    expect(run(s, { type: 'removeBlock', blockKey: block(s, 0).key })).toBe(s);
  });

  it('keeps untouched blocks as the same objects (memoized cards skip them)', () => {
    const s = threeBlocks();
    const after = run(s, { type: 'updateBlock', blockKey: block(s, 1).key, patch: { restPeriod: '90s' } });
    expect(after.blocks[0]).toBe(s.blocks[0]);
    expect(after.blocks[2]).toBe(s.blocks[2]);
    expect(block(after, 1).restPeriod).toBe('90s');
  });
});

describe('exercises', () => {
  it('appends a new exercise with one set row (reps 0), expanded, description cut to 500', () => {
    const { s } = withExercises(squat, press);
    const [a, b] = block(s, 0).exercises;
    expect(a).toMatchObject({ exerciseId: squat.id, exerciseName: 'Back Squat', order: 1, expanded: true });
    expect(a?.sets).toEqual([
      expect.objectContaining({ setNumber: 1, targetReps: 0, weightUnit: 'lbs', eachSide: false }),
    ]);
    expect(b).toMatchObject({ exerciseName: 'Bench Press', order: 2, equipment: ['Barbell', 'Bench'] });
    expect(b?.description).toHaveLength(500);
    expect(hasAnyExercise(s)).toBe(true);
  });

  it('adding an exercise already in the block adds a set row instead of a duplicate', () => {
    const { s: added, k, ex } = withSquat();
    const s = run(
      added,
      patchFirstRow(k, ex, { targetReps: 8, weightUnit: 'kg' }),
      { type: 'toggleExercise', blockKey: k, exerciseKey: ex.key },
      { type: 'addExercise', blockKey: k, exercise: squat },
    );
    const exercises = block(s, 0).exercises;
    expect(exercises).toHaveLength(1);
    expect(exercises[0]!.expanded).toBe(true);
    expect(exercises[0]!.sets.map((r) => [r.setNumber, r.targetReps])).toEqual([
      [1, 8],
      [2, 0],
    ]);
  });

  it('the same exercise in another block is a new entry there', () => {
    let s = run(initialBuilderState(), { type: 'addBlock' });
    s = run(
      s,
      { type: 'addExercise', blockKey: block(s, 0).key, exercise: squat },
      { type: 'addExercise', blockKey: block(s, 1).key, exercise: squat },
    );
    expect(block(s, 0).exercises).toHaveLength(1);
    expect(block(s, 1).exercises).toHaveLength(1);
  });

  it('changing an exercise keeps its sets and replaces id, name, equipment and description', () => {
    const { s: added, k, ex } = withSquat();
    let s = run(
      added,
      patchFirstRow(k, ex, { targetReps: 5, targetWeight: '100' }),
      { type: 'addSetRow', blockKey: k, exerciseKey: ex.key },
      { type: 'updateExercise', blockKey: k, exerciseKey: ex.key, patch: { tempo: '3-1-1' } },
    );
    const before = block(s, 0).exercises[0]!;
    s = run(s, { type: 'changeExercise', blockKey: k, exerciseKey: ex.key, exercise: press });
    const after = block(s, 0).exercises[0]!;
    expect(after).toMatchObject({
      key: ex.key,
      exerciseId: press.id,
      exerciseName: 'Bench Press',
      equipment: ['Barbell', 'Bench'],
      tempo: '3-1-1',
      order: 1,
    });
    expect(after.description).toBe('x'.repeat(500));
    expect(after.sets).toBe(before.sets);
  });

  it('deleting an exercise renumbers the order from 1', () => {
    const { s: added, k } = withExercises(squat, press, row);
    const s = run(added, {
      type: 'removeExercise',
      blockKey: k,
      exerciseKey: block(added, 0).exercises[0]!.key,
    });
    expect(block(s, 0).exercises.map((e) => [e.order, e.exerciseName])).toEqual([
      [1, 'Bench Press'],
      [2, 'Bent-over Row'],
    ]);
  });

  it('cuts a typed description to 500 characters', () => {
    const { s: added, k, ex } = withSquat();
    const s = run(added, {
      type: 'updateExercise',
      blockKey: k,
      exerciseKey: ex.key,
      patch: { description: 'y'.repeat(600) },
    });
    expect(block(s, 0).exercises[0]!.description).toHaveLength(500);
  });
});

describe('set rows', () => {
  function withRows() {
    const { s: added, k, ex } = withSquat();
    const s = run(
      added,
      patchFirstRow(k, ex, { targetReps: 10, targetWeight: '60', weightUnit: 'kg', eachSide: true }),
      { type: 'addSetRow', blockKey: k, exerciseKey: ex.key },
      { type: 'addSetRow', blockKey: k, exerciseKey: ex.key },
    );
    return { s, k, ex: block(s, 0).exercises[0]! };
  }

  it("'Add Set' adds a row with the next number and reps 0", () => {
    const { ex } = withRows();
    expect(ex.sets.map((r) => [r.setNumber, r.targetReps, r.targetWeight])).toEqual([
      [1, 10, '60'],
      [2, 0, ''],
      [3, 0, ''],
    ]);
  });

  it("a first row is in the trainer's unit; a next row in the unit of the row before it", () => {
    const s0 = initialBuilderState();
    const k = block(s0, 0).key;
    let s = run(s0, { type: 'addExercise', blockKey: k, exercise: squat, weightUnit: 'kg' });
    const ex = block(s, 0).exercises[0]!;
    s = run(
      s,
      patchFirstRow(k, ex, { weightUnit: 'lbs' }),
      { type: 'addSetRow', blockKey: k, exerciseKey: ex.key, weightUnit: 'kg' },
      { type: 'addExercise', blockKey: k, exercise: press, weightUnit: 'kg' },
    );
    expect(block(s, 0).exercises.map((e) => e.sets.map((r) => r.weightUnit))).toEqual([
      ['lbs', 'lbs'],
      ['kg'],
    ]);
    expect(block(s0, 0).exercises).toEqual([]);
    expect(ex.sets.map((r) => r.weightUnit)).toEqual(['kg']);
  });

  it('copy-set adds a row copying reps, weight, unit and each-side', () => {
    const { s, k, ex } = withRows();
    const after = run(s, { type: 'copySetRow', blockKey: k, exerciseKey: ex.key, rowKey: ex.sets[0]!.key });
    const rows = block(after, 0).exercises[0]!.sets;
    expect(rows).toHaveLength(4);
    expect(rows[3]).toMatchObject({
      setNumber: 4,
      targetReps: 10,
      targetWeight: '60',
      weightUnit: 'kg',
      eachSide: true,
    });
    expect(rows[3]!.key).not.toBe(rows[0]!.key);
  });

  it('deleting a set row renumbers the rows from 1', () => {
    const { s, k, ex } = withRows();
    const after = run(s, { type: 'removeSetRow', blockKey: k, exerciseKey: ex.key, rowKey: ex.sets[0]!.key });
    expect(block(after, 0).exercises[0]!.sets.map((r) => r.setNumber)).toEqual([1, 2]);
    expect(block(after, 0).exercises[0]!.sets.map((r) => r.key)).toEqual([ex.sets[1]!.key, ex.sets[2]!.key]);
  });
});

describe('edit mode and payload', () => {
  const saved: Pick<Workout, 'sets'> = {
    sets: [
      makeSetBlock({
        id: 'b2',
        setNumber: 2,
        setType: 'Superset',
        restPeriod: '60s',
        intensityLevel: 8,
        targetHeartRate: 150,
        exercises: [
          makeExercise({
            id: 'e2',
            exerciseId: row.id,
            exerciseName: 'Bent-over Row',
            order: 1,
            equipment: ['Barbell'],
            completedAsPrescribed: false,
            sets: [makeSetRow({ id: 's1', targetReps: 12, targetWeight: '40', weightUnit: 'kg' })],
          }),
        ],
      }),
      makeSetBlock({
        id: 'b1',
        specialInstructions: 'Easy',
        exercises: [],
      }),
    ],
  };

  it('loads a saved workout in set order, collapsed, with typed numbers as text', () => {
    const s = stateFromWorkout(saved);
    expect(s.blocks.map((b) => [b.setNumber, b.specialInstructions || b.setType])).toEqual([
      [1, 'Easy'],
      [2, 'Superset'],
    ]);
    expect(block(s, 1)).toMatchObject({ intensityLevel: '8', targetHeartRate: '150' });
    expect(block(s, 1).exercises[0]).toMatchObject({ expanded: false, exerciseName: 'Bent-over Row' });
    // Keys keep being unique after loading.
    const after = run(s, { type: 'addBlock' });
    expect(new Set(after.blocks.map((b) => b.key)).size).toBe(3);
  });

  it('builds the body the API takes', () => {
    const s = stateFromWorkout(saved);
    const body = toWorkoutInput(
      { name: 'Leg day', description: '', scheduledDate: '2026-11-21', estimatedDuration: 45, tags: [] },
      'client-1',
      planOf(s),
    );
    expect(body.sets[1]).toEqual({
      setType: 'Superset',
      restPeriod: '60s',
      intensityLevel: 8,
      targetHeartRate: 150,
      specialInstructions: '',
      exercises: [
        {
          exerciseId: row.id,
          exerciseName: 'Bent-over Row',
          duration: '',
          tempo: '',
          description: '',
          specialInstructions: '',
          sets: [
            { targetReps: 12, targetWeight: '40', weightUnit: 'kg', eachSide: false, targetDuration: '' },
          ],
        },
      ],
    });
    expect(body.sets[0]).toMatchObject({ intensityLevel: null, targetHeartRate: null });
  });

  it('names the exercise that has neither reps nor duration/tempo', () => {
    const s0 = initialBuilderState();
    const s = run(s0, { type: 'addExercise', blockKey: block(s0, 0).key, exercise: squat });
    expect(planProblem(planOf(s))).toBe(exerciseMessage('Back Squat'));
    const withTempo = run(s, {
      type: 'updateExercise',
      blockKey: block(s, 0).key,
      exerciseKey: block(s, 0).exercises[0]!.key,
      patch: { tempo: '2-0-2' },
    });
    expect(planProblem(planOf(withTempo))).toBeNull();
    const badIntensity = run(withTempo, {
      type: 'updateBlock',
      blockKey: block(s, 0).key,
      patch: { intensityLevel: '11' },
    });
    expect(planProblem(planOf(badIntensity))).toBe('Set 1: Intensity must be from 1 to 10');
  });
});

describe('builder reducer: duplicating blocks and reordering exercises', () => {
  const twoExercises = () =>
    run(
      initialBuilderState(),
      { type: 'addExercise', blockKey: 'k0', exercise: squat },
      { type: 'addExercise', blockKey: 'k0', exercise: press },
      { type: 'addBlock' },
    );

  it('duplicates a block right after it, with new keys and the same targets', () => {
    const start = twoExercises();
    const state = run(start, { type: 'duplicateBlock', blockKey: 'k0' });
    expect(state.blocks.map((b) => b.setNumber)).toEqual([1, 2, 3]);
    const [original, copy, last] = state.blocks;
    expect(last!.key).toBe(start.blocks[1]!.key);
    expect(copy!.exercises.map((e) => e.exerciseName)).toEqual(['Back Squat', 'Bench Press']);
    const keys = [original, copy].flatMap((b) => [
      b!.key,
      ...b!.exercises.flatMap((e) => [e.key, ...e.sets.map((r) => r.key)]),
    ]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(run(state, { type: 'duplicateBlock', blockKey: 'nope' })).toBe(state);
  });

  it('moves an exercise up or down in its block and renumbers; nothing happens at the ends', () => {
    const start = twoExercises();
    const [first, second] = block(start, 0).exercises;
    const moved = run(start, {
      type: 'moveExercise',
      blockKey: 'k0',
      exerciseKey: second!.key,
      direction: -1,
    });
    expect(block(moved, 0).exercises.map((e) => [e.exerciseName, e.order])).toEqual([
      ['Bench Press', 1],
      ['Back Squat', 2],
    ]);
    expect(run(start, { type: 'moveExercise', blockKey: 'k0', exerciseKey: first!.key, direction: -1 })).toBe(
      start,
    );
    expect(run(start, { type: 'moveExercise', blockKey: 'k0', exerciseKey: second!.key, direction: 1 })).toBe(
      start,
    );
  });

  it("keeps a picked exercise's contraindications, and a saved one's from the server's warnings", () => {
    const picked = run(initialBuilderState(), {
      type: 'addExercise',
      blockKey: 'k0',
      exercise: { ...squat, contraindications: ['knee'] },
    });
    expect(block(picked, 0).exercises[0]!.contraindications).toEqual(['knee']);
    const workout = {
      sets: [
        makeSetBlock({
          id: 'b1',
          exercises: [makeExercise({ exerciseId: squat.id, sets: [makeSetRow()] })],
        }),
      ],
    } as Pick<Workout, 'sets'>;
    const warning = {
      exerciseId: squat.id,
      exerciseName: 'Back Squat',
      condition: 'knee' as const,
      message: '',
    };
    expect(block(stateFromWorkout(workout, [warning]), 0).exercises[0]!.contraindications).toEqual(['knee']);
    expect(block(stateFromWorkout(workout), 0).exercises[0]!.contraindications).toEqual([]);
  });
});
