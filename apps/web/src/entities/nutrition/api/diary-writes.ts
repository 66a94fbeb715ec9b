import { useQueryClient } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import {
  MEAL_LABELS,
  type DiaryCopyInput,
  type DiaryDay,
  type DiaryEntry,
  type DiaryEntryChange,
  type DiaryEntryInput,
} from '@kinetic/contracts/food-diary';
import { diaryCalls } from '@kinetic/contracts/food-diary-calls';
import { mealKeys } from '../../meals/api/meal-keys.ts';
import { ApiError, apiPath, callApi } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import {
  dismissRefused,
  dismissWrite,
  enqueueWrite,
  useWriteQueue,
  type NewWrite,
  type WriteOutcome,
} from '../../../lib/write-queue.ts';
import { DIARY_SUBJECT, entryInWords, waitingEntryId, type ShownDiaryWrite } from '../lib/queued-diary.ts';
import { nutritionKeys } from './nutrition-keys.ts';

/** An entry as shown before the server has it: its values, with an id of the device's own. */
export type EntryShown = Omit<DiaryEntry, 'id' | 'clientId' | 'createdAt'>;

const queue = (write: Omit<NewWrite, 'subject' | 'shown'> & { shown: ShownDiaryWrite }) =>
  enqueueWrite({ ...write, subject: DIARY_SUBJECT });

const key = () => crypto.randomUUID();

/**
 * The client's writes of their food diary, through the device's write queue (lib/write-queue.ts):
 * each is kept on the device first and shown at once (see withWaitingDiaryWrites), then sent in
 * order with its own Idempotency-Key, at once when online and otherwise when the network is back.
 * Each call resolves with what became of it on that attempt (sent, waiting, refused).
 *
 * `writes` are the diary's writes still on the device (waiting, or refused until dismissed).
 */
export function useDiaryWrites() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?.id);
  const clientId = userId ?? '';
  const loaded = useWriteQueue((s) => s.loaded);
  const writes = useWriteQueue(
    useShallow((s) => s.entries.filter((e) => e.subject === DIARY_SUBJECT && e.userId === userId)),
  );
  const invalidates = [nutritionKeys.diary];
  /** Entries of the device's own, for one write (`id` filled in, `createdAt` now). */
  const asWaiting = (entries: EntryShown[]): DiaryEntry[] => {
    const writeKey = key();
    const now = new Date().toISOString();
    return entries.map((e, i) => ({ ...e, id: waitingEntryId(writeKey, i), clientId, createdAt: now }));
  };
  /** The entries of a meal of a day as the device has them (nothing when it never read that day). */
  const mealOf = async (date: string, meal: DiaryCopyInput['meal']): Promise<DiaryEntry[]> => {
    try {
      const day = await queryClient.ensureQueryData<DiaryDay>({
        queryKey: nutritionKeys.diaryDay(date),
        queryFn: () => callApi(diaryCalls.day, { query: { date } }),
        retry: false,
      });
      return day.entries.filter((e) => e.mealType === meal);
    } catch {
      return [];
    }
  };

  return {
    loaded,
    writes,
    /** Logs a food (its values as the screen computed them, amountOf) or a quick entry. */
    log: (body: DiaryEntryInput, shown: EntryShown) => {
      const added = asWaiting([shown]);
      return queue({
        method: diaryCalls.log.method,
        path: apiPath(diaryCalls.log),
        body,
        summary: added.map(entryInWords),
        invalidates,
        shown: { added },
      });
    },
    /** Changes an entry; `shown` is it as changed. */
    change: (entry: DiaryEntry, body: DiaryEntryChange, shown: DiaryEntry) =>
      queue({
        method: diaryCalls.change.method,
        path: apiPath(diaryCalls.change, { params: { id: entry.id } }),
        body,
        summary: [entryInWords(shown)],
        invalidates,
        shown: { changed: shown },
      }),
    /** Deletes an entry; one already gone (a lost answer sent again) is deleted. */
    remove: (entry: DiaryEntry) =>
      queue({
        method: diaryCalls.remove.method,
        path: apiPath(diaryCalls.remove, { params: { id: entry.id } }),
        body: undefined,
        summary: [`Delete ${entryInWords(entry)}`],
        invalidates,
        shown: { removed: entry.id },
        doneWhen: [404],
      }),
    /** Copies a meal of a day to another; shown with the entries the device has of it. */
    copy: async (body: DiaryCopyInput) => {
      const from = await mealOf(body.fromDate, body.meal);
      const added = asWaiting(
        from.map((e) => ({ ...e, date: body.toDate, mealType: body.toMeal ?? body.meal })),
      );
      return queue({
        method: diaryCalls.copy.method,
        path: apiPath(diaryCalls.copy),
        body,
        summary: added.length
          ? added.map(entryInWords)
          : [`Copy ${body.fromDate}, ${MEAL_LABELS[body.meal]} to ${body.toDate}`],
        invalidates,
        shown: { added },
      });
    },
    /** Logs a planned meal (and marks it eaten); shown with the meal's own numbers. */
    fromMeal: (mealId: string, shown: EntryShown[]) => {
      const added = asWaiting(shown);
      return queue({
        method: diaryCalls.fromMeal.method,
        path: apiPath(diaryCalls.fromMeal, { params: { id: mealId } }),
        body: undefined,
        summary: added.map(entryInWords),
        invalidates: [...invalidates, mealKeys.all],
        shown: { added },
      });
    },
    dismiss: () => dismissRefused(DIARY_SUBJECT),
  };
}

/**
 * How long a dialog waits for the server's answer before it closes with the write kept on the
 * device: a hung connection (a gym's half network) must not hold the dialog for the queue's 30 s.
 */
export const ANSWER_WAIT_MS = 2_000;

/**
 * For a screen that is still open when its write is answered (a dialog, a confirmation): a refusal
 * within ANSWER_WAIT_MS is shown there, as an error of the call, and leaves the queue. Sent: the
 * answer; waiting for the network (or no answer yet): null, and a later refusal is the diary's to
 * show (WriteStatus).
 */
export async function shownHere<T>(outcome: Promise<WriteOutcome>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<WriteOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ state: 'waiting' }), ANSWER_WAIT_MS);
  });
  const done = await Promise.race([outcome, late]);
  clearTimeout(timer);
  if (done.state === 'sent') return done.answer as T;
  if (done.state === 'waiting') return null;
  await dismissWrite(done.key);
  throw new ApiError(done.refusal.status, done.refusal.error, done.refusal.errors);
}
