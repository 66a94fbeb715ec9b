import type { User } from '@kinetic/contracts/auth';
import type { copiesInput } from '@kinetic/contracts/calendar';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import type { templateFromWorkoutInput, templateInput, WorkoutTemplate } from '@kinetic/contracts/templates';
import type { z } from 'zod';
import { clientDataReaders } from '../../domain/read-policy.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { PageQuery } from '@kinetic/contracts/common';
import {
  buildPlan,
  freshCopy,
  type CopyWriter,
  type WorkoutsRepository,
} from '../workouts/workouts.public.ts';
import type { TemplatesRepository } from './templates.repository.ts';

type TemplateBody = z.output<typeof templateInput>;
type FromWorkoutBody = z.output<typeof templateFromWorkoutInput>;
type ScheduleBody = z.output<typeof copiesInput>;

const TEMPLATE_NOT_FOUND = 'Template not found';
const OWNER_ONLY = 'Only the trainer who made this template can change or delete it';

export function createTemplatesService(deps: {
  templates: TemplatesRepository;
  workouts: WorkoutsRepository;
  /** Writes workouts from a template for the trainer's clients (the workouts' own copy writer). */
  writeCopies: CopyWriter;
}) {
  const { templates, workouts, writeCopies } = deps;

  /** The plan from the trainer's blocks, as a workout's is built: names from the library. */
  async function planFrom(trainer: User, body: TemplateBody) {
    const ids = [...new Set(body.sets.flatMap((b) => b.exercises.map((e) => e.exerciseId)))];
    const [library, setTypeNames] = await Promise.all([
      workouts.exercisesByIds(ids, !trainer.roles.includes('CONSULTANT')),
      workouts.setTypeNames(),
    ]);
    const { plan, errors } = buildPlan(body.sets, library, setTypeNames);
    if (errors.length) throw new HttpError(400, errors[0]!.msg, errors);
    return plan;
  }

  const values = (body: TemplateBody, plan: Awaited<ReturnType<typeof planFrom>>) => ({
    name: body.name,
    description: body.description,
    estimatedDuration: body.estimatedDuration,
    tags: body.tags,
    shared: body.shared,
    plan,
  });

  async function usable(trainer: User, id: string): Promise<WorkoutTemplate> {
    const found = await templates.findUsable(trainer.id, id);
    if (!found) throw notFound(TEMPLATE_NOT_FOUND);
    return found;
  }

  /** The template for its owner to change: another trainer's shared one is theirs to see, not change. */
  async function owned(trainer: User, id: string): Promise<void> {
    const found = await usable(trainer, id);
    if (found.createdBy !== trainer.id) throw forbidden(OWNER_ONLY);
  }

  return {
    list: (trainer: User, query: { search?: string | undefined } & PageQuery) =>
      templates.list(trainer.id, query),

    open: usable,

    async create(trainer: User, body: TemplateBody): Promise<WorkoutTemplate> {
      const id = await templates.insert(trainer.id, values(body, await planFrom(trainer, body)));
      return usable(trainer, id);
    },

    async update(trainer: User, id: string, body: TemplateBody): Promise<WorkoutTemplate> {
      await owned(trainer, id);
      const plan = await planFrom(trainer, body);
      if (!(await templates.update(trainer.id, id, values(body, plan)))) throw notFound(TEMPLATE_NOT_FOUND);
      return usable(trainer, id);
    },

    async remove(trainer: User, id: string): Promise<void> {
      await owned(trainer, id);
      if (!(await templates.delete(trainer.id, id))) throw notFound(TEMPLATE_NOT_FOUND);
    },

    /**
     * A workout from the template for each target (a client of the trainer and a day), all of them
     * or none; a target without a name takes the template's. Another trainer's template that is not
     * shared is not found.
     */
    async schedule(trainer: User, id: string, body: ScheduleBody): Promise<WorkoutSummary[]> {
      await usable(trainer, id);
      const made = await writeCopies(trainer, { kind: 'template', id }, body.targets, body.onClash);
      if (!made.length) throw notFound(TEMPLATE_NOT_FOUND);
      return made;
    },

    /** A template of the plan of a workout of one of the trainer's clients: targets only. */
    async fromWorkout(trainer: User, workoutId: string, body: FromWorkoutBody): Promise<WorkoutTemplate> {
      const w = await workouts.find(workoutId);
      if (!w || clientDataReaders.readerOf(trainer, w.summary.assignedTo, w.clientTrainerId) !== 'trainer')
        throw notFound('Workout not found');
      const id = await templates.insert(trainer.id, {
        name: body.name,
        description: w.summary.description,
        estimatedDuration: w.summary.estimatedDuration,
        tags: w.summary.tags,
        shared: false,
        plan: freshCopy(w.plan),
      });
      return usable(trainer, id);
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
