import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answerBackupRequests, requestBackup } from './backup-requests.ts';

// The request and its answer between `npm run backup` and the process holding the data directory,
// here one process asking itself (the signal goes to this test's own process).
const dir = mkdtempSync(join(tmpdir(), 'kinetic-backup-requests-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backup requests', () => {
  it('takes the backup the request names, and answers the error a backup met', async () => {
    const answers = answerBackupRequests(dir);
    const taken: string[] = [];
    answers.serve(async (target) => {
      if (target.endsWith('full-disk')) throw new Error('ENOSPC: no space left on device');
      taken.push(target);
      writeFileSync(target, 'backup');
    });
    try {
      await requestBackup(dir, process.pid, join(dir, 'first'), 10_000);
      expect(taken).toEqual([join(dir, 'first')]);
      await expect(requestBackup(dir, process.pid, join(dir, 'full-disk'), 10_000)).rejects.toThrow(
        'The server could not take the backup: ENOSPC: no space left on device',
      );
    } finally {
      await answers.stop();
    }
    // No request or answer is left behind.
    expect(readdirSync(dir)).toEqual(['first']);
  });

  it('gives up with a message when the process does not answer in time', async () => {
    // Holding the signal but not serving yet: a server still opening its database.
    const answers = answerBackupRequests(dir);
    try {
      await expect(requestBackup(dir, process.pid, join(dir, 'late'), 1_000)).rejects.toThrow(
        `The server (process ${process.pid}) did not answer within 1 s`,
      );
    } finally {
      await answers.stop();
    }
    expect(readdirSync(dir).filter((name) => name.startsWith('backup-'))).toEqual([]);
  });
});
