import type { Module } from '../module.ts';
import { createAssignmentChangesRepository } from './program-assignment-changes.repository.ts';
import { createAssignmentChangesService } from './program-assignment-changes.service.ts';
import { createProgramAssignmentsRepository } from './program-assignments.repository.ts';
import { programAssignmentsRoutes } from './program-assignments.routes.ts';
import { createProgramsRepository } from './programs.repository.ts';
import { programsRoutes } from './programs.routes.ts';
import { createProgramsService } from './programs.service.ts';
import { createTrainingMaxLookup } from '../records/records.public.ts';

/** Programs of many weeks, assigned to clients, moved and removed. */
export const programsModule: Module<
  'db' | 'templates' | 'clients' | 'notifier' | 'conditions' | 'denied' | 'reachable' | 'findClashes'
> = async (app, { db, templates, clients, notifier, conditions, denied, reachable, findClashes }) => {
  programsRoutes(
    app,
    createProgramsService({
      programs: createProgramsRepository(db),
      assignments: createProgramAssignmentsRepository(db),
      templates,
      clients,
      notifier,
      warningsFor: (clientIds, templateIds) => conditions.warningsForTemplates(clientIds, templateIds),
      denied,
      reachable,
      findClashes,
      trainingMaxes: createTrainingMaxLookup(db),
    }),
  );
  programAssignmentsRoutes(
    app,
    createAssignmentChangesService({
      changes: createAssignmentChangesRepository(db),
      notifier,
      denied,
      warningsFor: (clientId, workoutIds) =>
        conditions.warningsForTemplates([clientId], workoutIds, 'workouts'),
    }),
  );
};
