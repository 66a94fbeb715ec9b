// What one person's data is, section by section: the reads behind the export, page by page.
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { AccountExport } from '@kinetic/contracts/account';
import { platesOf } from '@kinetic/contracts/plates';
import type { SetBlock } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  bodyProfiles,
  meals,
  messages,
  notifications,
  foodDiaryEntries,
  nutritionTargetChanges,
  nutritionTargets,
  onboardingAnswers,
  performedSets,
  programAssignments,
  progressEntries,
  sessions,
  users,
  workouts,
} from '../../db/schema.ts';
import { pages } from './pages.ts';
import { moduleSections } from './module-sections.ts';
import { toMeal } from '../meals/meals.public.ts';
import { toBodyData, toDiaryEntry, toTargets } from '../nutrition/nutrition.public.ts';
import { toMessage } from '../messages/messages.public.ts';
import { assignmentColumns, toAssignment } from '../programs/programs.public.ts';
import { toNotification } from '../notifications/notifications.public.ts';
import { toEntry } from '../progress/progress.public.ts';
import { painColumn, summaryColumns, toSummary } from '../workouts/workouts.public.ts';

type PersonalData = Omit<AccountExport, 'exportedAt' | 'profile'>;
type Item<K extends keyof PersonalData> = PersonalData[K] extends (infer T)[] ? T : never;

/** Rows per read; workouts carry their whole plan (about 11 KB each), so fewer of them. */
const PAGE = 200;
const WORKOUT_PAGE = 50;

/** One person's data, section by section, each a sequence of pages (see AccountRepository.snapshot). */
export interface PersonalDataReader {
  intake(): AsyncGenerator<Item<'intake'>[]>;
  workouts(): AsyncGenerator<Item<'workouts'>[]>;
  performedSets(): AsyncGenerator<Item<'performedSets'>[]>;
  meals(): AsyncGenerator<Item<'meals'>[]>;
  progress(): AsyncGenerator<Item<'progress'>[]>;
  sessions(): AsyncGenerator<Item<'sessions'>[]>;
  accessLog(): AsyncGenerator<Item<'accessLog'>[]>;
  notifications(): AsyncGenerator<Item<'notifications'>[]>;
  messages(): AsyncGenerator<Item<'messages'>[]>;
  conditions(): AsyncGenerator<Item<'conditions'>[]>;
  programAssignments(): AsyncGenerator<Item<'programAssignments'>[]>;
  body(): Promise<PersonalData['body']>;
  plates(): Promise<PersonalData['plates']>;
  nutritionTargets(): AsyncGenerator<Item<'nutritionTargets'>[]>;
  nutritionTargetChanges(): AsyncGenerator<Item<'nutritionTargetChanges'>[]>;
  foodDiary(): AsyncGenerator<Item<'foodDiary'>[]>;
  customFoods(): AsyncGenerator<Item<'customFoods'>[]>;
  nutritionAdjustments(): AsyncGenerator<Item<'nutritionAdjustments'>[]>;
  habits(): AsyncGenerator<Item<'habits'>[]>;
  trainingMaxes(): AsyncGenerator<Item<'trainingMaxes'>[]>;
  checkIns(): AsyncGenerator<Item<'checkIns'>[]>;
  checkInTemplates(): AsyncGenerator<Item<'checkInTemplates'>[]>;
  authoredWorkoutIds(): AsyncGenerator<string[]>;
  authoredMealIds(): AsyncGenerator<string[]>;
}

export function personalDataReader(tx: Db, userId: string): PersonalDataReader {
  return {
    ...moduleSections(tx, userId),
    intake: () =>
      pages(PAGE, async (limit, offset) =>
        (
          await tx
            .select()
            .from(onboardingAnswers)
            .where(eq(onboardingAnswers.userId, userId))
            .orderBy(asc(onboardingAnswers.form), asc(onboardingAnswers.version))
            .limit(limit)
            .offset(offset)
        ).map((row) => ({
          form: row.form as Item<'intake'>['form'],
          version: row.version,
          submittedAt: row.createdAt.toISOString(),
          fields: row.answers as Record<string, unknown>,
        })),
      ),
    workouts: () =>
      pages(WORKOUT_PAGE, async (limit, offset) =>
        (
          await tx
            .select({ ...summaryColumns, plan: workouts.plan, pain: painColumn })
            .from(workouts)
            .where(eq(workouts.assignedTo, userId))
            .orderBy(asc(workouts.createdAt), asc(workouts.id))
            .limit(limit)
            .offset(offset)
        ).map(({ plan, pain, ...summary }) => ({ ...toSummary(summary), sets: plan as SetBlock[], pain })),
      ),
    performedSets: () =>
      pages(PAGE, async (limit, offset) =>
        (
          await tx
            .select()
            .from(performedSets)
            .where(eq(performedSets.clientId, userId))
            .orderBy(asc(performedSets.performedAt), asc(performedSets.id))
            .limit(limit)
            .offset(offset)
        ).map((row) => ({
          workoutId: row.workoutId,
          exerciseId: row.exerciseId,
          setRowId: row.setRowId,
          performedAt: row.performedAt.toISOString(),
          reps: row.reps,
          weight: row.weight,
          weightUnit: row.weightUnit,
          duration: row.duration,
          tempo: row.tempo,
        })),
      ),
    meals: () =>
      pages(PAGE, async (limit, offset) =>
        (
          await tx
            .select()
            .from(meals)
            .where(eq(meals.clientId, userId))
            .orderBy(asc(meals.date), asc(meals.createdAt), asc(meals.id))
            .limit(limit)
            .offset(offset)
        ).map(toMeal),
      ),
    progress: () =>
      pages(PAGE, async (limit, offset) =>
        (
          await tx
            .select()
            .from(progressEntries)
            .where(eq(progressEntries.clientId, userId))
            .orderBy(asc(progressEntries.date), asc(progressEntries.createdAt), asc(progressEntries.id))
            .limit(limit)
            .offset(offset)
        ).map(toEntry),
      ),
    sessions: () =>
      pages(PAGE, async (limit, offset) =>
        (
          await tx
            .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
            .from(sessions)
            .where(eq(sessions.userId, userId))
            .orderBy(asc(sessions.createdAt), asc(sessions.id))
            .limit(limit)
            .offset(offset)
        ).map((s) => ({ createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString() })),
      ),
    accessLog: () =>
      pages(PAGE, async (limit, offset) =>
        (
          await tx
            .select()
            .from(auditLog)
            .where(or(eq(auditLog.actorId, userId), eq(auditLog.subjectId, userId)))
            .orderBy(asc(auditLog.at), asc(auditLog.id))
            .limit(limit)
            .offset(offset)
        ).map((a) => ({
          at: a.at.toISOString(),
          action: a.action,
          allowed: a.allowed,
          actorId: a.actorId,
          subjectId: a.subjectId,
        })),
      ),
    notifications: () =>
      pages(PAGE, async (limit, offset) =>
        (
          await tx
            .select()
            .from(notifications)
            .where(eq(notifications.userId, userId))
            .orderBy(asc(notifications.createdAt), asc(notifications.id))
            .limit(limit)
            .offset(offset)
        ).map(toNotification),
      ),
    messages: () =>
      pages(PAGE, async (limit, offset) =>
        (
          await tx
            .select()
            .from(messages)
            .where(or(eq(messages.clientId, userId), eq(messages.trainerId, userId)))
            .orderBy(asc(messages.createdAt), asc(messages.id))
            .limit(limit)
            .offset(offset)
        ).map(toMessage),
      ),
    // One short list on the person's row: a single page.
    conditions: () =>
      pages(PAGE, async (_limit, offset) => {
        if (offset > 0) return [];
        const [row] = await tx
          .select({ conditions: users.conditions })
          .from(users)
          .where(eq(users.id, userId));
        return (row?.conditions ?? []) as Item<'conditions'>[];
      }),
    programAssignments: () =>
      pages(PAGE, async (limit, offset) =>
        (
          await tx
            .select(assignmentColumns)
            .from(programAssignments)
            .where(eq(programAssignments.clientId, userId))
            .orderBy(asc(programAssignments.createdAt), asc(programAssignments.id))
            .limit(limit)
            .offset(offset)
        ).map(toAssignment),
      ),
    plates: async () => {
      const [row] = await tx.select({ plates: users.plates }).from(users).where(eq(users.id, userId));
      return platesOf(row?.plates);
    },
    body: async () => {
      const [row] = await tx.select().from(bodyProfiles).where(eq(bodyProfiles.userId, userId));
      return toBodyData(row);
    },
    // One row at most: a single page.
    nutritionTargets: () =>
      pages(PAGE, async (_limit, offset) =>
        offset > 0
          ? []
          : (await tx.select().from(nutritionTargets).where(eq(nutritionTargets.clientId, userId))).map(
              toTargets,
            ),
      ),
    nutritionTargetChanges: () =>
      pages(PAGE, async (limit, offset) =>
        (
          await tx
            .select()
            .from(nutritionTargetChanges)
            .where(eq(nutritionTargetChanges.clientId, userId))
            .orderBy(asc(nutritionTargetChanges.createdAt), asc(nutritionTargetChanges.id))
            .limit(limit)
            .offset(offset)
        ).map((row) => ({
          changedBy: row.changedBy,
          changedAt: row.createdAt.toISOString(),
          targets: row.targets as Item<'nutritionTargetChanges'>['targets'],
        })),
      ),
    foodDiary: () =>
      pages(PAGE, async (limit, offset) =>
        (
          await tx
            .select()
            .from(foodDiaryEntries)
            .where(eq(foodDiaryEntries.clientId, userId))
            .orderBy(asc(foodDiaryEntries.date), asc(foodDiaryEntries.createdAt), asc(foodDiaryEntries.id))
            .limit(limit)
            .offset(offset)
        ).map(toDiaryEntry),
      ),
    authoredWorkoutIds: () =>
      pages(PAGE, async (limit, offset) =>
        (
          await tx
            .select({ id: workouts.id })
            .from(workouts)
            .where(and(eq(workouts.createdBy, userId), ne(workouts.assignedTo, userId)))
            .orderBy(asc(workouts.createdAt), asc(workouts.id))
            .limit(limit)
            .offset(offset)
        ).map((w) => w.id),
      ),
    authoredMealIds: () =>
      pages(PAGE, async (limit, offset) =>
        (
          await tx
            .select({ id: meals.id })
            .from(meals)
            .where(and(eq(meals.plannedBy, userId), ne(meals.clientId, userId)))
            .orderBy(asc(meals.createdAt), asc(meals.id))
            .limit(limit)
            .offset(offset)
        ).map((m) => m.id),
      ),
  };
}
