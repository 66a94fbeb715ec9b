import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import { backupFileName, dumpPostgres, restorePostgres } from './backup.ts';
import { pgliteTemplate } from '../test/template-database.ts';
import { openDatabase } from './client.ts';
import { restoreDatabase } from './restore.ts';

// The embedded database's backup and restore as functions; the operators' commands on both
// databases, with writers running, are proven in backup.resilience.test.ts.
const dir = mkdtempSync(join(tmpdir(), 'kinetic-backup-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backup and restore of the embedded database', () => {
  it('restores what was backed up into an absent directory, and refuses to overwrite anything', async () => {
    // A copy of the run's migrated template, in a folder as the server keeps it.
    const source = await openDatabase({ dataDir: join(dir, 'source'), restoreFrom: await pgliteTemplate() });
    const target = join(dir, 'backups', backupFileName('pglite', new Date('2026-11-24T09:34:29.123Z')));
    try {
      await createUsersRepository(source.db).insert({
        email: 'kept@backup.test',
        username: 'kept',
        firstName: 'Kept',
        lastName: 'Whole',
        roles: ['CLIENT'],
        passwordHash: await hashPassword('Backup-test-1'),
      });
      await source.backup(target);
      await expect(source.backup(target)).rejects.toThrow(/already exists/);
    } finally {
      await source.close();
    }
    expect(target).toMatch(/kinetic-20261124T093429Z\.tar\.gz$/);
    // Only the owner may read it: it holds password hashes and health data.
    expect(statSync(target).mode & 0o077).toBe(0);

    const restoredDir = join(dir, 'restored');
    await restoreDatabase(target, { dataDir: restoredDir });
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect(await createUsersRepository(restored.db).emailTaken('kept@backup.test')).toBe(true);
    } finally {
      await restored.close();
    }
    await expect(restoreDatabase(target, { dataDir: restoredDir })).rejects.toThrow(
      /DATA_DIR .*restored is not empty \(.*pgdata/,
    );
    // Two databases opened on disk, a backup written and unpacked: longer than a test's usual bound
    // on a loaded 2-core machine.
  }, 120_000);

  it('refuses a missing file and a backup of the other kind of database before touching anything', async () => {
    const empty = join(dir, 'never-made');
    await expect(restoreDatabase(join(dir, 'nothing.tar.gz'), { dataDir: empty })).rejects.toThrow(
      /No backup at .*nothing\.tar\.gz/,
    );
    const dump = join(dir, 'kinetic.dump');
    writeFileSync(dump, 'PGDMP\u0001\u000e');
    await expect(restoreDatabase(dump, { dataDir: empty })).rejects.toThrow(
      /is a PostgreSQL backup: restore it with DATABASE_URL/,
    );
    const archive = join(dir, 'kinetic.tar.gz');
    writeFileSync(archive, Buffer.from([0x1f, 0x8b, 8, 0, 0]));
    // Refused before any connection: this server does not exist.
    await expect(
      restoreDatabase(archive, { databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: empty }),
    ).rejects.toThrow(/is a backup of the embedded database: restore it without DATABASE_URL/);
    expect(() => statSync(empty)).toThrow();
  });
});

describe('backup and restore on PostgreSQL', () => {
  it('names the missing PostgreSQL client tools before connecting', async () => {
    const path = process.env.PATH;
    process.env.PATH = join(dir, 'no-tools-here');
    try {
      // This server does not exist: the tool is looked for first.
      const url = 'postgres://nobody@127.0.0.1:1/none';
      await expect(dumpPostgres(url, join(dir, 'never.dump'))).rejects.toThrow(
        /pg_dump was not found on PATH: install the PostgreSQL client tools/,
      );
      const dump = join(dir, 'restore-me.dump');
      writeFileSync(dump, 'PGDMP\u0001\u000e');
      await expect(restorePostgres(dump, url)).rejects.toThrow(/pg_restore was not found on PATH/);
    } finally {
      process.env.PATH = path;
    }
    expect(() => statSync(join(dir, 'never.dump'))).toThrow();
  });
});
