import { DIARY_CONFLICT_GONE, diaryConflictRefused } from '@kinetic/contracts/offline';
import {
  MEAL_LABELS,
  totalsOf,
  versusTargetsOf,
  type DiaryDay,
  type DiaryEntry,
} from '@kinetic/contracts/food-diary';
import type { QueuedWrite, WriteRefusal } from '../../../lib/write-queue.ts';

/** The subject of the food diary's writes in the device's write queue (every day's). */
export const DIARY_SUBJECT = 'diary';

/**
 * What a diary write shows while it waits (its `shown`): entries added (with ids of the device's
 * own until the server gives theirs), an entry as changed, or the id of an entry deleted.
 */
export type ShownDiaryWrite = { added: DiaryEntry[] } | { changed: DiaryEntry } | { removed: string };

/** The id a waiting entry is shown with: never an id of the server's. */
export const waitingEntryId = (key: string, index: number) => `waiting-${key}-${index}`;

const isShown = (shown: unknown): shown is ShownDiaryWrite =>
  typeof shown === 'object' &&
  shown !== null &&
  ('added' in shown || 'changed' in shown || 'removed' in shown);

/**
 * The day as the client left it on this device: the server's copy with the waiting writes applied
 * in order (entries added, changed, deleted), its totals and what remains of the targets summed
 * again. `waiting` holds the ids of the entries shown that the server does not have as shown.
 */
export function withWaitingDiaryWrites(
  day: DiaryDay,
  writes: readonly QueuedWrite[],
): { day: DiaryDay; waiting: ReadonlySet<string> } {
  const waiting = new Set<string>();
  let entries = day.entries;
  for (const write of writes) {
    if (write.refusal || !isShown(write.shown)) continue;
    const shown = write.shown;
    if ('added' in shown) {
      const added = shown.added.filter((e) => e.date === day.date);
      added.forEach((e) => waiting.add(e.id));
      entries = [...entries, ...added];
    } else if ('changed' in shown) {
      const { changed } = shown;
      const known = entries.some((e) => e.id === changed.id);
      entries = entries.filter((e) => e.id !== changed.id);
      if (known && changed.date === day.date) {
        entries = [...entries, changed];
        waiting.add(changed.id);
      }
    } else {
      entries = entries.filter((e) => e.id !== shown.removed);
    }
  }
  if (entries === day.entries) return { day, waiting };
  const totals = totalsOf(entries);
  return {
    day: { ...day, entries, totals, versusTargets: versusTargetsOf(totals, day.targets) },
    waiting,
  };
}

const amountText = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** An entry in words the client can copy: its day and meal, food, amount and energy. */
export const entryInWords = (entry: DiaryEntry): string =>
  `${entry.date}, ${MEAL_LABELS[entry.mealType]}: ${entry.name}${entry.amount ? `, ${entry.amount}` : ''}, ${amountText(entry.kcal)} kcal`;

/**
 * An entry with a new amount, as the server computes it: nutrients are per gram (or per serving)
 * times the amount, so they scale with it.
 */
export function rescaled(entry: DiaryEntry, amount: { grams?: number; servings?: number }): DiaryEntry {
  const before = entry.grams ?? entry.servings;
  const after = amount.grams ?? amount.servings;
  if (!before || after === undefined) return entry;
  const factor = after / before;
  const scale = (n: number) => Math.round(n * factor * 10) / 10;
  return {
    ...entry,
    grams: amount.grams ?? entry.grams,
    servings: amount.servings ?? entry.servings,
    amount: amount.grams !== undefined ? `${amountText(after)} g` : `${amountText(after)} servings`,
    kcal: scale(entry.kcal),
    protein: scale(entry.protein),
    carbs: scale(entry.carbs),
    fat: scale(entry.fat),
    fiber: entry.fiber === null ? null : scale(entry.fiber),
  };
}

/**
 * Why the server refused a diary write sent after being offline, in the client's words: 404 when
 * the entry (or the food it names) is gone, otherwise the server's own sentence (a day or the
 * diary full, a planned meal logged already).
 */
export function diaryRefusalText(refusal: WriteRefusal): string {
  if (refusal.status === 404) return DIARY_CONFLICT_GONE;
  return diaryConflictRefused(refusal.errors[0]?.msg ?? refusal.error);
}
