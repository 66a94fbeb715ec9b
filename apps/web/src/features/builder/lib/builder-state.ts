import type { Condition, ExerciseWarning } from '@kinetic/contracts/conditions';
import { DESCRIPTION_MAX, type WeightUnit, type Workout } from '@kinetic/contracts/workouts';
import type { LoadPrescription } from '@kinetic/contracts/load-prescription';

/**
 * The workout builder's plan, kept locally while the trainer edits it: its shape, how one is made
 * (new, or from a saved workout) and the helpers every edit uses. Unchanged blocks keep their
 * object identity, so memoized block cards skip re-rendering.
 */

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
  /**
   * What the library exercise is contraindicated for: from the picker, or for a saved workout those
   * the server's warnings named (the only ones that meet the client's conditions).
   */
  contraindications: readonly Condition[];
  /** How the load is prescribed (null or left out: the rows' own weights), kept through an edit. */
  load?: LoadPrescription | null;
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
  contraindications?: readonly Condition[];
}

export type BlockFields = Pick<
  BlockDraft,
  'setType' | 'restPeriod' | 'specialInstructions' | 'intensityLevel' | 'targetHeartRate'
>;
export type ExerciseFields = Pick<
  ExerciseDraft,
  'duration' | 'tempo' | 'description' | 'specialInstructions' | 'load'
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
  | { type: 'duplicateBlock'; blockKey: string }
  | { type: 'moveExercise'; blockKey: string; exerciseKey: string; direction: -1 | 1 }
  | { type: 'updateBlock'; blockKey: string; patch: Partial<BlockFields> }
  /** `weightUnit`: the unit of a first set row, the trainer's own (else lbs). */
  | { type: 'addExercise'; blockKey: string; exercise: PickedExercise; weightUnit?: WeightUnit }
  | { type: 'changeExercise'; blockKey: string; exerciseKey: string; exercise: PickedExercise }
  | { type: 'removeExercise'; blockKey: string; exerciseKey: string }
  | { type: 'updateExercise'; blockKey: string; exerciseKey: string; patch: Partial<ExerciseFields> }
  | { type: 'toggleExercise'; blockKey: string; exerciseKey: string }
  | { type: 'addSetRow'; blockKey: string; exerciseKey: string; weightUnit?: WeightUnit }
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

export function takeKey(state: BuilderState): [string, BuilderState] {
  return [`k${state.nextKey}`, { ...state, nextKey: state.nextKey + 1 }];
}

export function emptyBlock(key: string, setNumber: number): BlockDraft {
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

export function newRow(key: string, setNumber: number, from?: Partial<SetRowDraft>): SetRowDraft {
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

/**
 * The builder state of a saved workout (edit mode); loaded exercises start collapsed. `warnings`
 * (the trainer's answer's) tell which exercises meet the client's conditions.
 */
export function stateFromWorkout(
  workout: Pick<Workout, 'sets'>,
  warnings: readonly ExerciseWarning[] = [],
): BuilderState {
  const flagged = (exerciseId: string) =>
    warnings.filter((w) => w.exerciseId === exerciseId).map((w) => w.condition);
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
          contraindications: flagged(e.exerciseId),
          load: e.load ?? null,
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
// Changing one block or exercise
// ---------------------------------------------------------------------------

export function mapBlock(
  state: BuilderState,
  blockKey: string,
  fn: (b: BlockDraft) => BlockDraft,
): BuilderState {
  let changed = false;
  const blocks = state.blocks.map((b) => {
    if (b.key !== blockKey) return b;
    changed = true;
    return fn(b);
  });
  return changed ? { ...state, blocks } : state;
}

export function mapExercise(
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

/** True when some block holds an exercise (the submit button needs one). */
export function hasAnyExercise(state: BuilderState): boolean {
  return state.blocks.some((b) => b.exercises.length > 0);
}
