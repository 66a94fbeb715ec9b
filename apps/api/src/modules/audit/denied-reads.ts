import { HttpError } from '../../lib/http-error.ts';
import type { Limit, RateLimitStore } from '../../lib/rate-limiter.ts';
import type { AuditAction, AuditEntry, AuditRepository } from './audit.repository.ts';
import { MINUTE } from '../../lib/durations.ts';

export interface DeniedReadLimits {
  /** Repeats of one refused act (same actor, subject, action) within this window make one entry. */
  collapseWindowMs: number;
  /** Refused reads per actor: past the limit the actor is answered 429. */
  perActor: Limit;
}

export const DEFAULT_DENIED_READ_LIMITS: DeniedReadLimits = {
  collapseWindowMs: 10 * MINUTE,
  perActor: { max: 60, windowMs: 10 * MINUTE },
};

/** Repeats past the first also make an entry when their count reaches one of these. */
const MILESTONES = new Set([10, 100, 1000, 10_000]);

/**
 * Records refused reads (and failed sign-ins) without letting them flood the audit trail: the
 * first of a series within the window is recorded, then one entry at 10, 100, 1,000 repeats saying
 * how many; an actor making more refused reads than the limit is told to wait. Allowed reads of
 * another person's health data collapse the same way (`reads`).
 */
export function createDeniedReads(audit: AuditRepository, store: RateLimitStore, limits: DeniedReadLimits) {
  const minutes = Math.round(limits.collapseWindowMs / MINUTE);
  const readKey = (e: AuditEntry) =>
    `${e.actorId}:${e.subjectId}:${e.action}:${e.allowed ? 'allowed' : 'refused'}`;

  /** The entry to write for this repeat of a series, if it is the first or a milestone. */
  async function dueEntry(entry: AuditEntry, key: string): Promise<AuditEntry | undefined> {
    const { count } = await store.increment(`audit:repeat:${key}`, limits.collapseWindowMs);
    if (count === 1) return entry;
    if (!MILESTONES.has(count)) return undefined;
    const repeated = `repeated ${count} times within ${minutes} minutes`;
    return { ...entry, detail: entry.detail ? `${entry.detail}; ${repeated}` : repeated };
  }

  /** Counts a refused read of `actorId`; answers 429 past the limit. */
  async function limit(actorId: string) {
    const { count, resetAt } = await store.increment(`audit:denied:${actorId}`, limits.perActor.windowMs);
    if (count > limits.perActor.max) {
      const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      const minutesLeft = Math.ceil(seconds / 60);
      throw new HttpError(
        429,
        `Too many refused requests. Please try again in ${minutesLeft} minute${minutesLeft === 1 ? '' : 's'}.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
  }

  /**
   * A read of other people's health data, allowed or refused: each (actor, subject, action,
   * outcome) is one series, so a trainer paging through a client's history makes one entry, not
   * one per page. A refused read also counts against the actor's limit (429 past it).
   */
  async function reads(entries: AuditEntry[]) {
    const due = await Promise.all(entries.map((entry) => dueEntry(entry, readKey(entry))));
    await audit.recordMany(due.filter((e): e is AuditEntry => e !== undefined));
    const refusedBy = entries.find((e) => !e.allowed)?.actorId;
    if (refusedBy) await limit(refusedBy);
  }

  return {
    async record(entry: AuditEntry, key = `${entry.actorId}:${entry.subjectId}:${entry.action}`) {
      const due = await dueEntry(entry, key);
      if (due) await audit.record(due);
    },

    reads,

    /** The actor read these people's data (`action`), as allowed: `reads` of each of them. */
    allowedReads: (actorId: string, subjectIds: Iterable<string>, action: AuditAction) =>
      reads([...subjectIds].map((subjectId) => ({ actorId, subjectId, action, allowed: true }))),

    limit,
  };
}

export type DeniedReads = ReturnType<typeof createDeniedReads>;
