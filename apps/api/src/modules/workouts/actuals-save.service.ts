import type { User } from '@kinetic/contracts/auth';
import type { SetBlock, WorkoutAnswer, feedbackInput } from '@kinetic/contracts/workouts';
import type { z } from 'zod';
import type { JsonText } from '../../db/json.ts';
import type { Keep } from '../../lib/idempotency.ts';
import type { ExercisePatch, SaveView, createActualsSaveRepository } from './actuals-save.repository.ts';
import { applyActuals } from './workout-plan.ts';
import { invalid, saveWhileUnchanged } from './workout-refusals.ts';

type Actuals = z.output<typeof feedbackInput>['sets'];
type Saves = ReturnType<typeof createActualsSaveRepository>;

/** The exercises a save names: all that it reads of the plan. */
export const exerciseIdsOf = (actuals: Actuals): string[] =>
  actuals.flatMap((block) => block.exercises.map((e) => e.id));

/**
 * The save's actuals applied to the exercises it names, as applyActuals applies them to a whole
 * plan (the same checks and messages): the plan reduced to its blocks' ids and those exercises
 * stands for the whole. Answers each exercise to write, with its place in the plan.
 */
export function changedExercises(
  view: SaveView,
  actuals: Actuals,
): { patches: ExercisePatch[]; errors: { path: string; msg: string }[] } {
  const reduced = view.blockIds.map((id, b) => ({
    id,
    exercises: view.exercises.filter(([block]) => block === b).map(([, , exercise]) => exercise),
  })) as SetBlock[];
  const { plan, errors } = applyActuals(reduced, actuals);
  const patches = view.exercises.map(([block, exercise, { id }]) => ({
    block,
    exercise,
    value: plan[block]!.exercises.find((e) => e.id === id)!,
  }));
  return { patches, errors };
}

/**
 * A client's save of actuals over their own scheduled workout, read with the session as `first`
 * (see SaveView): only the exercises it names are read and written, in one statement that writes
 * only if nothing changed the workout since (read again and retried if something did), through
 * `keep` (which keeps an Idempotency-Key with it). Answers the saved workout as JSON text.
 */
export function createActualsSave(saves: Saves) {
  return (
    client: User,
    id: string,
    first: SaveView | undefined,
    actuals: Actuals,
    keep: Keep<JsonText<WorkoutAnswer>>,
  ): Promise<JsonText<WorkoutAnswer>> =>
    saveWhileUnchanged(
      client,
      first,
      (view) => view,
      async (view) => {
        const { patches, errors } = changedExercises(view, actuals);
        if (errors.length) throw invalid(errors);
        return keep(
          (tx, key) => saves.saveExercisesIfUnchanged(id, view.version, patches, tx, key),
          (answer) => answer,
          { answerKeptByWrite: true },
        );
      },
      () => saves.saveView(id, exerciseIdsOf(actuals)),
    );
}
