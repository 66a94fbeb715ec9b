import { z } from 'zod';
import { textUpTo } from './common.ts';
import { nameList } from './library-fields.ts';

// What an exercise says beyond its name and description: the muscles it mainly and partly works,
// its force and mechanic, its steps and its pictures (the starter exercises from free-exercise-db).

/** The muscle names the starter exercises use: what the exercise list can be filtered by. */
export const MUSCLES = [
  'Abductors',
  'Adductors',
  'Biceps',
  'Calves',
  'Core',
  'Deltoids',
  'Erector spinae',
  'Forearms',
  'Glutes',
  'Hamstrings',
  'Hip flexors',
  'Latissimus dorsi',
  'Neck',
  'Obliques',
  'Pectorals',
  'Quadriceps',
  'Rhomboids',
  'Rotator cuff',
  'Serratus anterior',
  'Tibialis anterior',
  'Trapezius',
  'Triceps',
] as const;
export type Muscle = (typeof MUSCLES)[number];
export const muscleSchema = z.enum(MUSCLES, { message: 'Muscle must be one of the listed muscles' });

export const FORCES = ['push', 'pull', 'static'] as const;
export const MECHANICS = ['compound', 'isolation'] as const;

/** The fields an exercise's input adds for these details. */
export const exerciseDetailFields = {
  primaryMuscles: nameList('Primary muscles', 'Muscle name', 20, 60),
  secondaryMuscles: nameList('Secondary muscles', 'Muscle name', 20, 60),
  force: z.enum(FORCES, { message: 'Force must be push, pull or static' }).nullable().default(null),
  mechanic: z.enum(MECHANICS, { message: 'Mechanic must be compound or isolation' }).nullable().default(null),
  instructions: z
    .array(textUpTo('Step', 1000).min(1, 'A step cannot be empty'), {
      message: 'Instructions must be a list of steps',
    })
    .max(30, 'Instructions can have at most 30 steps')
    .default([]),
};

/**
 * An exercise's pictures, by key: the starter data sets them (the input has none, so no call
 * can), and each is served at these widths under a name that carries its content's hash.
 */
export const exercisePictures = z.array(z.string());
export const EXERCISE_PICTURE_WIDTHS = [160, 480] as const;
export type ExercisePictureWidth = (typeof EXERCISE_PICTURE_WIDTHS)[number];
/** The pictures' width to height: they are 800 x 533 photos. */
export const EXERCISE_PICTURE_RATIO = 533 / 800;
/** A picture's file: its key and width, e.g. `3f2a9c0b1d4e5f60-160.webp`. */
export const exercisePictureFile = z
  .string()
  .regex(/^[0-9a-f]{16}-(160|480)\.webp$/, 'Not an exercise picture');
export const exercisePictureUrl = (key: string, width: ExercisePictureWidth) =>
  `/api/exercise-pictures/${key}-${width}.webp`;

/** The exercise list's filters, besides the search: a muscle worked, an equipment name. */
export const exerciseFilterFields = {
  muscle: muscleSchema.optional(),
  equipment: z
    .string()
    .trim()
    .min(1, 'Equipment cannot be empty')
    .max(120, 'Equipment must be at most 120 characters')
    .optional(),
};
