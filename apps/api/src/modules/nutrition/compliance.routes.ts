import { complianceCalls } from '@kinetic/contracts/nutrition-compliance';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ComplianceService } from './compliance.service.ts';

export function complianceRoutes(app: FastifyInstance, compliance: ComplianceService) {
  const config = { userLimit: 'object' as const };

  serve(
    app,
    complianceCalls.own,
    { config, onRequest: [app.authenticate, app.requireRole('CLIENT')] },
    async (request) => compliance.own(currentUser(request)),
  );

  serve(
    app,
    complianceCalls.ofClient,
    { config, onRequest: [app.authenticate, app.requireRole('TRAINER')] },
    async (request) => compliance.ofClient(currentUser(request), request.params.id),
  );
}
