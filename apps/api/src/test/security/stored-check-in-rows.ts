import { isDeepStrictEqual } from 'node:util';
import { answerIssues } from '@kinetic/contracts/check-in-rules';
import {
  CHECK_IN_STATUSES,
  CHECK_IN_TEMPLATES_MAX,
  checkInTemplateInput,
} from '@kinetic/contracts/check-ins';
import { checkIns, checkInTemplates } from '../../db/schema.ts';
import type { TestApp } from '../app.ts';

/**
 * Stored check-in templates and check-ins checked against the contract and the caps: a valid form,
 * at most CHECK_IN_TEMPLATES_MAX per trainer, and every check-in sent holding answers that fit its form.
 */
export async function storedCheckInProblems(t: TestApp): Promise<string[]> {
  const problems: string[] = [];
  const perTrainer = new Map<string, number>();
  const db = t.database.db;
  for (const row of await db.select().from(checkInTemplates)) {
    const parsed = checkInTemplateInput.safeParse({
      name: row.name,
      questions: row.questions,
      blocks: row.blocks,
    });
    if (!parsed.success)
      problems.push(`check-in template ${row.id}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    // (jsonb keeps its own order of keys: compared as values)
    else if (
      !isDeepStrictEqual(parsed.data, { name: row.name, questions: row.questions, blocks: row.blocks })
    )
      problems.push(`check-in template ${row.id}: stored otherwise than the contract reads it`);
    perTrainer.set(row.trainerId, (perTrainer.get(row.trainerId) ?? 0) + 1);
  }
  for (const [trainer, n] of perTrainer)
    if (n > CHECK_IN_TEMPLATES_MAX) problems.push(`trainer ${trainer}: ${n} check-in templates`);
  for (const row of await db.select().from(checkIns)) {
    if (!(CHECK_IN_STATUSES as readonly string[]).includes(row.status))
      problems.push(`check-in ${row.id}: status ${row.status}`);
    if (row.status === 'due') continue;
    const issues = answerIssues(row.questions, row.answers);
    if (issues.length) problems.push(`check-in ${row.id}: ${issues.map((i) => i.message).join('; ')}`);
  }
  return problems;
}
