import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bodyProfiles,
  calendarFeeds,
  customFoods,
  foodDiaryEntries,
  checkInAssignments,
  checkInTemplates,
  checkIns,
  habits,
  trainingMaxes,
  idempotencyKeys,
  meals,
  nutritionAdjustments,
  nutritionTargetChanges,
  nutritionTargets,
  onboardingAnswers,
  passwordResetTokens,
  performedSets,
  progressEntries,
  progressPhotos,
  sessions,
  users,
  workouts,
} from '../../db/schema.ts';
import { personalDataReader, type PersonalDataReader } from './personal-data-reader.ts';
import { toPhoto } from '../progress/progress.public.ts';
import { calendarFeedForExport } from '../calendar-feeds/calendar-feeds.public.ts';
import type { ExportedPhoto } from './photos-zip.ts';

/** The export's sections: the reader's, and whether the person's calendar feed is on (never its link). */
export type ExportReader = PersonalDataReader & {
  calendarFeed: () => ReturnType<typeof calendarFeedForExport>;
};

/**
 * Every table that holds something of one person: what the export reads (the sections of
 * personal-data-reader.ts) and what the erasure removes (below). A new table with personal data
 * belongs in both.
 */
export function createAccountRepository(db: Db) {
  return {
    /**
     * Reads one person's data with `read`, page by page, all in one repeatable-read transaction:
     * one consistent picture, however long it is, never held in memory whole.
     */
    async snapshot<T>(userId: string, read: (data: ExportReader) => Promise<T>): Promise<T> {
      const reader = (tx: Db) => ({
        ...personalDataReader(tx, userId),
        calendarFeed: () => calendarFeedForExport(tx, userId),
      });
      return db.transaction((tx) => read(reader(tx)), {
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
      // A trainer's shared foods go too; their clients' entries keep the values they logged.
      await tx.delete(customFoods).where(eq(customFoods.ownerId, userId));
      await tx.delete(nutritionAdjustments).where(eq(nutritionAdjustments.clientId, userId));
      // Their ticks go with each habit; habits they gave others stay, no longer naming them.
      await tx.delete(habits).where(eq(habits.clientId, userId));
      await tx.delete(trainingMaxes).where(eq(trainingMaxes.clientId, userId));
      await tx.update(trainingMaxes).set({ setBy: null }).where(eq(trainingMaxes.setBy, userId));
      // Their check-ins and the form they had; a trainer's templates (their clients' check-ins keep
      // the questions as they were).
      await tx.delete(checkIns).where(eq(checkIns.clientId, userId));
      await tx.delete(checkInAssignments).where(eq(checkInAssignments.clientId, userId));
      await tx.delete(checkInTemplates).where(eq(checkInTemplates.trainerId, userId));
      // Kept answers of keyed writes repeat health data (actuals, measurements).
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
      await tx.delete(onboardingAnswers).where(eq(onboardingAnswers.userId, userId));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
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
