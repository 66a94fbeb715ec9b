import { clear, createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { QueryKey } from '@tanstack/react-query';
import { create } from 'zustand';
import type { FieldError } from './api-client.ts';

// The offline write queue's data: what a queued write is, the screens' view of the queue, and where
// the writes are kept on the device. Sending them is write-queue.ts's.

/** Why the server refused a write: its status and its own words. */
export interface WriteRefusal {
  status: number;
  error: string | undefined;
  errors: FieldError[];
}

/**
 * One write kept on the device until the server has it. Stored in IndexedDB, so that a reload, a
 * closed tab or a phone that kills the browser loses nothing of what the person entered.
 */
export interface QueuedWrite {
  /** Sent as the Idempotency-Key: sent twice (an answer lost), the server does it once. */
  key: string;
  /** Writes are sent in this order. */
  seq: number;
  /** Whose write it is: only their session sends it. */
  userId: string;
  method: 'DELETE' | 'PATCH' | 'POST' | 'PUT';
  /** Under /api. */
  path: string;
  body: unknown;
  /** What it changes (e.g. `workout:<id>`): how a screen finds its own writes. */
  subject: string;
  /** What the person entered, in words: shown to copy when the server refuses the write. */
  summary: string[];
  /** The queries to fetch again once the server has answered it. */
  invalidates: QueryKey[];
  /**
   * What the screen shows of it while it waits, when its body alone cannot tell (a diary entry's
   * name and nutrients, computed from the food when it was entered).
   */
  shown?: unknown;
  /**
   * Refusals that mean the write's aim is met already (a deletion answered 404: the entry is gone,
   * say because an earlier attempt's answer was lost): the write leaves the queue as sent.
   */
  doneWhen?: number[];
  createdAt: string;
  /** Set when the server refused it: it then stays until the person dismisses it. */
  refusal?: WriteRefusal;
}

export type NewWrite = Pick<
  QueuedWrite,
  'method' | 'path' | 'body' | 'subject' | 'summary' | 'invalidates' | 'shown' | 'doneWhen'
>;

/** What became of a write on its first attempt. */
export type WriteOutcome =
  | { state: 'sent'; answer: unknown }
  | { state: 'waiting' }
  /** `key`: the refused write's, for a screen that shows the refusal itself (dismissWrite). */
  | { state: 'refused'; refusal: WriteRefusal; key: string };

interface WriteQueueState {
  /** Every write on the device, in order. */
  entries: QueuedWrite[];
  /** False until the device's writes have been read (a screen then shows them applied). */
  loaded: boolean;
}

export const useWriteQueue = create<WriteQueueState>()(() => ({ entries: [], loaded: false }));

let database: UseStore | null = null;
const db = () => (database ??= createStore('kinetic-writes', 'queue'));

const bySeq = (a: QueuedWrite, b: QueuedWrite) => a.seq - b.seq;

export async function readStored(): Promise<QueuedWrite[]> {
  try {
    return (await entries<string, QueuedWrite>(db())).map(([, entry]) => entry).sort(bySeq);
  } catch {
    // No IndexedDB (a browser that refuses it): the writes of this page are kept in memory only.
    return useWriteQueue.getState().entries;
  }
}

export async function store(entry: QueuedWrite): Promise<void> {
  try {
    await set(entry.key, entry, db());
  } catch {
    // As above: kept in memory for as long as the page lives.
  }
}

export async function remove(keys: string[]): Promise<void> {
  try {
    await Promise.all(keys.map((key) => del(key, db())));
  } catch {
    // Nothing stored to remove.
  }
}

/** Deletes every stored write (the queue's purge). */
export async function clearStored(): Promise<void> {
  await clear(db());
}
