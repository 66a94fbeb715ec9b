import { zodResolver } from '@hookform/resolvers/zod';
import type { SetBlock, SetRow, Workout, WorkoutExercise, WorkoutSummary } from '@kinetic/contracts/workouts';
import type { WorkoutDraft } from './client-workout-feedback.ts';
import { workoutForm, workoutFormValues } from './workout-form.ts';

/** Test data for the client workout screens (used by tests only). */
let counter = 0;
/** A valid, unique UUID (v4 layout). */
export function testId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
}

export function makeSummary(overrides: Partial<WorkoutSummary> = {}): WorkoutSummary {
  return {
    id: testId(),
    name: 'Workout',
    description: '',
    status: 'SCHEDULED',
    scheduledDate: '2026-03-05',
    completedDate: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    estimatedDuration: 45,
    tags: [],
    assignedTo: '00000000-0000-4000-8000-00000000aaaa',
    createdBy: '00000000-0000-4000-8000-00000000bbbb',
    programAssignmentId: null,
    ...overrides,
  };
}

export function makeSetRow(overrides: Partial<SetRow> = {}): SetRow {
  return {
    id: testId(),
    setNumber: 1,
    targetReps: 10,
    targetWeight: '135',
    weightUnit: 'lbs',
    eachSide: false,
    targetDuration: '',
    actualReps: null,
    actualWeight: null,
    actualDuration: null,
    actualTempo: null,
    ...overrides,
  };
}

export function makeExercise(overrides: Partial<WorkoutExercise> = {}): WorkoutExercise {
  return {
    id: testId(),
    exerciseId: testId(),
    exerciseName: 'Barbell Back Squat',
    order: 0,
    equipment: [],
    description: '',
    videoUrl: '',
    duration: '',
    tempo: '',
    specialInstructions: '',
    notes: null,
    completedAsPrescribed: true,
    actualDuration: null,
    actualTempo: null,
    sets: [],
    ...overrides,
  };
}

/** A workout with a rep-based squat (3 sets) and a duration-based plank. */
export function makeWorkout(overrides: Partial<Workout> = {}): Workout {
  const squat = makeExercise({
    exerciseName: 'Barbell Back Squat',
    description: 'Sit the hips down and back, then drive up through the whole foot.',
    specialInstructions: 'Keep the chest proud.',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    equipment: ['Barbell'],
    sets: [1, 2, 3].map((n) =>
      makeSetRow({ setNumber: n, targetReps: 10 - n, targetWeight: String(125 + n * 10) }),
    ),
  });
  const plank = makeExercise({
    exerciseName: 'Plank',
    duration: '45s',
    tempo: 'Hold',
    videoUrl: 'https://cdn.example.com/plank.mp4',
    sets: [],
  });
  return {
    ...makeSummary({ name: 'Lower Body Strength', description: 'Focus on depth and control.' }),
    sets: [
      {
        id: testId(),
        setNumber: 1,
        setType: 'Straight Set',
        restPeriod: '90s',
        intensityLevel: 7,
        targetHeartRate: 140,
        specialInstructions: 'Warm up well first.',
        exercises: [squat, plank],
      },
    ],
    ...overrides,
  };
}

/** A set block with no type, rest, intensity, heart rate or instructions unless given. */
export function makeSetBlock(overrides: Partial<SetBlock> = {}): SetBlock {
  return {
    id: testId(),
    setNumber: 1,
    setType: '',
    restPeriod: '',
    intensityLevel: null,
    targetHeartRate: null,
    specialInstructions: '',
    exercises: [],
    ...overrides,
  };
}

/** The key of one input's message in formErrors: `${exerciseId}.${field}` or `${exerciseId}.${setId}.${field}`. */
export function fieldKey(exerciseId: string, field: string, setId?: string): string {
  return setId ? `${exerciseId}.${setId}.${field}` : `${exerciseId}.${field}`;
}

/**
 * The messages the gym screen's form shows for `draft` (its resolver on the form's values), keyed by
 * fieldKey: what a client sees under each input when saving.
 */
export async function formErrors(workout: Workout, draft: WorkoutDraft): Promise<Record<string, string>> {
  const values = { ...workoutFormValues(workout), exercises: Object.values(draft) };
  const result = await zodResolver(workoutForm)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const messages: Record<string, string> = {};
  values.exercises.forEach((exercise, i) => {
    const errors = result.errors.exercises?.[i];
    for (const field of ['notes', 'actualDuration', 'actualTempo'] as const) {
      const message = errors?.[field]?.message;
      if (message) messages[fieldKey(exercise.id, field)] = message;
    }
    exercise.sets.forEach((set, j) => {
      for (const field of ['actualReps', 'actualWeight', 'actualDuration', 'actualTempo'] as const) {
        const message = errors?.sets?.[j]?.[field]?.message;
        if (message) messages[fieldKey(exercise.id, field, set.id)] = message;
      }
    });
  });
  return messages;
}
