import type { User } from '@kinetic/contracts/auth';
import { HttpError, conflict, notFound } from '../../lib/http-error.ts';

export const WORKOUT_NOT_FOUND = 'Workout not found';
export const COMPLETED = 'This workout is completed and can no longer be changed';
export const COMPLETED_MOVE = 'This workout is completed and can no longer be moved to another day';
const CHANGED_AT_ONCE = 'This workout was changed at the same time. Please try again.';

/** A 400 naming each field that is wrong (the first one's message is the answer's). */
export function invalid(errors: { path: string; msg: string }[]): HttpError {
  return new HttpError(400, errors[0]!.msg, errors);
}

/** What a client's save needs to know of the workout it saves over, whatever else it read. */
interface SavedOver {
  assignedTo: string;
  status: string;
}

/**
 * A client's save over their own workout, read (with the session) as `first`: `attempt` writes
 * only if nothing changed the workout since it was read, answering undefined when something did;
 * then the workout is read again and the save tried again, up to five times. Another's workout, or
 * none, is 'not found'; a completed one can no longer change.
 */
export async function saveWhileUnchanged<W, V>(
  client: User,
  first: W | undefined,
  savedOver: (w: W) => SavedOver,
  attempt: (w: W) => Promise<V | undefined>,
  readAgain: () => Promise<W | undefined>,
): Promise<V> {
  let w = first;
  for (let round = 1; ; round++) {
    if (!w || savedOver(w).assignedTo !== client.id) throw notFound(WORKOUT_NOT_FOUND);
    if (savedOver(w).status === 'COMPLETED') throw conflict(COMPLETED);
    const answer = await attempt(w);
    if (answer !== undefined) return answer;
    if (round === 5) throw conflict(CHANGED_AT_ONCE);
    w = await readAgain();
  }
}
