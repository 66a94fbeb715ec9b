import {
  AUDIT_EXPORT_MAX,
  auditAnswer,
  auditExportAnswer,
  auditFilter,
  auditQuery,
} from '@kinetic/contracts/audit';
import { errorBody } from '@kinetic/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditService } from './audit.service.ts';

/** GET /api/audit and /api/audit/export: the audit trail, for consultants. */
export function auditRoutes(app: FastifyInstance, audit: AuditService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asConsultant = {
    onRequest: [app.authenticate, app.requireRole('CONSULTANT')],
    config: { userLimit: 'list' as const },
  };
  const tags = ['audit'];
  const security = [{ bearer: [] }];

  r.get(
    '/api/audit',
    {
      ...asConsultant,
      schema: {
        summary: 'Read the audit trail',
        tags,
        security,
        description:
          'Audit entries, newest first, by subject, actor, person (either of them, by name, email, username or id), action and time.',
        querystring: auditQuery,
        response: { 200: auditAnswer, 400: errorBody },
      },
    },
    async (request) => audit.list(request.query),
  );

  r.get(
    '/api/audit/export',
    {
      ...asConsultant,
      schema: {
        summary: 'The filtered audit trail for a download',
        tags,
        security,
        description: `The newest ${AUDIT_EXPORT_MAX} entries matching the filters (as GET /api/audit takes them), and how many matched in all.`,
        querystring: auditFilter,
        response: { 200: auditExportAnswer, 400: errorBody },
      },
    },
    async (request) => audit.export(request.query),
  );
}
