import { describe, expect, it } from 'vitest';
import type { JsonText } from '../db/json.ts';
import { createAnswerCaches, createVersionedCache } from './versioned-cache.ts';

const text = (s: string) => s as JsonText<unknown>;

/** A build the test lets finish, counting how often it ran. */
function gatedBuild(version: number, answer: string | undefined) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const build = Object.assign(
    async () => {
      build.runs++;
      await gate;
      return answer === undefined ? undefined : { version, answer: text(answer) };
    },
    { runs: 0, open: () => open() },
  );
  return build;
}

describe('a versioned cache', () => {
  it('sends a kept answer only at the version it was read at', async () => {
    const cache = createVersionedCache<unknown>('test');
    const v1 = async () => ({ version: 1, answer: text('one') });
    const v2 = async () => ({ version: 2, answer: text('two') });
    expect(await cache.read('k', 1, v1)).toBe('one');
    expect(await cache.read('k', 1, v2)).toBe('one');
    expect(await cache.read('k', 2, v2)).toBe('two');
    expect(cache.stats()).toMatchObject({ name: 'test', hits: 1, misses: 2, entries: 1 });
  });

  it('lets readers that miss together wait for one build', async () => {
    const cache = createVersionedCache<unknown>('test');
    const build = gatedBuild(3, 'three');
    const reads = [cache.read('k', 3, build), cache.read('k', 3, build), cache.read('k', 3, build)];
    build.open();
    expect(await Promise.all(reads)).toEqual(['three', 'three', 'three']);
    expect(build.runs).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 3 });
    expect(await cache.read('k', 3, build)).toBe('three');
    expect(build.runs).toBe(1);
  });

  it('a reader whose shared build found nothing builds for itself', async () => {
    const cache = createVersionedCache<unknown>('test');
    const none = gatedBuild(4, undefined);
    const first = cache.read('k', 4, none);
    const second = cache.read('k', 4, async () => ({ version: 4, answer: text('mine') }));
    none.open();
    expect(await first).toBeUndefined();
    expect(await second).toBe('mine');
  });

  it('counts evictions past its bound, and keeps nothing at a bound of 0', async () => {
    const small = createVersionedCache<unknown>('small', 40);
    await small.read('a', 1, async () => ({ version: 1, answer: text('x'.repeat(12)) }));
    await small.read('b', 1, async () => ({ version: 1, answer: text('y'.repeat(12)) }));
    expect(small.stats()).toMatchObject({ entries: 1, evictions: 1 });

    const off = createVersionedCache<unknown>('off', 0);
    let runs = 0;
    const build = async () => ({ version: 1, answer: text(`built ${++runs}`) });
    expect(await off.read('k', 1, build)).toBe('built 1');
    expect(await off.read('k', 1, build)).toBe('built 2');
    expect(off.stats()).toMatchObject({ hits: 0, misses: 2, entries: 0, bytes: 0 });
  });

  it('the process list names every cache made, each with the one bound', () => {
    const caches = createAnswerCaches(1024);
    caches.create('pages');
    caches.create('lists');
    expect(caches.stats().map((s) => [s.name, s.maxBytes])).toEqual([
      ['pages', 1024],
      ['lists', 1024],
    ]);
  });
});
