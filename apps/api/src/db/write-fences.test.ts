import { describe, expect, it } from 'vitest';
import { walPosition, WriteFences } from './write-fences.ts';

/** A replica whose replay position the test sets, and how often it was asked. */
function replicaAt(start: bigint) {
  const state = { at: start, asked: 0, down: false };
  const fences = new WriteFences({
    replayed: async () => {
      state.asked++;
      if (state.down) throw new Error('connection refused');
      return state.at;
    },
    refreshMs: 0,
    unknownMs: 50,
  });
  return { state, fences };
}

describe('walPosition', () => {
  it('orders WAL positions as PostgreSQL does, across the high half', () => {
    expect(walPosition('0/16B3748')).toBe(0x16b3748n);
    expect(walPosition('1/0')).toBeGreaterThan(walPosition('0/FFFFFFFF'));
    expect(walPosition('16/b374d848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(() => walPosition('not a position')).toThrow(/Not a WAL position/);
  });
});

describe('WriteFences', () => {
  it('keeps a caller on the primary from the start of a write until the replica has replayed past it', async () => {
    const { state, fences } = replicaAt(100n);
    expect(fences.holds('session:a')).toBe(false);

    fences.begin('session:a');
    expect(fences.holds('session:a')).toBe(true);
    expect(fences.holds('session:b')).toBe(false);

    fences.end('session:a', 150n);
    await fences.settle();
    expect(fences.holds('session:a')).toBe(true);

    state.at = 149n;
    await fences.settle();
    expect(fences.holds('session:a')).toBe(true);
    await fences.settle();

    state.at = 150n;
    fences.holds('session:a');
    await fences.settle();
    expect(fences.holds('session:a')).toBe(false);
    expect(fences.size).toBe(0);
  });

  it('holds while any of a caller’s writes runs, and up to the furthest of them', async () => {
    const { state, fences } = replicaAt(0n);
    fences.begin('user:1');
    fences.begin('user:1');
    fences.end('user:1', 300n);
    state.at = 1_000n;
    fences.holds('user:1');
    await fences.settle();
    // The second write has not finished: its position is not known yet.
    expect(fences.holds('user:1')).toBe(true);
    fences.end('user:1', 200n);
    expect(fences.holds('user:1')).toBe(false);
  });

  it('keeps the fence up while the replica does not answer', async () => {
    const { state, fences } = replicaAt(0n);
    fences.begin('user:1');
    fences.end('user:1', 10n);
    state.at = 20n;
    state.down = true;
    fences.holds('user:1');
    await fences.settle();
    expect(fences.holds('user:1')).toBe(true);
    state.down = false;
    await fences.settle();
    fences.holds('user:1');
    await fences.settle();
    expect(fences.holds('user:1')).toBe(false);
  });

  it('holds for a while when the write’s position could not be read', async () => {
    const { state, fences } = replicaAt(1_000n);
    fences.begin('user:1');
    fences.end('user:1', undefined);
    fences.holds('user:1');
    await fences.settle();
    expect(state.at).toBe(1_000n);
    expect(fences.holds('user:1')).toBe(true);
    await new Promise((r) => setTimeout(r, 60));
    expect(fences.holds('user:1')).toBe(false);
  });

  it('forgets callers who never read again once the replica has passed them', async () => {
    const { state, fences } = replicaAt(0n);
    for (const caller of ['session:a', 'session:b', 'session:c']) {
      fences.begin(caller);
      fences.end(caller, 10n);
    }
    fences.begin('session:d');
    fences.end('session:d', 99n);
    state.at = 50n;
    fences.holds('session:a');
    await fences.settle();
    expect(fences.size).toBe(1);
    expect(fences.holds('session:d')).toBe(true);
  });
});
