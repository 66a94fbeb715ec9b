import { auditAnswer, auditQuery } from '@kinetic/contracts/security';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditRepository } from './audit.repository.ts';

/** GET /api/audit: the audit trail, for consultants. */
export function auditRoutes(app: FastifyInstance, audit: AuditRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/audit',
    {
      onRequest: [app.authenticate, app.requireRole('CONSULTANT')],
      schema: {
        summary: 'Read the audit trail',
        tags: ['audit'],
        security: [{ bearer: [] }],
        description: 'Audit entries, newest first, by subject, actor and action.',
        querystring: auditQuery,
        response: { 200: auditAnswer },
      },
    },
    async (request) => audit.list(request.query),
  );
}
