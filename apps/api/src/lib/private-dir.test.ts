import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { notPrivate } from '../test/file-modes.ts';
import { createMailer } from './mailer.ts';
import { makePrivate } from './private-dir.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kinetic-private-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

// Each case runs as if the operator's umask let everyone read and write new files.
const umask = process.umask();
afterEach(() => {
  process.umask(umask);
});

describe('makePrivate', () => {
  it('makes a directory and everything under it private, leaving links and their targets alone', () => {
    const root = tempDir();
    const elsewhere = join(tempDir(), 'shared.txt');
    writeFileSync(elsewhere, 'not ours to change');
    chmodSync(elsewhere, 0o644);
    const data = join(root, 'data');
    mkdirSync(join(data, 'a/b/c'), { recursive: true });
    writeFileSync(join(data, 'top.json'), '{}');
    writeFileSync(join(data, 'a/b/c/deep.wal'), 'x');
    symlinkSync(elsewhere, join(data, 'a/link'));
    for (const path of ['', 'a', 'a/b', 'a/b/c']) chmodSync(join(data, path), 0o777);
    for (const path of ['top.json', 'a/b/c/deep.wal']) chmodSync(join(data, path), 0o666);

    makePrivate(data);

    expect(notPrivate(data)).toEqual([]);
    expect(lstatSync(elsewhere).mode & 0o777).toBe(0o644);
  });

  it('creates the directory, private, when it does not exist yet', () => {
    process.umask(0);
    const data = join(tempDir(), 'new/data');
    makePrivate(data);
    expect(notPrivate(data)).toEqual([]);
  });
});

describe('what the server writes into DATA_DIR', () => {
  it('the embedded database: every file private after opening, whatever the umask', async () => {
    process.umask(0);
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    try {
      await database.db.execute('create table t (x text)');
      expect(notPrivate(dataDir)).toEqual([]);
      expect(readdirSync(join(dataDir, 'pgdata')).length).toBeGreaterThan(10);
    } finally {
      await database.close();
    }
    // A first start: the database is created in the folder (initdb), which takes far longer than a
    // test's usual bound on a loaded 2-core machine.
  }, 120_000);

  it('the mail outbox: the folder 0700 and each mail 0600, whatever the umask', async () => {
    process.umask(0);
    const dataDir = tempDir();
    const mailer = createMailer({ smtpUrl: undefined, from: 'Kinetic <no-reply@kinetic.test>', dataDir }, {
      info: () => {},
      debug: () => {},
    } as never);
    await mailer.send({
      to: 'ann@example.com',
      subject: 'Reset',
      text: 'a link',
      link: 'http://x/r?token=1',
    });
    expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(1);
    expect(notPrivate(dataDir)).toEqual([]);
  });
});
