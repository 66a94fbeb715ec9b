import { HABITS_ACTIVE_MAX, HABITS_ARCHIVED_MAX, habitInput } from '@kinetic/contracts/habits';
import { habits } from '../../db/schema.ts';
import type { TestApp } from '../app.ts';

/** Stored habits checked against the contract and the caps: a valid name and frequency, within bounds. */
export async function storedHabitProblems(t: TestApp): Promise<string[]> {
  const problems: string[] = [];
  const active = new Map<string, number>();
  const archived = new Map<string, number>();
  for (const h of await t.database.db.select().from(habits)) {
    const parsed = habitInput.safeParse({ name: h.name, frequency: h.frequency, daysPerWeek: h.daysPerWeek });
    if (!parsed.success)
      problems.push(`habit ${h.id}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    else if (parsed.data.name !== h.name || parsed.data.daysPerWeek !== h.daysPerWeek)
      problems.push(`habit ${h.id}: name untrimmed or days per week on a daily habit`);
    const counts = h.archivedAt ? archived : active;
    counts.set(h.clientId, (counts.get(h.clientId) ?? 0) + 1);
  }
  for (const [client, n] of active)
    if (n > HABITS_ACTIVE_MAX) problems.push(`client ${client}: ${n} active habits`);
  for (const [client, n] of archived)
    if (n > HABITS_ARCHIVED_MAX) problems.push(`client ${client}: ${n} archived habits`);
  return problems;
}
