import { auditCalls } from '@kinetic/contracts/audit';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve-route.ts';
import type { AuditService } from './audit.service.ts';

/** The audit trail, for consultants. */
export function auditRoutes(app: FastifyInstance, audit: AuditService) {
  const asConsultant = {
    onRequest: [app.authenticate, app.requireRole('CONSULTANT')],
    config: { userLimit: 'list' as const },
  };

  serve(app, auditCalls.list, asConsultant, async (request) => audit.list(request.query));

  serve(app, auditCalls.export, asConsultant, async (request) => audit.export(request.query));
}
