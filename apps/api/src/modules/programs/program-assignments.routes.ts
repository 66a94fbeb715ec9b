import { programAssignmentCalls } from '@kinetic/contracts/program-assignments';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AssignmentChangesService } from './program-assignment-changes.service.ts';

/** A program once assigned to a client: its trainer removes it or moves its start. */
export function programAssignmentsRoutes(app: FastifyInstance, changes: AssignmentChangesService) {
  const asTrainer = { onRequest: [app.authenticate, app.requireRole('TRAINER')] };

  serve(app, programAssignmentCalls.remove, asTrainer, async (request) =>
    changes.unassign(currentUser(request), request.params.id),
  );

  serve(app, programAssignmentCalls.move, asTrainer, async (request) =>
    changes.move(currentUser(request), request.params.id, request.body.startDate, request.body.onClash),
  );

  serve(app, programAssignmentCalls.movePreview, asTrainer, async (request) =>
    changes.movePreview(currentUser(request), request.params.id, request.body.startDate),
  );
}
