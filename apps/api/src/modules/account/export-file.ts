import { randomUUID } from 'node:crypto';
import { open, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { User } from '@kinetic/contracts/auth';
import { PRIVATE_FILE_MODE } from '../../lib/private-dir.ts';
import type { ExportReader } from './account.repository.ts';

/** How much text is gathered before it is written: few system calls, little memory. */
const CHUNK = 64 * 1024;

/**
 * A scratch file nobody else can reach: created private in `dir` (the private DATA_DIR) and
 * unlinked at once. Its data stays readable through the handle until the handle is closed, and
 * nothing is left on disk whatever happens to the process.
 */
export async function scratchFile(dir: string): Promise<FileHandle> {
  const path = join(dir, `.export-${randomUUID()}.json`);
  const file = await open(path, 'wx+', PRIVATE_FILE_MODE);
  await unlink(path).catch(async (error: unknown) => {
    await file.close();
    throw error;
  });
  return file;
}

/** Appends text to `file`, a chunk at a time. */
export function chunkedWriter(file: FileHandle) {
  let pending: string[] = [];
  let size = 0;
  const flush = async () => {
    if (size === 0) return;
    const text = pending.join('');
    pending = [];
    size = 0;
    await file.write(text);
  };
  const write = async (text: string) => {
    pending.push(text);
    size += text.length;
    if (size >= CHUNK) await flush();
  };
  return { write, flush };
}

/**
 * Writes the export document (the contract's accountExport, keys in its order) a page of rows at
 * a time: however much a person has stored, only one page is in memory.
 */
export async function writeExport(
  write: (text: string) => Promise<void>,
  head: { exportedAt: string; profile: User },
  data: ExportReader,
): Promise<void> {
  const json = JSON.stringify;
  const array = async (key: string, pages: AsyncGenerator<unknown[]>, separator = ',') => {
    await write(`${separator}${json(key)}:[`);
    let first = true;
    for await (const page of pages) {
      for (const item of page) {
        await write(first ? json(item) : `,${json(item)}`);
        first = false;
      }
    }
    await write(']');
  };
  await write(`{"exportedAt":${json(head.exportedAt)},"profile":${json(head.profile)}`);
  await array('intake', data.intake());
  await array('workouts', data.workouts());
  await array('performedSets', data.performedSets());
  await array('meals', data.meals());
  await array('progress', data.progress());
  await array('sessions', data.sessions());
  await array('accessLog', data.accessLog());
  await array('notifications', data.notifications());
  await array('messages', data.messages());
  await array('conditions', data.conditions());
  await array('programAssignments', data.programAssignments());
  await write(`,"body":${json(await data.body())}`);
  await write(`,"plates":${json(await data.plates())}`);
  await array('nutritionTargets', data.nutritionTargets());
  await array('nutritionTargetChanges', data.nutritionTargetChanges());
  await array('foodDiary', data.foodDiary());
  await array('nutritionAdjustments', data.nutritionAdjustments());
  await array('habits', data.habits());
  await array('trainingMaxes', data.trainingMaxes());
  await array('checkIns', data.checkIns());
  await array('checkInTemplates', data.checkInTemplates());
  await array('customFoods', data.customFoods());
  await write(`,"calendarFeed":${json(await data.calendarFeed())}`);
  await write(',"authoredForOthers":{');
  await array('workoutIds', data.authoredWorkoutIds(), '');
  await array('mealIds', data.authoredMealIds());
  await write('}}');
}
