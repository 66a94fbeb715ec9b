import { z } from 'zod';
import { calendarFeedState } from './calendar-feeds.ts';
import { userSchema } from './auth.ts';
import { bodyData } from './body-data.ts';
import { errorBody, idSchema } from './common.ts';
import { conditionSchema } from './conditions.ts';
import { customFood } from './custom-foods.ts';
import { diaryEntry } from './food-diary.ts';
import { exportedHabit } from './habits.ts';
import { trainingMax } from './training-maxes.ts';
import { checkInSchema, checkInTemplateSchema } from './check-ins.ts';
import { meal } from './meals.ts';
import { messageSchema } from './messages.ts';
import { notificationSchema } from './notifications.ts';
import { nutritionTargets, targetsInput } from './nutrition.ts';
import { nutritionAdjustment } from './nutrition-adjustments.ts';
import { onboardingFormSchema } from './onboarding.ts';
import { plateSettingsSchema } from './plates.ts';
import { programAssignment } from './programs.ts';
import { progressEntry } from './progress.ts';
import { route } from './route.ts';
import { deleteAccountInput } from './users.ts';
import { painReport, workout } from './workouts.ts';

/** One submitted version of an intake form: every version is kept, so the export has them all. */
export const intakeVersion = z.object({
  form: onboardingFormSchema,
  version: z.number().int(),
  submittedAt: z.string(),
  fields: z.record(z.string(), z.unknown()),
});

/** A set as performed, recorded when a workout is completed. */
export const performedSetRecord = z.object({
  workoutId: idSchema,
  exerciseId: idSchema,
  setRowId: idSchema,
  performedAt: z.string(),
  reps: z.number().int().nullable(),
  weight: z.string().nullable(),
  weightUnit: z.string().nullable(),
  duration: z.string().nullable(),
  tempo: z.string().nullable(),
});

/** An audit entry naming the person as the one who acted or the one whose data was touched. */
export const accessLogEntry = z.object({
  at: z.string(),
  action: z.string(),
  allowed: z.boolean(),
  actorId: idSchema.nullable(),
  subjectId: idSchema.nullable(),
});

/**
 * GET /api/users/me/export: everything stored about the signed-in person. What they wrote for
 * other people (workouts, meal plans) is listed by id only: it holds the other person's data.
 */
export const accountExport = z.object({
  exportedAt: z.string(),
  profile: userSchema,
  intake: z.array(intakeVersion),
  /** Each with what the client said hurt when they completed it (null: nothing). */
  workouts: z.array(workout.extend({ pain: painReport.nullable() })),
  performedSets: z.array(performedSetRecord),
  meals: z.array(meal),
  progress: z.array(progressEntry),
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
  accessLog: z.array(accessLogEntry),
  /** Everything the person was told in the app. */
  notifications: z.array(notificationSchema),
  /** The messages they sent and received, in every conversation they are in (oldest first). */
  messages: z.array(messageSchema),
  /** The health conditions their trainer recorded for them. */
  conditions: z.array(conditionSchema),
  /** The programs assigned to them, as assigned, oldest first. */
  programAssignments: z.array(programAssignment),
  /** The body data on their profile (cm, kg). */
  body: bodyData,
  /** The bar and plate sizes of their plate calculator, per unit (the usual ones where they set none). */
  plates: plateSettingsSchema,
  /** Their nutrition targets as their trainer set them (none, or one). */
  nutritionTargets: z.array(nutritionTargets),
  /** Every kept change of those targets: who set them, when, the values; oldest first. */
  nutritionTargetChanges: z.array(
    z.object({ changedBy: idSchema.nullable(), changedAt: z.string(), targets: targetsInput }),
  ),
  /** Their food diary, oldest day first. */
  foodDiary: z.array(diaryEntry),
  /** The weekly calorie adjustments proposed from their body weight, and decided; oldest first. */
  nutritionAdjustments: z.array(nutritionAdjustment),
  /** The habits their trainer gave them (removed ones too) and the days they ticked, oldest first. */
  habits: z.array(exportedHabit),
  /** The training maxes their trainer set for them, by exercise name. */
  trainingMaxes: z.array(trainingMax),
  /** Their weekly check-ins (the form as it was, the answers), oldest due first. */
  checkIns: z.array(checkInSchema),
  /** The check-in templates they made as a trainer, oldest first. */
  checkInTemplates: z.array(checkInTemplateSchema),
  /** The foods of their own (a trainer's, shared with their clients or not), by name. */
  customFoods: z.array(customFood),
  /** Whether their private calendar feed is on, and since when (never its secret link). */
  calendarFeed: calendarFeedState,
  authoredForOthers: z.object({
    workoutIds: z.array(idSchema),
    mealIds: z.array(idSchema),
  }),
});
export type AccountExport = z.infer<typeof accountExport>;

export const WRONG_ACCOUNT_PASSWORD = 'Password is incorrect';
export const LAST_CONSULTANT_DELETE =
  'You are the last active consultant: make someone else a consultant before deleting your account';

/** The signed-in person's own data: all of it to download, or erased. */
export const accountCalls = {
  exportData: route({
    method: 'GET',
    path: '/api/users/me/export',
    summary: 'Download all my data',
    description: 'All of the signed-in person’s data as one JSON document.',
    tags: ['users'],
    answers: { 200: accountExport },
  }),

  exportPhotos: route({
    method: 'GET',
    path: '/api/users/me/export/photos',
    summary: 'Download my progress photos',
    description:
      'The signed-in person’s progress photos as one zip file, streamed: each photo as stored (WebP, no metadata), named by its date and pose, and photos.json listing them (id, date, pose, width, height, bytes, createdAt, file). Apart from GET /api/users/me/export, whose JSON document stays as it is.',
    tags: ['users'],
    answers: { 200: z.string().describe('A zip file (application/zip)') },
  }),

  erase: route({
    method: 'DELETE',
    path: '/api/users/me',
    summary: 'Erase my account and all its data',
    description:
      'Erases the signed-in person: health data, personal fields and sessions. Needs the password.',
    tags: ['users'],
    body: deleteAccountInput,
    answers: { 204: z.null(), 400: errorBody, 409: errorBody },
  }),
};
