import { z } from 'zod';
import { errorBody, idParams } from './common.ts';
import {
  CHECK_IN_HISTORY_MAX,
  CHECK_IN_QUESTIONS_MAX,
  CHECK_IN_TEMPLATES_MAX,
  checkInAnswer,
  checkInAssignmentAnswer,
  checkInAssignmentInput,
  checkInHistoryAnswer,
  checkInSubmission,
  checkInTemplateAnswer,
  checkInTemplateInput,
  checkInTemplateListAnswer,
  currentCheckInAnswer,
  dueDateParams,
} from './check-ins.ts';
import { DUE_RULE } from './check-in-rules.ts';
import { route } from './route.ts';

const tags = ['check-ins'];

/** The weekly check-ins' calls: the trainer's templates and assignments, the client's own check-in. */
export const checkInCalls = {
  templates: route({
    method: 'GET',
    path: '/api/check-in-templates',
    summary: 'My check-in templates, newest first',
    tags,
    answers: { 200: checkInTemplateListAnswer },
  }),

  createTemplate: route({
    method: 'POST',
    path: '/api/check-in-templates',
    summary: 'Make a check-in template',
    description:
      `A name, up to ${CHECK_IN_QUESTIONS_MAX} questions (scale 1-10, number with a unit, yes/no, ` +
      'short or long text; each may be required and carry an alert rule) and the standard blocks ' +
      `(body weight, measurements, photos). At most ${CHECK_IN_TEMPLATES_MAX} templates per trainer (409).`,
    tags,
    body: checkInTemplateInput,
    answers: { 201: checkInTemplateAnswer, 400: errorBody, 409: errorBody },
  }),

  template: route({
    method: 'GET',
    path: '/api/check-in-templates/:id',
    summary: 'One of my check-in templates',
    tags,
    params: idParams,
    answers: { 200: checkInTemplateAnswer, 404: errorBody },
  }),

  updateTemplate: route({
    method: 'PUT',
    path: '/api/check-in-templates/:id',
    summary: 'Change one of my check-in templates (the whole form)',
    description: 'Check-ins already made keep the form as it was; the next ones use the new one.',
    tags,
    params: idParams,
    body: checkInTemplateInput,
    answers: { 200: checkInTemplateAnswer, 400: errorBody, 404: errorBody },
  }),

  removeTemplate: route({
    method: 'DELETE',
    path: '/api/check-in-templates/:id',
    summary: 'Delete one of my check-in templates',
    description: 'Refused (409) while a client has it; check-ins made with it keep their form.',
    tags,
    params: idParams,
    answers: { 204: z.null(), 404: errorBody, 409: errorBody },
  }),

  assign: route({
    method: 'PUT',
    path: '/api/clients/:id/check-in-assignment',
    summary: 'Give a client a weekly check-in form, due on a weekday',
    description:
      `${DUE_RULE} It replaces the form the client had; a check-in not yet sent is made anew with ` +
      'the new form. The client is notified.',
    tags,
    params: idParams,
    body: checkInAssignmentInput,
    answers: { 200: checkInAssignmentAnswer, 400: errorBody, 404: errorBody },
  }),

  unassign: route({
    method: 'DELETE',
    path: '/api/clients/:id/check-in-assignment',
    summary: "Stop a client's weekly check-in",
    description: 'Check-ins already sent stay in the history. Idempotent.',
    tags,
    params: idParams,
    answers: { 204: z.null(), 404: errorBody },
  }),

  ofClient: route({
    method: 'GET',
    path: '/api/clients/:id/check-ins',
    summary: "A client's check-in form and check-ins (sent, late, missed), newest first",
    description: `The last ${CHECK_IN_HISTORY_MAX} weeks. ${DUE_RULE} Each read goes to the audit trail.`,
    tags,
    params: idParams,
    answers: { 200: checkInHistoryAnswer, 404: errorBody },
  }),

  current: route({
    method: 'GET',
    path: '/api/check-in',
    summary: 'My current check-in (null without a form)',
    description: DUE_RULE,
    tags,
    answers: { 200: currentCheckInAnswer },
  }),

  submit: route({
    method: 'POST',
    path: '/api/check-in/:dueDate',
    summary: 'Send my check-in due on this day',
    description:
      'The answers keyed by question id (checked against the form: 400 at answers.{id}), the body ' +
      'measurements (written as progress entries dated the day sent) and the ids of progress photos ' +
      'already uploaded. Sending it again answers the check-in as sent, changing nothing; once ' +
      'reviewed, or missed, 409. Only the current check-in can be sent (404 for another day).',
    tags,
    params: dueDateParams,
    body: checkInSubmission,
    answers: { 200: checkInAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
  }),
};
