import { DESCRIPTION_MAX, type Workout } from '@kinetic/contracts/workouts';

/**
 * The workout builder's plan, kept locally while the trainer edits it (specification section 4).
 * Every rule is a pure function; the reducer only dispatches to them. Unchanged blocks keep their
 * object identity, so memoized block cards skip re-rendering.
 */

export type WeightUnit = 'lbs' | 'kg';

export interface SetRowDraft {
  key: string;
  setNumber: number;
  targetReps: number;
  targetWeight: string;
  weightUnit: WeightUnit;
  eachSide: boolean;
  targetDuration: string;
}

export interface ExerciseDraft {
  key: string;
  exerciseId: string;
  exerciseName: string;
  order: number;
  equipment: string[];
  description: string;
  duration: string;
  tempo: string;
  specialInstructions: string;
  expanded: boolean;
  sets: SetRowDraft[];
}

export interface BlockDraft {
  key: string;
  setNumber: number;
  setType: string;
  restPeriod: string;
  specialInstructions: string;
  /** Kept as typed; converted to a number (or null) when sent. */
  intensityLevel: string;
  targetHeartRate: string;
  exercises: ExerciseDraft[];
}

export interface BuilderState {
  blocks: BlockDraft[];
  /** Source of the local React keys, so the reducer stays pure. */
  nextKey: number;
}

/** What the picker hands over: a library exercise. */
export interface PickedExercise {
  id: string;
  name: string;
  equipment: string[];
  description: string;
}

export type BlockFields = Pick<
  BlockDraft,
  'setType' | 'restPeriod' | 'specialInstructions' | 'intensityLevel' | 'targetHeartRate'
>;
export type ExerciseFields = Pick<
  ExerciseDraft,
  'duration' | 'tempo' | 'description' | 'specialInstructions'
>;
export type SetRowFields = Pick<
  SetRowDraft,
  'targetReps' | 'targetWeight' | 'weightUnit' | 'eachSide' | 'targetDuration'
>;

export type BuilderAction =
  | { type: 'load'; workout: Pick<Workout, 'sets'> }
  | { type: 'addBlock' }
  | { type: 'removeBlock'; blockKey: string }
  | { type: 'moveBlock'; blockKey: string; direction: -1 | 1 }
  | { type: 'updateBlock'; blockKey: string; patch: Partial<BlockFields> }
  | { type: 'addExercise'; blockKey: string; exercise: PickedExercise }
  | { type: 'changeExercise'; blockKey: string; exerciseKey: string; exercise: PickedExercise }
  | { type: 'removeExercise'; blockKey: string; exerciseKey: string }
  | { type: 'updateExercise'; blockKey: string; exerciseKey: string; patch: Partial<ExerciseFields> }
  | { type: 'toggleExercise'; blockKey: string; exerciseKey: string }
  | { type: 'addSetRow'; blockKey: string; exerciseKey: string }
  | { type: 'copySetRow'; blockKey: string; exerciseKey: string; rowKey: string }
  | { type: 'removeSetRow'; blockKey: string; exerciseKey: string; rowKey: string }
  | {
      type: 'updateSetRow';
      blockKey: string;
      exerciseKey: string;
      rowKey: string;
      patch: Partial<SetRowFields>;
    };

// ---------------------------------------------------------------------------
// Construction
// ---------------------------------------------------------------------------

function takeKey(state: BuilderState): [string, BuilderState] {
  return [`k${state.nextKey}`, { ...state, nextKey: state.nextKey + 1 }];
}

function emptyBlock(key: string, setNumber: number): BlockDraft {
  return {
    key,
    setNumber,
    setType: '',
    restPeriod: '',
    specialInstructions: '',
    intensityLevel: '',
    targetHeartRate: '',
    exercises: [],
  };
}

function newRow(key: string, setNumber: number, from?: Partial<SetRowDraft>): SetRowDraft {
  return {
    key,
    setNumber,
    targetReps: from?.targetReps ?? 0,
    targetWeight: from?.targetWeight ?? '',
    weightUnit: from?.weightUnit ?? 'lbs',
    eachSide: from?.eachSide ?? false,
    targetDuration: from?.targetDuration ?? '',
  };
}

/** A new builder: one empty block. */
export function initialBuilderState(): BuilderState {
  return { blocks: [emptyBlock('k0', 1)], nextKey: 1 };
}

/** The builder state of a saved workout (edit mode); loaded exercises start collapsed. */
export function stateFromWorkout(workout: Pick<Workout, 'sets'>): BuilderState {
  let n = 0;
  const key = () => `k${n++}`;
  const blocks = [...workout.sets]
    .sort((a, b) => a.setNumber - b.setNumber)
    .map<BlockDraft>((b, i) => ({
      key: key(),
      setNumber: i + 1,
      setType: b.setType,
      restPeriod: b.restPeriod,
      specialInstructions: b.specialInstructions,
      intensityLevel: b.intensityLevel === null ? '' : String(b.intensityLevel),
      targetHeartRate: b.targetHeartRate === null ? '' : String(b.targetHeartRate),
      exercises: [...b.exercises]
        .sort((x, y) => x.order - y.order)
        .map<ExerciseDraft>((e, j) => ({
          key: key(),
          exerciseId: e.exerciseId,
          exerciseName: e.exerciseName,
          order: j + 1,
          equipment: e.equipment,
          description: e.description.slice(0, DESCRIPTION_MAX),
          duration: e.duration,
          tempo: e.tempo,
          specialInstructions: e.specialInstructions,
          expanded: false,
          sets: [...e.sets].sort((x, y) => x.setNumber - y.setNumber).map((s, k) => newRow(key(), k + 1, s)),
        })),
    }));
  if (blocks.length === 0) blocks.push(emptyBlock(key(), 1));
  return { blocks, nextKey: n };
}

// ---------------------------------------------------------------------------
// Renumbering
// ---------------------------------------------------------------------------

/** Blocks numbered 1..n in list order (objects whose number is already right are kept). */
export function renumberBlocks(blocks: BlockDraft[]): BlockDraft[] {
  return blocks.map((b, i) => (b.setNumber === i + 1 ? b : { ...b, setNumber: i + 1 }));
}

export function renumberExercises(exercises: ExerciseDraft[]): ExerciseDraft[] {
  return exercises.map((e, i) => (e.order === i + 1 ? e : { ...e, order: i + 1 }));
}

export function renumberRows(rows: SetRowDraft[]): SetRowDraft[] {
  return rows.map((r, i) => (r.setNumber === i + 1 ? r : { ...r, setNumber: i + 1 }));
}

// ---------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------

function mapBlock(state: BuilderState, blockKey: string, fn: (b: BlockDraft) => BlockDraft): BuilderState {
  let changed = false;
  const blocks = state.blocks.map((b) => {
    if (b.key !== blockKey) return b;
    changed = true;
    return fn(b);
  });
  return changed ? { ...state, blocks } : state;
}

function mapExercise(
  state: BuilderState,
  blockKey: string,
  exerciseKey: string,
  fn: (e: ExerciseDraft) => ExerciseDraft,
): BuilderState {
  return mapBlock(state, blockKey, (b) => ({
    ...b,
    exercises: b.exercises.map((e) => (e.key === exerciseKey ? fn(e) : e)),
  }));
}

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
 */
export function addExercise(state: BuilderState, blockKey: string, exercise: PickedExercise): BuilderState {
  const block = state.blocks.find((b) => b.key === blockKey);
  if (!block) return state;
  const existing = block.exercises.find((e) => e.exerciseId === exercise.id);
  if (existing) {
    const [rowKey, next] = takeKey(state);
    return mapExercise(next, blockKey, existing.key, (e) => ({
      ...e,
      expanded: true,
      sets: [...e.sets, newRow(rowKey, e.sets.length + 1, { weightUnit: e.sets.at(-1)?.weightUnit })],
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
    sets: [newRow(rowKey, 1)],
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

/** 'Add Set' of an exercise: a new row with the next number and reps 0, in the last row's unit. */
export function addSetRow(state: BuilderState, blockKey: string, exerciseKey: string): BuilderState {
  const [rowKey, next] = takeKey(state);
  return mapExercise(next, blockKey, exerciseKey, (e) => ({
    ...e,
    sets: [...e.sets, newRow(rowKey, e.sets.length + 1, { weightUnit: e.sets.at(-1)?.weightUnit })],
  }));
}

/** Copy-set: a new row (next number) copying reps, weight, unit and each-side from the source row. */
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

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'load':
      return stateFromWorkout(action.workout);
    case 'addBlock':
      return addBlock(state);
    case 'removeBlock':
      return removeBlock(state, action.blockKey);
    case 'moveBlock':
      return moveBlock(state, action.blockKey, action.direction);
    case 'updateBlock':
      return updateBlock(state, action.blockKey, action.patch);
    case 'addExercise':
      return addExercise(state, action.blockKey, action.exercise);
    case 'changeExercise':
      return changeExercise(state, action.blockKey, action.exerciseKey, action.exercise);
    case 'removeExercise':
      return removeExercise(state, action.blockKey, action.exerciseKey);
    case 'updateExercise':
      return updateExercise(state, action.blockKey, action.exerciseKey, action.patch);
    case 'toggleExercise':
      return toggleExercise(state, action.blockKey, action.exerciseKey);
    case 'addSetRow':
      return addSetRow(state, action.blockKey, action.exerciseKey);
    case 'copySetRow':
      return copySetRow(state, action.blockKey, action.exerciseKey, action.rowKey);
    case 'removeSetRow':
      return removeSetRow(state, action.blockKey, action.exerciseKey, action.rowKey);
    case 'updateSetRow':
      return updateSetRow(state, action.blockKey, action.exerciseKey, action.rowKey, action.patch);
  }
}

/** True when some block holds an exercise (the submit button needs one). */
export function hasAnyExercise(state: BuilderState): boolean {
  return state.blocks.some((b) => b.exercises.length > 0);
}
