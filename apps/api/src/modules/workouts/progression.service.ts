import type { User } from '@kinetic/contracts/auth';
import type { Db } from '../../db/client.ts';
import { progressedPlan, type Exercise } from './next-targets.ts';
import type { ProgressionRepository, ScheduledPlan } from './progression.repository.ts';

/**
 * After a completion, in its transaction: each exercise of the completed plan that a rule governs
 * (`ruled`, by library exercise: prescribedExercises) gives the client's next scheduled workout
 * holding that exercise its next targets, with the reason.
 */
export function createProgression(progression: ProgressionRepository) {
  return async (
    client: User,
    completed: { id: string; from: string; ruled: Map<string, Exercise> },
    tx: Db,
  ): Promise<void> => {
    const waiting = new Map(completed.ruled);
    const next = await progression.nextHolding(
      client.id,
      completed.id,
      completed.from,
      [...waiting.keys()],
      tx,
    );
    const plates = next.length ? await progression.platesOf(client.id, tx) : null;
    const written: ScheduledPlan[] = [];
    for (const w of next) {
      const held = new Set(w.plan.flatMap((b) => b.exercises.map((e) => e.exerciseId)));
      const here = new Map([...waiting].filter(([exerciseId]) => held.has(exerciseId)));
      if (!here.size) continue;
      // Only the next workout with an exercise takes its targets; the ones after keep theirs.
      for (const exerciseId of here.keys()) waiting.delete(exerciseId);
      const plan = progressedPlan(w.plan, here, client.preferences.weightUnit, plates);
      if (plan) written.push({ ...w, plan });
      if (!waiting.size) break;
    }
    await progression.writeNextTargets(written, tx);
  };
}
