import type { Database } from './client.ts';

/**
 * Whether the app's own role (DATABASE_URL) could switch off the triggers that keep the audit log
 * append-only: a superuser, or the owner of audit_log (or a member of the owning role) may run
 * ALTER TABLE audit_log DISABLE TRIGGER, and then change or delete what the log says. Answers the
 * warning to log at start, or undefined when the role cannot (and on the embedded database, which
 * only this process opens).
 */
export async function auditLogOwnerWarning(database: Database): Promise<string | undefined> {
  if (!database.pool) return undefined;
  const { rows } = await database.pool.query<{ role: string; super: boolean; owns: boolean }>(
    `select current_user as role,
       (select rolsuper from pg_roles where rolname = current_user) as super,
       pg_has_role(current_user, (select relowner from pg_class where oid = 'audit_log'::regclass), 'MEMBER') as owns`,
  );
  const { role, super: isSuper, owns } = rows[0]!;
  if (!isSuper && !owns) return undefined;
  return `The database role ${role} (DATABASE_URL) ${isSuper ? 'is a superuser' : 'owns the audit_log table'}, so the app could switch off the audit log's append-only triggers. Let a separate owner role run the migrations (DATABASE_MIGRATION_URL) and connect the app as a role without ownership (see docs/operations.md).`;
}
