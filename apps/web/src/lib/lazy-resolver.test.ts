import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver.ts';

const schema = z.object({ email: z.email('Invalid email address') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

/** A lazy resolver whose first load fails (as when offline), with the number of loads so far. */
function failingFirstLoad() {
  let loads = 0;
  const lazy = lazyResolver(async () => {
    if (++loads === 1) throw new Error('offline');
    return zodResolver(schema);
  });
  return { lazy, loads: () => loads };
}

describe('lazyResolver', () => {
  it('loads the real resolver once, on first use, and answers what it answers', async () => {
    let loads = 0;
    const lazy = lazyResolver(async () => {
      loads++;
      return zodResolver(schema);
    });
    expect(loads).toBe(0);
    const bad = await lazy.resolver({ email: 'nope' }, undefined, options);
    expect(bad.errors.email?.message).toBe('Invalid email address');
    const good = await lazy.resolver({ email: 'ann@example.com' }, undefined, options);
    expect(good).toEqual({ values: { email: 'ann@example.com' }, errors: {} });
    lazy.preload();
    expect(loads).toBe(1);
  });

  it('a failed load fails that check and is tried again on the next one', async () => {
    const { lazy, loads } = failingFirstLoad();
    await expect(lazy.resolver({ email: 'x' }, undefined, options)).rejects.toThrow('offline');
    await expect(lazy.resolver({ email: 'x' }, undefined, options)).resolves.toMatchObject({
      errors: { email: { message: 'Invalid email address' } },
    });
    expect(loads()).toBe(2);
  });

  it('a failed preload is not thrown, and the first check loads again', async () => {
    const { lazy, loads } = failingFirstLoad();
    lazy.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const answer = await lazy.resolver({ email: 'ann@example.com' }, undefined, options);
    expect(answer.errors).toEqual({});
    expect(loads()).toBe(2);
  });
});
