import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackupError, prepareBackupFolder } from '../db/backup.ts';
import { openDatabase } from '../db/client.ts';
import { fileStorage } from '../lib/object-storage/file-storage.ts';
import { bundleServer, runCli, type ServerBundle } from '../test/server-process.ts';
import { pgliteTemplate } from '../test/template-database.ts';

// The command on an embedded database in a folder, a copy of the run's migrated template (the
// folder rule is the same on PostgreSQL, and is checked before any database is opened).
let dir: string;
let dataDir: string;
let bundle: ServerBundle;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinetic-backup-cli-'));
  dataDir = join(dir, 'data');
  await (await openDatabase({ dataDir, restoreFrom: await pgliteTemplate() })).close();
  bundle = await bundleServer();
}, 60_000);
afterAll(() => {
  bundle?.remove();
  rmSync(dir, { recursive: true, force: true });
});

const backup = (backupDir: string) =>
  runCli(bundle.cli.backup, [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir, DEMO: '0' });

describe('npm run backup and its folder', () => {
  it('refuses a folder any user may write in, naming BACKUP_DIR, and writes nothing', async () => {
    const shared = join(dir, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    const res = await backup(shared);
    expect(res.code).toBe(2);
    expect(res.out).toContain(
      `backup: The backup folder ${shared} is not private: any user may write in it.`,
    );
    expect(res.out).toContain('Set BACKUP_DIR');
    expect(readdirSync(shared)).toEqual([]);
  }, 60_000);

  it('creates a missing folder private and writes the backup there', async () => {
    const made = join(dir, 'new', 'backups');
    const res = await backup(made);
    expect(res.out).toContain('Backup written:');
    expect(res.code).toBe(0);
    expect(statSync(made).mode & 0o777).toBe(0o700);
    expect(readdirSync(made)).toEqual([expect.stringMatching(/^kinetic-.*\.tar\.gz$/)]);
  }, 60_000);

  it('takes a group-writable folder of the user’s own, not one that belongs to someone else', () => {
    const team = join(dir, 'team');
    mkdirSync(team);
    chmodSync(team, 0o770);
    expect(() => prepareBackupFolder(team)).not.toThrow();
    // Seen from another user: the same folder is someone else's, and their group may write in it.
    const owner = statSync(team).uid;
    const getuid = vi.spyOn(process, 'getuid').mockReturnValue(owner + 1);
    try {
      expect(() => prepareBackupFolder(team)).toThrow(BackupError);
      expect(() => prepareBackupFolder(team)).toThrow(
        `it belongs to another user (uid ${owner}) and their group may write in it`,
      );
    } finally {
      getuid.mockRestore();
    }
  });
});

describe('npm run backup and restore with photos under DATA_DIR', () => {
  it('writes the photos beside the backup, and restore puts them back, private', async () => {
    const photo = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 255, 0]);
    await fileStorage(join(dataDir, 'objects')).put('progress-photos/c1/p1-full.webp', photo, 'image/webp');
    const out = join(dir, 'with-photos', 'kinetic-photos.tar.gz');
    const made = await runCli(bundle.cli.backup, ['--out', out], { DATA_DIR: dataDir, DEMO: '0' });
    expect(made.out).toContain('Photos written:');
    expect(made.code).toBe(0);
    expect(readdirSync(join(dir, 'with-photos')).sort()).toEqual([
      'kinetic-photos.objects.tar',
      'kinetic-photos.tar.gz',
    ]);
    expect(statSync(join(dir, 'with-photos', 'kinetic-photos.objects.tar')).mode & 0o777).toBe(0o600);

    const restored = join(dir, 'restored');
    const back = await runCli(bundle.cli.restore, [out], { DATA_DIR: restored, DEMO: '0' });
    expect(back.out).toContain('Restored the photos');
    expect(back.code).toBe(0);
    const file = join(restored, 'objects', 'progress-photos', 'c1', 'p1-full.webp');
    expect(readFileSync(file).equals(photo)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(restored, 'objects', 'progress-photos')).mode & 0o777).toBe(0o700);
  }, 120_000);
});
