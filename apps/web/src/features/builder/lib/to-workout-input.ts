import { z } from 'zod';
import { workoutInput, type WorkoutInput, type workoutDetailsForm } from '@kinetic/contracts/workouts';
import type { BlockDraft, BuilderState } from './builder-state.ts';

/** The plan as sent: the set blocks with their exercises and targets. */
export type PlanInput = WorkoutInput['sets'];

export type WorkoutDetailsValues = z.output<typeof workoutDetailsForm>;

function optionalInt(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : Number.NaN;
}

function blockInput(block: BlockDraft): PlanInput[number] {
  return {
    setType: block.setType,
    restPeriod: block.restPeriod,
    intensityLevel: optionalInt(block.intensityLevel),
    targetHeartRate: optionalInt(block.targetHeartRate),
    specialInstructions: block.specialInstructions,
    exercises: block.exercises.map((e) => ({
      exerciseId: e.exerciseId,
      exerciseName: e.exerciseName,
      duration: e.duration,
      tempo: e.tempo,
      description: e.description,
      specialInstructions: e.specialInstructions,
      ...(e.load ? { load: e.load } : {}),
      sets: e.sets.map((r) => ({
        targetReps: r.targetReps,
        targetWeight: r.targetWeight,
        weightUnit: r.weightUnit,
        eachSide: r.eachSide,
        targetDuration: r.targetDuration,
      })),
    })),
  };
}

/** The plan of the builder's state, as sent (what is only on screen, such as expanded cards, left out). */
export function planOf(state: BuilderState): PlanInput {
  return state.blocks.map(blockInput);
}

/** The body of POST /api/workouts and PUT /api/workouts/{id}. */
export function toWorkoutInput(
  details: WorkoutDetailsValues,
  assignedTo: string,
  plan: PlanInput,
): WorkoutInput {
  return {
    name: details.name,
    description: details.description,
    scheduledDate: details.scheduledDate,
    estimatedDuration: details.estimatedDuration,
    tags: details.tags,
    assignedTo,
    sets: plan,
  };
}

/** The plan's part of the contract (the details have their own form). */
const planSchema = z.object({ sets: workoutInput.shape.sets });

/**
 * The first reason the plan cannot be sent, checked with the same schema as the server, with the
 * set number in front of block-level messages; null when it can be sent. An exercise without reps
 * above 0, duration or tempo gives 'Exercise "{name}" must have either sets with reps OR duration/tempo specified'.
 */
export function planProblem(plan: PlanInput): string | null {
  const input = { sets: plan };
  const result = planSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const [first, blockIndex, field, exerciseIndex, rows, rowIndex] = issue.path;
  if (first !== 'sets' || typeof blockIndex !== 'number') return issue.message;
  if (field !== 'exercises') return `Set ${blockIndex + 1}: ${issue.message}`;
  if (rows === 'sets' && typeof exerciseIndex === 'number' && typeof rowIndex === 'number') {
    const name = input.sets[blockIndex]?.exercises?.[exerciseIndex]?.exerciseName ?? 'Exercise';
    return `${name}, set ${rowIndex + 1}: ${issue.message}`;
  }
  return issue.message;
}
