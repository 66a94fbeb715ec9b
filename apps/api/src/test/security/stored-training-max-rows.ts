import { TRAINING_MAXES_PER_CLIENT_MAX, trainingMaxInput } from '@kinetic/contracts/training-maxes';
import { trainingMaxes } from '../../db/schema.ts';
import type { TestApp } from '../app.ts';

/** Stored training maxes checked against the contract and the cap per client. */
export async function storedTrainingMaxProblems(t: TestApp): Promise<string[]> {
  const problems: string[] = [];
  const held = new Map<string, number>();
  for (const m of await t.database.db.select().from(trainingMaxes)) {
    const parsed = trainingMaxInput.safeParse({ weight: m.weight, weightUnit: m.weightUnit });
    if (!parsed.success)
      problems.push(
        `training max ${m.clientId}/${m.exerciseId}: ${parsed.error.issues.map((i) => i.message).join('; ')}`,
      );
    held.set(m.clientId, (held.get(m.clientId) ?? 0) + 1);
  }
  for (const [client, n] of held)
    if (n > TRAINING_MAXES_PER_CLIENT_MAX) problems.push(`client ${client}: ${n} training maxes`);
  return problems;
}
