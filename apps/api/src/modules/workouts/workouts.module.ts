import type { Module } from '../module.ts';
import { copiesPreviewRoutes } from './copies-preview.routes.ts';
import { createCopiesPreviewService } from './copies-preview.service.ts';
import { workoutsRoutes } from './workouts.routes.ts';
import { createWorkoutsService } from './workouts.service.ts';

/** Workouts: built by trainers, performed and logged by clients, copied and previewed. */
export const workoutsModule: Module<
  | 'db'
  | 'workouts'
  | 'templates'
  | 'clients'
  | 'notifier'
  | 'conditions'
  | 'denied'
  | 'idempotency'
  | 'reachable'
  | 'findClashes'
> = async (app, { db, workouts, templates, clients, notifier, conditions, denied, ...core }) => {
  workoutsRoutes(
    app,
    createWorkoutsService({
      db,
      workouts,
      clients,
      notifier,
      warningsFor: (id) => conditions.warningsForWorkout(id),
      denied,
    }),
    core.idempotency,
  );
  copiesPreviewRoutes(
    app,
    createCopiesPreviewService({
      workouts,
      templates,
      denied,
      reachable: core.reachable,
      findClashes: core.findClashes,
      warningsFor: (clientIds, source) =>
        conditions.warningsForTemplates(
          clientIds,
          [source.id],
          source.kind === 'workout' ? 'workouts' : 'templates',
        ),
    }),
  );
};
