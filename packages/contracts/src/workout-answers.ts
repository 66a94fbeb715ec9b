import { z } from 'zod';
import { idSchema } from './common.ts';
import { warningSchema } from './conditions.ts';
import { loadPrescription } from './load-prescription.ts';

// What the API answers of a workout: its plan with the targets and what the client recorded.

export const WORKOUT_STATUSES = ['SCHEDULED', 'COMPLETED'] as const;
export const workoutStatusSchema = z.enum(WORKOUT_STATUSES);
export type WorkoutStatus = z.infer<typeof workoutStatusSchema>;
export const WEIGHT_UNITS = ['lbs', 'kg'] as const;
export const weightUnitSchema = z.enum(WEIGHT_UNITS, { message: 'Unit must be lbs or kg' });
export type WeightUnit = z.infer<typeof weightUnitSchema>;

export const setRow = z.object({
  id: idSchema,
  setNumber: z.number().int(),
  targetReps: z.number().int(),
  targetWeight: z.string(),
  weightUnit: weightUnitSchema,
  eachSide: z.boolean(),
  targetDuration: z.string(),
  actualReps: z.number().int().nullable(),
  actualWeight: z.string().nullable(),
  /**
   * The unit `actualWeight` was entered in; left out (rows recorded before the client could choose)
   * or null: `weightUnit`, the prescribed one.
   */
  actualWeightUnit: weightUnitSchema.nullable().optional(),
  actualDuration: z.string().nullable(),
  actualTempo: z.string().nullable(),
  /** True on a set the client completed the workout without doing (left out of every statistic). */
  skipped: z.boolean().optional(),
});
export type SetRow = z.infer<typeof setRow>;

/** One set as the client recorded it when they completed a workout. */
export const performedSet = z.object({
  /**
   * The set's number in that workout's exercise (its row's `setNumber`): sets the client left empty
   * are not recorded, so a set's place in the list is not its number. Null for what was recorded of
   * an exercise without set rows (a duration or tempo).
   */
  setNumber: z.number().int().nullable(),
  actualReps: z.number().int().nullable(),
  actualWeight: z.string().nullable(),
  /** The unit the weight was entered in (null without a weight). */
  weightUnit: weightUnitSchema.nullable(),
});
export type PerformedSet = z.infer<typeof performedSet>;

/** The unit a set row's actual weight was entered in: the one the client chose, else the prescribed one. */
export const actualWeightUnitOf = (row: Pick<SetRow, 'weightUnit' | 'actualWeightUnit'>): WeightUnit =>
  row.actualWeightUnit ?? row.weightUnit;

/** The client's last completed performance of an exercise before this workout. */
export const previousPerformance = z.object({
  /** When that workout was completed (ISO 8601). */
  date: z.string(),
  workoutId: idSchema,
  sets: z.array(performedSet),
});
export type PreviousPerformance = z.infer<typeof previousPerformance>;

export const workoutExercise = z.object({
  id: idSchema,
  exerciseId: idSchema,
  exerciseName: z.string(),
  order: z.number().int(),
  equipment: z.array(z.string()),
  description: z.string(),
  videoUrl: z.string(),
  duration: z.string(),
  tempo: z.string(),
  specialInstructions: z.string(),
  notes: z.string().nullable(),
  completedAsPrescribed: z.boolean(),
  actualDuration: z.string().nullable(),
  actualTempo: z.string().nullable(),
  /** True on an exercise the client completed the workout without doing (its sets are skipped too). */
  skipped: z.boolean().optional(),
  sets: z.array(setRow),
  /**
   * In the client's own read of one workout: their last completed performance of this library
   * exercise before this workout, null the first time.
   */
  previous: previousPerformance.nullable().optional(),
  /** How the load is prescribed; null or left out: a fixed load (every plan written before prescriptions). */
  // The type beside the union: the OpenAPI document allows `nullable` only with one.
  load: loadPrescription.nullable().meta({ type: 'object' }).optional(),
  /** Why the targets are what they are, when a rule computed them ("+2.5 kg: all sets at 12 reps, …"). */
  loadReason: z.string().nullable().optional(),
});
export type WorkoutExercise = z.infer<typeof workoutExercise>;

export const setBlock = z.object({
  id: idSchema,
  setNumber: z.number().int(),
  setType: z.string(),
  restPeriod: z.string(),
  intensityLevel: z.number().int().nullable(),
  targetHeartRate: z.number().int().nullable(),
  specialInstructions: z.string(),
  exercises: z.array(workoutExercise),
});
export type SetBlock = z.infer<typeof setBlock>;

export const workoutSummary = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  status: workoutStatusSchema,
  scheduledDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  createdAt: z.string(),
  estimatedDuration: z.number().int().nullable(),
  tags: z.array(z.string()),
  assignedTo: idSchema,
  createdBy: idSchema.nullable(),
  /** The program assignment that scheduled it (GET /api/clients/{id}/programs), if one did. */
  programAssignmentId: idSchema.nullable(),
});
export type WorkoutSummary = z.infer<typeof workoutSummary>;

export const workout = workoutSummary.extend({ sets: z.array(setBlock) });
export type Workout = z.infer<typeof workout>;

/**
 * `warnings` only in a trainer's answers: every exercise of the plan contraindicated for one of the
 * client's conditions (never a reason to refuse the workout).
 */
export const workoutAnswer = z.object({ workout, warnings: z.array(warningSchema).optional() });
export type WorkoutAnswer = z.infer<typeof workoutAnswer>;
