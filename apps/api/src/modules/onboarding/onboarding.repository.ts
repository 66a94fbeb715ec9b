import { desc, eq, sql } from 'drizzle-orm';
import type { OnboardingForm } from '@kinetic/contracts/onboarding';
import type { Db } from '../../db/client.ts';
import { onboardingAnswers, users } from '../../db/schema.ts';
import { liveSession, selectWithSession, sessionRead, type SessionRead } from '../../domain/session-read.ts';

export interface StoredAnswers {
  form: OnboardingForm;
  answers: Record<string, unknown>;
  version: number;
  createdAt: Date;
}

const answerColumns = {
  form: onboardingAnswers.form,
  answers: onboardingAnswers.answers,
  version: onboardingAnswers.version,
  createdAt: onboardingAnswers.createdAt,
};

/** `reads`: where the hot one-statement reads go (Database.reads); `db` for everything else. */
export function createOnboardingRepository(db: Db, reads: Db = db) {
  // The status every client page asks for, in one round trip: the session and the forms sent.
  const formsForSession = selectWithSession(reads, {
    forms: sql<
      string[]
    >`array(select distinct ${onboardingAnswers.form} from ${onboardingAnswers} where ${onboardingAnswers.userId} = ${users.id})`,
  })
    .where(liveSession)
    .prepare('onboarding_forms_for_session');

  return {
    /** The user of a live session and the forms they have sent. */
    async formsForSession(tokenHash: string): Promise<SessionRead<Set<string>>> {
      const [row] = await formsForSession.execute({ tokenHash });
      return sessionRead(row, (r) => new Set(r.forms));
    },

    /** The newest version of each form the user has sent. */
    async current(userId: string): Promise<StoredAnswers[]> {
      const rows = await db
        .selectDistinctOn([onboardingAnswers.form], answerColumns)
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

    /**
     * Adds the next version of a form's answers; earlier versions stay as history. Answers false,
     * adding nothing, when the form already has `maxVersions` versions.
     */
    async addVersion(
      userId: string,
      form: OnboardingForm,
      answers: Record<string, unknown>,
      maxVersions: number,
      tx: Db,
    ): Promise<boolean> {
      const result: unknown = await tx.execute(sql`
        insert into ${onboardingAnswers} (user_id, form, version, answers)
        select ${userId}, ${form}, coalesce(max(version), 0) + 1, ${JSON.stringify(answers)}::jsonb
        from ${onboardingAnswers}
        where user_id = ${userId} and form = ${form}
        having coalesce(max(version), 0) < ${maxVersions}
        returning version`);
      return (result as { rows: unknown[] }).rows.length > 0;
    },

    async history(userId: string): Promise<StoredAnswers[]> {
      const rows = await db
        .select(answerColumns)
        .from(onboardingAnswers)
        .where(eq(onboardingAnswers.userId, userId))
        .orderBy(onboardingAnswers.form, onboardingAnswers.version);
      return rows as StoredAnswers[];
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
