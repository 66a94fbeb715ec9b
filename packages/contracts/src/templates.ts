import { z } from 'zod';
import { copiesAnswer, copiesInput } from './calendar.ts';
import { errorBody, idParams, idSchema, listTotal, pageQuery } from './common.ts';
import { route } from './route.ts';
import { schedulePreviewAnswer } from './schedule-clashes.ts';
import { planBlocksInput, setBlock, workoutDetailsFields } from './workouts.ts';

// A template is a workout plan with no client and no date: the trainer's library of plans to
// schedule again and again, their own and those other trainers share.

const { scheduledDate: _date, ...templateDetailsFields } = workoutDetailsFields;

/** The template details form of the builder (the workout's details without a date). */
export const templateDetailsForm = z.object({
  ...templateDetailsFields,
  shared: z.boolean({ message: 'Shared must be true or false' }).default(false),
});

export const templateInput = templateDetailsForm
  .extend({
    sets: planBlocksInput('A template'),
  })
  .refine((w) => w.sets.some((b) => b.exercises.length > 0), {
    message: 'Add at least one exercise to create a template',
    path: ['sets'],
  });
export type TemplateInput = z.input<typeof templateInput>;

/** POST /api/workouts/{id}/template: a template from the plan of a workout. */
export const templateFromWorkoutInput = z.object({ name: workoutDetailsFields.name });
export type TemplateFromWorkoutInput = z.input<typeof templateFromWorkoutInput>;

export const workoutTemplate = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  estimatedDuration: z.number().int().nullable(),
  tags: z.array(z.string()),
  /** Targets only: every actual value is null. */
  sets: z.array(setBlock),
  shared: z.boolean(),
  createdBy: idSchema.nullable(),
  /** The owner's name, to show on a template another trainer shared. */
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkoutTemplate = z.infer<typeof workoutTemplate>;

export const templateAnswer = z.object({ template: workoutTemplate });
export type TemplateAnswer = z.infer<typeof templateAnswer>;

/** A page of the templates the trainer may use, whose name or a tag contains `search`, by name. */
export const templateListQuery = pageQuery.extend({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
/** A template as the list shows it: everything but the plan, with how many exercises it has. */
export const templateSummary = workoutTemplate.omit({ sets: true }).extend({
  exerciseCount: z.number().int(),
});
export type TemplateSummary = z.infer<typeof templateSummary>;
export const templateListAnswer = z.object({ templates: z.array(templateSummary), total: listTotal });
export type TemplateListAnswer = z.infer<typeof templateListAnswer>;

const tags = ['templates'];
const refusals = { 400: errorBody, 403: errorBody, 404: errorBody };

/** The templates' calls: a trainer's own, those shared with every trainer, and their scheduling. */
export const templateCalls = {
  list: route({
    method: 'GET',
    path: '/api/templates',
    summary: 'My templates and those shared with every trainer',
    tags,
    query: templateListQuery,
    answers: { 200: templateListAnswer },
  }),

  create: route({
    method: 'POST',
    path: '/api/templates',
    summary: 'Create a template',
    tags,
    body: templateInput,
    answers: { 201: templateAnswer, ...refusals },
  }),

  one: route({
    method: 'GET',
    path: '/api/templates/:id',
    summary: 'One template',
    tags,
    params: idParams,
    answers: { 200: templateAnswer, 404: errorBody },
  }),

  update: route({
    method: 'PUT',
    path: '/api/templates/:id',
    summary: 'Change my template',
    tags,
    params: idParams,
    body: templateInput,
    answers: { 200: templateAnswer, ...refusals },
  }),

  remove: route({
    method: 'DELETE',
    path: '/api/templates/:id',
    summary: 'Delete my template (workouts made from it stay)',
    tags,
    params: idParams,
    answers: { 204: z.null(), 403: errorBody, 404: errorBody },
  }),

  schedule: route({
    method: 'POST',
    path: '/api/templates/:id/schedule',
    summary: 'Schedule a template: one workout from it per client and day (all or none)',
    tags,
    params: idParams,
    body: copiesInput,
    answers: { 201: copiesAnswer, 400: errorBody, 404: errorBody },
  }),

  schedulePreview: route({
    method: 'POST',
    path: '/api/templates/:id/schedule/preview',
    summary: 'What scheduling a template would meet: the days that clash, and health warnings',
    tags,
    params: idParams,
    body: copiesInput,
    answers: { 200: schedulePreviewAnswer, 400: errorBody, 404: errorBody },
  }),

  fromWorkout: route({
    method: 'POST',
    path: '/api/workouts/:id/template',
    summary: "A template from a workout's plan",
    tags,
    params: idParams,
    body: templateFromWorkoutInput,
    answers: { 201: templateAnswer, ...refusals },
  }),
};
