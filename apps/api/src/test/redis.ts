import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';

/** The Redis server the resilience tests use (`npm run test:resilience` sets REDIS_URL). */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A key prefix of its own for one test, so that runs at the same time never share a count. */
export const uniqueRedisPrefix = () => `kinetic-test:${randomBytes(6).toString('hex')}:`;

/** A plain connection to the test Redis, to look at what the code under test stored. */
export async function rawRedis() {
  const client = createClient({ url: TEST_REDIS_URL });
  await client.connect();
  return client;
}

/** The keys under a prefix with their time to live (ms). */
export async function keysUnder(prefix: string): Promise<Map<string, number>> {
  const client = await rawRedis();
  try {
    const found = new Map<string, number>();
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) {
      for (const key of keys) found.set(key.slice(prefix.length), await client.pTTL(key));
    }
    return found;
  } finally {
    await client.close();
  }
}

/** Deletes what a test left under its prefix. */
export async function dropKeys(prefix: string): Promise<void> {
  const client = await rawRedis();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) {
      if (keys.length) await client.del(keys);
    }
  } finally {
    await client.close();
  }
}
