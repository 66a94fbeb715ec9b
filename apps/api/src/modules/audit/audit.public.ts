/**
 * What other modules use of the audit trail: the entry they write and the recorder of reads of
 * another person's data. Other modules import only this file of the module (see apiLayers in
 * eslint.config.mjs).
 */
export type { AuditEntry, AuditRepository } from './audit.repository.ts';
export type { DeniedReads } from './denied-reads.ts';
