import type { Module } from '../module.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';

/** The audit log, for the people allowed to read it. */
export const auditModule: Module<'audit'> = async (app, { audit }) => {
  auditRoutes(app, createAuditService(audit));
};
