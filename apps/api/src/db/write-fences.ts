/** A PostgreSQL WAL position (`16/B374D848`) as a number that compares. */
export function walPosition(lsn: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn);
  if (!match) throw new Error(`Not a WAL position: ${lsn}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

interface Fence {
  /** Writes of this caller still running: their position is not known yet. */
  running: number;
  /** The primary's WAL position after the caller's last finished write. */
  after: bigint;
  /** A write whose position could not be read holds the fence until this time (ms). */
  until: number;
}

export interface WriteFencesOptions {
  /** Asks the replica how far it has replayed (`pg_last_wal_replay_lsn()`). */
  replayed: () => Promise<bigint>;
  /** How long a position the replica reported is trusted before it is asked again. */
  refreshMs?: number;
  /** How long a write whose position is unknown keeps its caller on the primary. */
  unknownMs?: number;
}

/**
 * Which callers must read on the primary: those with a write running, and those whose last write
 * the replica has not replayed yet. A caller is a key of the caller's choosing (a session, a user).
 *
 * A write marks its caller before it starts (`begin`) and gives the primary's WAL position once it
 * has committed (`end`); until the replica reports a replay position at or past it, `holds` is true.
 * The replica is asked again when a fence holds and its last report is older than `refreshMs`, in
 * the background: `holds` never waits, it answers "primary" until a newer report lifts the fence.
 */
export class WriteFences {
  readonly #fences = new Map<string, Fence>();
  readonly #options: WriteFencesOptions;
  #replayed = 0n;
  #askedAt = 0;
  #asking: Promise<void> | undefined;

  constructor(options: WriteFencesOptions) {
    this.#options = options;
  }

  /** A write of this caller starts: their reads go to the primary until it is replayed. */
  begin(caller: string) {
    const fence = this.#fences.get(caller);
    if (fence) fence.running++;
    else this.#fences.set(caller, { running: 1, after: 0n, until: 0 });
  }

  /**
   * The write `begin` announced has finished: its changes are in the primary's WAL before `after`.
   * Several callers (the session and the user) may be given the same position. Undefined: the
   * primary did not say (it failed after the write); the fence then holds for `unknownMs`.
   */
  end(caller: string, after: bigint | undefined) {
    const fence = this.#fences.get(caller);
    if (!fence) return;
    fence.running = Math.max(0, fence.running - 1);
    if (after === undefined) fence.until = Date.now() + (this.#options.unknownMs ?? 60_000);
    else if (after > fence.after) fence.after = after;
    this.#forgetPassed(caller, fence);
  }

  /** Whether this caller's reads must go to the primary now. */
  holds(caller: string): boolean {
    const fence = this.#fences.get(caller);
    if (!fence) return false;
    if (this.#forgetPassed(caller, fence)) return false;
    this.#askReplica();
    return true;
  }

  /** How many callers are fenced (running writes or not yet replayed). */
  get size(): number {
    return this.#fences.size;
  }

  /** Waits for the replica's report being asked for, if any (tests, closing). */
  async settle(): Promise<void> {
    await this.#asking;
  }

  #forgetPassed(caller: string, fence: Fence): boolean {
    if (fence.running > 0 || fence.after > this.#replayed || fence.until > Date.now()) return false;
    this.#fences.delete(caller);
    return true;
  }

  #askReplica() {
    if (this.#asking || Date.now() - this.#askedAt < (this.#options.refreshMs ?? 5)) return;
    this.#asking = this.#options.replayed().then(
      (position) => {
        this.#askedAt = Date.now();
        this.#asking = undefined;
        if (position <= this.#replayed) return;
        this.#replayed = position;
        // Callers who never read again are forgotten once the replica has caught up with them.
        for (const [caller, fence] of this.#fences) this.#forgetPassed(caller, fence);
      },
      () => {
        // A replica that does not answer keeps the fences up; the reads stay on the primary.
        this.#askedAt = Date.now();
        this.#asking = undefined;
      },
    );
  }
}
