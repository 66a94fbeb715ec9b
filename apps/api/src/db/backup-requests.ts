import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BackupError } from './backup.ts';
import { isRunning } from './data-dir-lock.ts';

/**
 * How `npm run backup` asks the process that has the embedded database open (it holds the data
 * directory's lock; no other process may open it) to take a backup: a request file in DATA_DIR
 * naming the target, then SIGUSR2 to that process. It takes the backup and writes an answer file
 * next to the request. Files, not a socket: the lock already says which process to ask, and the
 * data directory is private to the server's user.
 */

const REQUEST = /^backup-request-([0-9a-f-]{36})\.json$/;
const requestFile = (dataDir: string, id: string) => join(dataDir, `backup-request-${id}.json`);
const answerFile = (dataDir: string, id: string) => join(dataDir, `backup-answer-${id}.json`);

interface Answer {
  error?: string;
}

/** Written whole or not at all: the reader never sees half a file. */
function writeWhole(file: string, value: unknown) {
  writeFileSync(`${file}.tmp`, JSON.stringify(value));
  renameSync(`${file}.tmp`, file);
}

/**
 * Answers backup requests in `dataDir` on SIGUSR2, from now on (installed before the data directory
 * is locked: the signal's default action would end the process). Requests wait until `serve` gives
 * the way to take a backup; `stop` removes the handler.
 */
export function answerBackupRequests(dataDir: string) {
  let take: ((target: string) => Promise<void>) | undefined;
  let queue = Promise.resolve();
  const answerAll = () => {
    if (!take) return;
    const backup = take;
    queue = queue.then(async () => {
      for (const name of existsSync(dataDir) ? readdirSync(dataDir) : []) {
        const id = REQUEST.exec(name)?.[1];
        if (!id) continue;
        const file = requestFile(dataDir, id);
        let answer: Answer = {};
        try {
          const { target } = JSON.parse(readFileSync(file, 'utf8')) as { target: string };
          rmSync(file);
          await backup(target);
        } catch (error) {
          rmSync(file, { force: true });
          answer = { error: error instanceof Error ? error.message : String(error) };
        }
        writeWhole(answerFile(dataDir, id), answer);
      }
    });
  };
  process.on('SIGUSR2', answerAll);
  return {
    serve(backup: (target: string) => Promise<void>) {
      take = backup;
      // Requests that came while the database was opening.
      answerAll();
    },
    /** Stops answering once the backups under way are written. */
    async stop() {
      process.off('SIGUSR2', answerAll);
      take = undefined;
      await queue;
    },
  };
}

/** Whether `pid` runs Node (where /proc tells): a stale lock's pid may now be another program. */
function isNode(pid: number): boolean {
  try {
    return /node/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * Asks process `pid`, which has the embedded database in `dataDir` open, for a backup into
 * `target`, and waits for its answer (at most `timeoutMs`).
 */
export async function requestBackup(dataDir: string, pid: number, target: string, timeoutMs: number) {
  if (!isNode(pid)) {
    throw new BackupError(
      `The lock file ${join(dataDir, 'kinetic.lock')} names process ${pid}, which is not a Kinetic server. If no server runs on ${dataDir}, remove the lock file and try again.`,
    );
  }
  const id = randomUUID();
  const request = requestFile(dataDir, id);
  const answer = answerFile(dataDir, id);
  try {
    writeWhole(request, { target });
  } catch (error) {
    throw new BackupError(
      `Cannot write the request into ${dataDir} (${(error as NodeJS.ErrnoException).code}): run the backup as the user who runs the server.`,
    );
  }
  try {
    process.kill(pid, 'SIGUSR2');
  } catch (error) {
    rmSync(request, { force: true });
    throw new BackupError(
      `Could not signal the server (process ${pid}): ${(error as NodeJS.ErrnoException).code}. Run the backup as the user who runs the server.`,
    );
  }
  const end = Date.now() + timeoutMs;
  while (!existsSync(answer)) {
    if (!isRunning(pid)) {
      rmSync(request, { force: true });
      throw new BackupError(`The server (process ${pid}) stopped before it answered; run the backup again.`);
    }
    if (Date.now() > end) {
      rmSync(request, { force: true });
      throw new BackupError(
        `The server (process ${pid}) did not answer within ${Math.round(timeoutMs / 1000)} s. Its log may say why; a larger --timeout gives it longer.`,
      );
    }
    await sleep(100);
  }
  const { error } = JSON.parse(readFileSync(answer, 'utf8')) as Answer;
  rmSync(answer, { force: true });
  if (error) throw new BackupError(`The server could not take the backup: ${error}`);
}
