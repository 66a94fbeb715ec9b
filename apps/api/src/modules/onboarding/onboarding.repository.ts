import { desc, eq, sql } from 'drizzle-orm';
import type { OnboardingForm } from '@kinetic/contracts/onboarding';
import type { Db } from '../../db/client.ts';
import { onboardingAnswers } from '../../db/schema.ts';

export interface StoredAnswers {
  form: OnboardingForm;
  answers: Record<string, unknown>;
  version: number;
  createdAt: Date;
}

export function createOnboardingRepository(db: Db) {
  return {
    /** The newest version of each form the user has sent. */
    async current(userId: string): Promise<StoredAnswers[]> {
      const rows = await db
        .selectDistinctOn([onboardingAnswers.form], {
          form: onboardingAnswers.form,
          answers: onboardingAnswers.answers,
          version: onboardingAnswers.version,
          createdAt: onboardingAnswers.createdAt,
        })
        .from(onboardingAnswers)
        .where(eq(onboardingAnswers.userId, userId))
        .orderBy(onboardingAnswers.form, desc(onboardingAnswers.version));
      return rows as StoredAnswers[];
    },

    async completedForms(userId: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ form: onboardingAnswers.form })
        .from(onboardingAnswers)
        .where(eq(onboardingAnswers.userId, userId));
      return new Set(rows.map((r) => r.form));
    },

    /** Adds the next version of a form's answers; earlier versions stay as history. */
    async addVersion(
      userId: string,
      form: OnboardingForm,
      answers: Record<string, unknown>,
      tx: Db,
    ): Promise<void> {
      await tx.execute(sql`
        insert into ${onboardingAnswers} (user_id, form, version, answers)
        select ${userId}, ${form}, coalesce(max(version), 0) + 1, ${JSON.stringify(answers)}::jsonb
        from ${onboardingAnswers}
        where user_id = ${userId} and form = ${form}`);
    },

    async history(userId: string): Promise<StoredAnswers[]> {
      const rows = await db
        .select({
          form: onboardingAnswers.form,
          answers: onboardingAnswers.answers,
          version: onboardingAnswers.version,
          createdAt: onboardingAnswers.createdAt,
        })
        .from(onboardingAnswers)
        .where(eq(onboardingAnswers.userId, userId))
        .orderBy(onboardingAnswers.form, onboardingAnswers.version);
      return rows as StoredAnswers[];
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
