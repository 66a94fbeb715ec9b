import { createCopyWriter } from '../workouts/workouts.public.ts';
import type { Module } from '../module.ts';
import { templatesRoutes } from './templates.routes.ts';
import { createTemplatesService } from './templates.service.ts';

/** A trainer's workout templates, scheduled for clients. */
export const templatesModule: Module<'templates' | 'workouts' | 'notifier'> = async (
  app,
  { templates, workouts, notifier },
) => {
  templatesRoutes(
    app,
    createTemplatesService({ templates, workouts, writeCopies: createCopyWriter({ workouts, notifier }) }),
  );
};
