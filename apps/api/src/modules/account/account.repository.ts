import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { AccountExport } from '@kinetic/contracts/account';
import type { SetBlock } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  meals,
  onboardingAnswers,
  passwordResetTokens,
  performedSets,
  progressEntries,
  sessions,
  users,
  workouts,
} from '../../db/schema.ts';
import { toMeal } from '../meals/meals.repository.ts';
import { toEntry } from '../progress/progress.repository.ts';
import { toSummary } from '../workouts/workouts.repository.ts';

type PersonalData = Omit<AccountExport, 'exportedAt' | 'profile'>;

/**
 * Every table that holds something of one person, in one place: what the export reads and what the
 * erasure removes. A new table with personal data belongs here too.
 */
export function createAccountRepository(db: Db) {
  return {
    /** All of one person's data, read in one transaction so that it is one consistent picture. */
    async personalData(userId: string): Promise<PersonalData> {
      return db.transaction(
        async (tx) => {
          const intake = await tx
            .select()
            .from(onboardingAnswers)
            .where(eq(onboardingAnswers.userId, userId))
            .orderBy(asc(onboardingAnswers.form), asc(onboardingAnswers.version));
          const ownWorkouts = await tx
            .select()
            .from(workouts)
            .where(eq(workouts.assignedTo, userId))
            .orderBy(asc(workouts.createdAt), asc(workouts.id));
          const performed = await tx
            .select()
            .from(performedSets)
            .where(eq(performedSets.clientId, userId))
            .orderBy(asc(performedSets.performedAt), asc(performedSets.id));
          const ownMeals = await tx
            .select()
            .from(meals)
            .where(eq(meals.clientId, userId))
            .orderBy(asc(meals.date), asc(meals.createdAt));
          const progress = await tx
            .select()
            .from(progressEntries)
            .where(eq(progressEntries.clientId, userId))
            .orderBy(asc(progressEntries.date), asc(progressEntries.createdAt));
          const ownSessions = await tx
            .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
            .from(sessions)
            .where(eq(sessions.userId, userId))
            .orderBy(asc(sessions.createdAt));
          const audit = await tx
            .select()
            .from(auditLog)
            .where(or(eq(auditLog.actorId, userId), eq(auditLog.subjectId, userId)))
            .orderBy(asc(auditLog.at), asc(auditLog.id));
          const authoredWorkouts = await tx
            .select({ id: workouts.id })
            .from(workouts)
            .where(and(eq(workouts.createdBy, userId), ne(workouts.assignedTo, userId)))
            .orderBy(asc(workouts.createdAt), asc(workouts.id));
          const authoredMeals = await tx
            .select({ id: meals.id })
            .from(meals)
            .where(and(eq(meals.plannedBy, userId), ne(meals.clientId, userId)))
            .orderBy(asc(meals.createdAt), asc(meals.id));

          return {
            intake: intake.map((row) => ({
              form: row.form as PersonalData['intake'][number]['form'],
              version: row.version,
              submittedAt: row.createdAt.toISOString(),
              fields: row.answers as Record<string, unknown>,
            })),
            workouts: ownWorkouts.map(({ plan, updatedAt: _updatedAt, ...summary }) => ({
              ...toSummary(summary),
              sets: plan as SetBlock[],
            })),
            performedSets: performed.map((row) => ({
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
            meals: ownMeals.map(toMeal),
            progress: progress.map(toEntry),
            sessions: ownSessions.map((s) => ({
              createdAt: s.createdAt.toISOString(),
              expiresAt: s.expiresAt.toISOString(),
            })),
            accessLog: audit.map((a) => ({
              at: a.at.toISOString(),
              action: a.action,
              allowed: a.allowed,
              actorId: a.actorId,
              subjectId: a.subjectId,
            })),
            authoredForOthers: {
              workoutIds: authoredWorkouts.map((w) => w.id),
              mealIds: authoredMeals.map((m) => m.id),
            },
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
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
    async erase(userId: string, tx: Db): Promise<void> {
      await tx.delete(performedSets).where(eq(performedSets.clientId, userId));
      await tx.delete(workouts).where(eq(workouts.assignedTo, userId));
      await tx.delete(meals).where(eq(meals.clientId, userId));
      await tx.delete(progressEntries).where(eq(progressEntries.clientId, userId));
      await tx.delete(onboardingAnswers).where(eq(onboardingAnswers.userId, userId));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.update(workouts).set({ createdBy: null }).where(eq(workouts.createdBy, userId));
      await tx.update(meals).set({ plannedBy: null }).where(eq(meals.plannedBy, userId));
      await tx
        .update(users)
        .set({ trainerId: null, updatedAt: sql`now()` })
        .where(eq(users.trainerId, userId));
      await tx.delete(users).where(eq(users.id, userId));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
