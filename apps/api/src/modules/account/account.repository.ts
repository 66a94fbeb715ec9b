import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { AccountExport } from '@kinetic/contracts/account';
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
  passwordResetTokens,
  idempotencyKeys,
  performedSets,
  programAssignments,
  progressEntries,
  progressPhotos,
  sessions,
  users,
  workouts,
} from '../../db/schema.ts';
import { toMeal } from '../meals/meals.public.ts';
import { toBodyData, toDiaryEntry, toTargets } from '../nutrition/nutrition.public.ts';
import { toMessage } from '../messages/messages.public.ts';
import { assignmentColumns, toAssignment } from '../programs/programs.public.ts';
import { toNotification } from '../notifications/notifications.public.ts';
import { toEntry, toPhoto } from '../progress/progress.public.ts';
import type { ExportedPhoto } from './photos-zip.ts';
import { painColumn, summaryColumns, toSummary } from '../workouts/workouts.public.ts';

type PersonalData = Omit<AccountExport, 'exportedAt' | 'profile'>;
type Item<K extends keyof PersonalData> = PersonalData[K] extends (infer T)[] ? T : never;

/** Rows per read; workouts carry their whole plan (about 11 KB each), so fewer of them. */
const PAGE = 200;
const WORKOUT_PAGE = 50;

/**
 * The pages of one query, `size` rows at a time, in a stable order. Offsets are safe here: every
 * page is read in the same repeatable-read snapshot, so nothing moves between two of them.
 */
async function* pages<T>(size: number, read: (limit: number, offset: number) => Promise<T[]>) {
  for (let offset = 0; ; offset += size) {
    const rows = await read(size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

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
  nutritionTargets(): AsyncGenerator<Item<'nutritionTargets'>[]>;
  nutritionTargetChanges(): AsyncGenerator<Item<'nutritionTargetChanges'>[]>;
  foodDiary(): AsyncGenerator<Item<'foodDiary'>[]>;
  authoredWorkoutIds(): AsyncGenerator<string[]>;
  authoredMealIds(): AsyncGenerator<string[]>;
}

function personalDataReader(tx: Db, userId: string): PersonalDataReader {
  return {
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

/**
 * Every table that holds something of one person, in one place: what the export reads and what the
 * erasure removes. A new table with personal data belongs here too.
 */
export function createAccountRepository(db: Db) {
  return {
    /**
     * Reads one person's data with `read`, page by page, all in one repeatable-read transaction:
     * one consistent picture, however long it is, never held in memory whole.
     */
    async snapshot<T>(userId: string, read: (data: PersonalDataReader) => Promise<T>): Promise<T> {
      return db.transaction((tx) => read(personalDataReader(tx, userId)), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
    },

    /**
     * Locks the person's row: from here until the transaction ends, nothing can be added that
     * refers to them (a row referring to a user needs a share lock on it).
     */
    async lock(userId: string, tx: Db): Promise<boolean> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return rows.length > 0;
    },

    /**
     * Erases a person: their health data, sessions and links, then their user row. What they wrote
     * for others stays with those people, no longer naming them; their clients become unassigned.
     * The audit log is not touched (it has no foreign key and names people by id only).
     */
    async erase(userId: string, tx: Db): Promise<{ objectKeys: string[] }> {
      // The photos' objects are deleted once this has committed (their keys are answered).
      const photos = await tx
        .delete(progressPhotos)
        .where(eq(progressPhotos.clientId, userId))
        .returning({ fullKey: progressPhotos.fullKey, thumbKey: progressPhotos.thumbKey });
      await tx.delete(performedSets).where(eq(performedSets.clientId, userId));
      await tx.delete(workouts).where(eq(workouts.assignedTo, userId));
      await tx.delete(meals).where(eq(meals.clientId, userId));
      await tx.delete(progressEntries).where(eq(progressEntries.clientId, userId));
      await tx.delete(bodyProfiles).where(eq(bodyProfiles.userId, userId));
      await tx.delete(nutritionTargets).where(eq(nutritionTargets.clientId, userId));
      await tx.delete(nutritionTargetChanges).where(eq(nutritionTargetChanges.clientId, userId));
      await tx.delete(foodDiaryEntries).where(eq(foodDiaryEntries.clientId, userId));
      // Kept answers of keyed writes repeat health data (actuals, measurements).
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
      await tx.delete(onboardingAnswers).where(eq(onboardingAnswers.userId, userId));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.update(workouts).set({ createdBy: null }).where(eq(workouts.createdBy, userId));
      await tx.update(meals).set({ plannedBy: null }).where(eq(meals.plannedBy, userId));
      await tx.update(nutritionTargets).set({ setBy: null }).where(eq(nutritionTargets.setBy, userId));
      await tx
        .update(nutritionTargetChanges)
        .set({ changedBy: null })
        .where(eq(nutritionTargetChanges.changedBy, userId));
      await tx
        .update(users)
        .set({ trainerId: null, updatedAt: sql`now()` })
        .where(eq(users.trainerId, userId));
      await tx.delete(users).where(eq(users.id, userId));
      return { objectKeys: photos.flatMap((p) => [p.fullKey, p.thumbKey]) };
    },

    /** The person's progress photos (at most PHOTOS_PER_CLIENT_MAX), oldest first, with their image's key. */
    async photosOf(userId: string): Promise<ExportedPhoto[]> {
      const rows = await db
        .select()
        .from(progressPhotos)
        .where(eq(progressPhotos.clientId, userId))
        .orderBy(asc(progressPhotos.date), asc(progressPhotos.createdAt), asc(progressPhotos.id));
      return rows.map((row) => ({ ...toPhoto(row), fullKey: row.fullKey }));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
