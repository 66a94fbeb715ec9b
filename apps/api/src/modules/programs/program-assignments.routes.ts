import { errorBody, idParams } from '@kinetic/contracts/common';
import {
  moveAssignmentAnswer,
  moveAssignmentInput,
  unassignAnswer,
} from '@kinetic/contracts/program-assignments';
import { schedulePreviewAnswer } from '@kinetic/contracts/schedule-clashes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { AssignmentChangesService } from './program-assignment-changes.service.ts';

/** A program once assigned to a client: its trainer removes it or moves its start. */
export function programAssignmentsRoutes(app: FastifyInstance, changes: AssignmentChangesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['programs'];
  const security = [{ bearer: [] }];
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };

  r.delete(
    '/api/program-assignments/:id',
    {
      ...asTrainer,
      schema: {
        summary: 'Remove a program from my client: its upcoming workouts go, the done ones stay',
        tags,
        security,
        params: idParams,
        response: { 200: unassignAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => changes.unassign(currentUser(request), request.params.id),
  );

  r.patch(
    '/api/program-assignments/:id',
    {
      ...asTrainer,
      schema: {
        summary: "Move the start of my client's program: its upcoming workouts shift with it",
        tags,
        security,
        params: idParams,
        body: moveAssignmentInput,
        response: { 200: moveAssignmentAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) =>
      changes.move(currentUser(request), request.params.id, request.body.startDate, request.body.onClash),
  );

  r.post(
    '/api/program-assignments/:id/move/preview',
    {
      ...asTrainer,
      schema: {
        summary: "What moving my client's program would meet: the days that clash, and health warnings",
        tags,
        security,
        params: idParams,
        body: moveAssignmentInput,
        response: { 200: schedulePreviewAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => changes.movePreview(currentUser(request), request.params.id, request.body.startDate),
  );
}
