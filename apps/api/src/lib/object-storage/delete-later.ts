import type { AfterAnswer } from '../after-answer.ts';
import type { ObjectStorage } from './object-storage.ts';

/** Tries of a deletion and the waits between them: a storage briefly away is tried again. */
const WAITS_MS = [0, 1000, 5000];

/**
 * Deletes objects whose rows are gone, once the answer has left: the rows' transaction has
 * committed, so the database never names an object that is not there. A deletion that fails three
 * times is logged with the keys (an operator removes them); it never undoes the rows' deletion.
 */
export function deleteObjectsLater(
  afterAnswer: AfterAnswer,
  objects: ObjectStorage,
  keys: readonly string[],
  waitsMs: readonly number[] = WAITS_MS,
): void {
  if (keys.length === 0) return;
  afterAnswer.run(async () => {
    let failure: unknown;
    for (const wait of waitsMs) {
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        await objects.deleteMany(keys);
        return;
      } catch (error) {
        failure = error;
      }
    }
    throw new Error(`Could not delete ${keys.length} object(s): ${keys.join(', ')}`, { cause: failure });
  }, 'Could not delete the objects of deleted rows');
}
