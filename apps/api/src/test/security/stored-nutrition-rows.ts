import { nutritionTargets as targetsSchema, targetsInput } from '@kinetic/contracts/nutrition';
import { ADJUSTMENT_HISTORY_MAX, adjustmentStatusSchema } from '@kinetic/contracts/nutrition-adjustments';
import { nutritionAdjustments, nutritionTargetChanges, nutritionTargets } from '../../db/schema.ts';
import { toTargets } from '../../modules/nutrition/nutrition.public.ts';
import type { TestApp } from '../app.ts';

/**
 * Nutrition targets, their changes and the weekly adjustments (decisions 0033, 0036): within the
 * bounds the calls enforce; an adjustment applied only when approved, decided once, within the cap.
 */
export async function storedNutritionProblems(t: TestApp): Promise<string[]> {
  const db = t.database.db;
  const problems: string[] = [];
  const bad = (what: string, id: string, detail: string) => problems.push(`${what} ${id}: ${detail}`);
  for (const row of await db.select().from(nutritionTargets))
    if (!targetsSchema.safeParse(toTargets(row)).success) bad('targets', row.clientId, 'out of bounds');
  for (const row of await db.select().from(nutritionTargetChanges))
    if (!targetsInput.safeParse(row.targets).success) bad('target change', row.id, 'out of bounds');
  const perClient = new Map<string, number>();
  for (const a of await db.select().from(nutritionAdjustments)) {
    perClient.set(a.clientId, (perClient.get(a.clientId) ?? 0) + 1);
    const status = adjustmentStatusSchema.safeParse(a.status);
    if (!status.success) bad('adjustment', a.id, `status ${a.status}`);
    if (!targetsInput.safeParse(a.proposed).success) bad('adjustment', a.id, 'proposed out of bounds');
    const approved = a.status === 'approved' || a.status === 'edited';
    if (approved !== (a.applied !== null))
      bad('adjustment', a.id, 'applied without approval, or not applied');
    if (a.applied !== null && !targetsInput.safeParse(a.applied).success)
      bad('adjustment', a.id, 'applied out of bounds');
    if ((a.status === 'pending') !== (a.decidedAt === null)) bad('adjustment', a.id, 'decided and pending');
  }
  for (const [client, n] of perClient)
    if (n > ADJUSTMENT_HISTORY_MAX) bad('adjustments of', client, `${n} kept`);
  return problems;
}
