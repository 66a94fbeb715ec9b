import type { TrainingMax } from '@kinetic/contracts/progression';
import type { Db } from '../../db/client.ts';
import { createRecordsRepository } from './records.repository.ts';
import { createTrainingMaxesRepository } from './training-maxes.repository.ts';

/** `${clientId}|${exerciseId}`: how the training maxes of many clients are looked up. */
export const maxKey = (clientId: string, exerciseId: string) => `${clientId}|${exerciseId}`;

/**
 * The training max of each client and exercise asked for that has one: the trainer's, else the best
 * estimated 1RM of the client's records (read only for the clients lacking one the trainer set).
 */
export function createTrainingMaxLookup(db: Db) {
  const set = createTrainingMaxesRepository(db);
  const records = createRecordsRepository(db);
  return async (clientIds: string[], exerciseIds: string[]): Promise<Map<string, TrainingMax>> => {
    const found = new Map<string, TrainingMax>();
    for (const m of await set.of(clientIds, exerciseIds))
      found.set(maxKey(m.clientId, m.exerciseId), { weight: m.weight, unit: m.weightUnit });
    const lacking = clientIds.filter((c) => exerciseIds.some((e) => !found.has(maxKey(c, e))));
    for (const clientId of lacking) {
      for (const r of (await records.recordsOf(clientId, null)).records) {
        const key = maxKey(clientId, r.exerciseId);
        if (exerciseIds.includes(r.exerciseId) && !found.has(key))
          found.set(key, { weight: r.estimatedOneRepMax, unit: r.weightUnit });
      }
    }
    return found;
  };
}

export type TrainingMaxLookup = ReturnType<typeof createTrainingMaxLookup>;
