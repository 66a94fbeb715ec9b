import { habitCalls } from '@kinetic/contracts/habit-calls';
import { habitStats, type Habit } from '@kinetic/contracts/habits';
import { API_PREFIX, pathPattern } from '@kinetic/contracts/route';
import type { QueuedWrite } from '../../../lib/write-queue.ts';

/** The subject of the client's ticks in the write queue. */
export const HABITS_SUBJECT = 'habits';

const tickPath = pathPattern(habitCalls.tick.path);

/** The habit and day a queued tick (or untick) is for, from its path; undefined for another write. */
function tickOf(write: QueuedWrite): { habitId: string; date: string; done: boolean } | undefined {
  // Queued paths are under the API's prefix, as apiPath gives them.
  const path = `${API_PREFIX}${write.path.split('?')[0]}`;
  if (!tickPath.test(path)) return undefined;
  const [, , , habitId, , date] = path.split('/');
  return {
    habitId: decodeURIComponent(habitId!),
    date: decodeURIComponent(date!),
    done: write.method === 'PUT',
  };
}

/**
 * The habit as the client left it on this device: the ticks still waiting applied in order to the
 * server's, the stats counted again by the same rule, and the days still waiting to be sent.
 */
export function withWaitingTicks(
  habit: Habit,
  today: string,
  writes: readonly QueuedWrite[],
): Habit & { waiting: string[] } {
  const ticks = new Set(habit.ticks);
  const waiting = new Set<string>();
  for (const write of writes) {
    const tick = write.refusal ? undefined : tickOf(write);
    if (!tick || tick.habitId !== habit.id) continue;
    if (tick.done) ticks.add(tick.date);
    else ticks.delete(tick.date);
    waiting.add(tick.date);
  }
  if (!waiting.size) return { ...habit, waiting: [] };
  const sorted = [...ticks].sort();
  return {
    ...habit,
    ticks: sorted,
    stats: habitStats(habit, sorted, today, habit.earlierRun),
    waiting: [...waiting],
  };
}
