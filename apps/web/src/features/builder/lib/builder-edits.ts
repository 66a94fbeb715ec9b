import { DESCRIPTION_MAX, type WeightUnit } from '@kinetic/contracts/workouts';
import {
  emptyBlock,
  mapBlock,
  mapExercise,
  newRow,
  renumberBlocks,
  renumberExercises,
  renumberRows,
  takeKey,
  type BlockFields,
  type BuilderState,
  type ExerciseDraft,
  type ExerciseFields,
  type PickedExercise,
  type SetRowDraft,
  type SetRowFields,
} from './builder-state.ts';

/** The builder's edits, each a pure function of the state (the reducer dispatches to them). */

export function addBlock(state: BuilderState): BuilderState {
  const [key, next] = takeKey(state);
  return { ...next, blocks: [...state.blocks, emptyBlock(key, state.blocks.length + 1)] };
}

/** Deletes a block and renumbers from 1; the last remaining block cannot be deleted. */
export function removeBlock(state: BuilderState, blockKey: string): BuilderState {
  if (state.blocks.length <= 1) return state;
  const blocks = state.blocks.filter((b) => b.key !== blockKey);
  if (blocks.length === state.blocks.length) return state;
  return { ...state, blocks: renumberBlocks(blocks) };
}

/** Moves a block one place up (-1) or down (1) and renumbers from 1; nothing happens at the ends. */
export function moveBlock(state: BuilderState, blockKey: string, direction: -1 | 1): BuilderState {
  const from = state.blocks.findIndex((b) => b.key === blockKey);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= state.blocks.length) return state;
  const blocks = [...state.blocks];
  const [moved] = blocks.splice(from, 1);
  if (!moved) return state;
  blocks.splice(to, 0, moved);
  return { ...state, blocks: renumberBlocks(blocks) };
}

/** A copy of a block (its exercises and set rows, new keys) inserted right after it. */
export function duplicateBlock(state: BuilderState, blockKey: string): BuilderState {
  const at = state.blocks.findIndex((b) => b.key === blockKey);
  const source = state.blocks[at];
  if (!source) return state;
  let next = state;
  const fresh = () => {
    const [key, after] = takeKey(next);
    next = after;
    return key;
  };
  const copy = {
    ...source,
    key: fresh(),
    exercises: source.exercises.map((e) => ({
      ...e,
      key: fresh(),
      sets: e.sets.map((r) => ({ ...r, key: fresh() })),
    })),
  };
  const blocks = [...state.blocks];
  blocks.splice(at + 1, 0, copy);
  return { ...next, blocks: renumberBlocks(blocks) };
}

/** Moves an exercise one place up (-1) or down (1) in its block; nothing happens at the ends. */
export function moveExercise(
  state: BuilderState,
  blockKey: string,
  exerciseKey: string,
  direction: -1 | 1,
): BuilderState {
  const block = state.blocks.find((b) => b.key === blockKey);
  const from = block?.exercises.findIndex((e) => e.key === exerciseKey) ?? -1;
  const to = from + direction;
  if (!block || from < 0 || to < 0 || to >= block.exercises.length) return state;
  const exercises = [...block.exercises];
  const [moved] = exercises.splice(from, 1);
  if (!moved) return state;
  exercises.splice(to, 0, moved);
  return mapBlock(state, blockKey, (b) => ({ ...b, exercises: renumberExercises(exercises) }));
}

export function updateBlock(
  state: BuilderState,
  blockKey: string,
  patch: Partial<BlockFields>,
): BuilderState {
  return mapBlock(state, blockKey, (b) => ({ ...b, ...patch }));
}

/**
 * Adds a picked exercise to a block. If the block already holds it, a set row is added to that
 * exercise instead (next number, reps 0); otherwise it is appended with one set row (reps 0), expanded.
 * A row takes the unit of the row before it, else `weightUnit` (the trainer's).
 */
export function addExercise(
  state: BuilderState,
  blockKey: string,
  exercise: PickedExercise,
  weightUnit?: WeightUnit,
): BuilderState {
  const block = state.blocks.find((b) => b.key === blockKey);
  if (!block) return state;
  const existing = block.exercises.find((e) => e.exerciseId === exercise.id);
  if (existing) {
    const [rowKey, next] = takeKey(state);
    return mapExercise(next, blockKey, existing.key, (e) => ({
      ...e,
      expanded: true,
      sets: [...e.sets, nextRow(rowKey, e.sets, weightUnit)],
    }));
  }
  const [exerciseKey, afterExercise] = takeKey(state);
  const [rowKey, next] = takeKey(afterExercise);
  const draft: ExerciseDraft = {
    key: exerciseKey,
    exerciseId: exercise.id,
    exerciseName: exercise.name,
    order: block.exercises.length + 1,
    equipment: exercise.equipment,
    description: exercise.description.slice(0, DESCRIPTION_MAX),
    duration: '',
    tempo: '',
    specialInstructions: '',
    expanded: true,
    sets: [nextRow(rowKey, [], weightUnit)],
    contraindications: exercise.contraindications ?? [],
  };
  return mapBlock(next, blockKey, (b) => ({ ...b, exercises: [...b.exercises, draft] }));
}

/** Swaps the exercise: keeps its sets (and the trainer's notes), replaces id, name, equipment and description. */
export function changeExercise(
  state: BuilderState,
  blockKey: string,
  exerciseKey: string,
  exercise: PickedExercise,
): BuilderState {
  return mapExercise(state, blockKey, exerciseKey, (e) => ({
    ...e,
    exerciseId: exercise.id,
    exerciseName: exercise.name,
    equipment: exercise.equipment,
    description: exercise.description.slice(0, DESCRIPTION_MAX),
    contraindications: exercise.contraindications ?? [],
  }));
}

/** Deletes an exercise and renumbers the block's order from 1. */
export function removeExercise(state: BuilderState, blockKey: string, exerciseKey: string): BuilderState {
  return mapBlock(state, blockKey, (b) => ({
    ...b,
    exercises: renumberExercises(b.exercises.filter((e) => e.key !== exerciseKey)),
  }));
}

export function updateExercise(
  state: BuilderState,
  blockKey: string,
  exerciseKey: string,
  patch: Partial<ExerciseFields>,
): BuilderState {
  const cut =
    patch.description === undefined
      ? patch
      : { ...patch, description: patch.description.slice(0, DESCRIPTION_MAX) };
  return mapExercise(state, blockKey, exerciseKey, (e) => ({ ...e, ...cut }));
}

export function toggleExercise(state: BuilderState, blockKey: string, exerciseKey: string): BuilderState {
  return mapExercise(state, blockKey, exerciseKey, (e) => ({ ...e, expanded: !e.expanded }));
}

/** A new row after `rows`: the next number, reps 0, in the last row's unit, else in `weightUnit`. */
function nextRow(key: string, rows: readonly SetRowDraft[], weightUnit?: WeightUnit): SetRowDraft {
  return newRow(key, rows.length + 1, { weightUnit: rows.at(-1)?.weightUnit ?? weightUnit });
}

/** 'Add Set' of an exercise: a new row with the next number and reps 0, in the last row's unit (else `weightUnit`). */
export function addSetRow(
  state: BuilderState,
  blockKey: string,
  exerciseKey: string,
  weightUnit?: WeightUnit,
): BuilderState {
  const [rowKey, next] = takeKey(state);
  return mapExercise(next, blockKey, exerciseKey, (e) => ({
    ...e,
    sets: [...e.sets, nextRow(rowKey, e.sets, weightUnit)],
  }));
}

/** Copy-set: a new row (next number) copying reps, weight, unit, each-side and time from the source row. */
export function copySetRow(
  state: BuilderState,
  blockKey: string,
  exerciseKey: string,
  rowKey: string,
): BuilderState {
  const [key, next] = takeKey(state);
  return mapExercise(next, blockKey, exerciseKey, (e) => {
    const source = e.sets.find((r) => r.key === rowKey);
    if (!source) return e;
    const copy = newRow(key, e.sets.length + 1, {
      targetReps: source.targetReps,
      targetWeight: source.targetWeight,
      weightUnit: source.weightUnit,
      eachSide: source.eachSide,
      targetDuration: source.targetDuration,
    });
    return { ...e, sets: [...e.sets, copy] };
  });
}

/** Deletes a set row and renumbers the rows from 1. */
export function removeSetRow(
  state: BuilderState,
  blockKey: string,
  exerciseKey: string,
  rowKey: string,
): BuilderState {
  return mapExercise(state, blockKey, exerciseKey, (e) => ({
    ...e,
    sets: renumberRows(e.sets.filter((r) => r.key !== rowKey)),
  }));
}

export function updateSetRow(
  state: BuilderState,
  blockKey: string,
  exerciseKey: string,
  rowKey: string,
  patch: Partial<SetRowFields>,
): BuilderState {
  return mapExercise(state, blockKey, exerciseKey, (e) => ({
    ...e,
    sets: e.sets.map((r) => (r.key === rowKey ? { ...r, ...patch } : r)),
  }));
}
