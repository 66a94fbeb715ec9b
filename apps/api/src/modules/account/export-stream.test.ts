import { readdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { accountExport } from '@kinetic/contracts/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bulk } from '../../test/bulk.ts';

// Collecting garbage on demand, so that the heap measured is what is still in use.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let client: U;
let url: string;
const MEALS = 3_000;

beforeAll(async () => {
  t = await createTestApp();
  const trainer = await t.user({ roles: ['TRAINER'] });
  client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  // Meals of 50 foods each: about 11 KB a meal, some 35 MB of JSON in all.
  await bulk.meals(t, client.id, MEALS, { days: 300, foods: 50 });
  await bulk.progress(t, client.id, 2_000);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `http://127.0.0.1:${address.port}`;
}, 120_000);
afterAll(() => t.close());

const MB = 1024 * 1024;

describe('the export of a person with a lot of data', () => {
  it('streams: the memory the server uses does not grow with the size of the export', async () => {
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    let bytes = 0;
    const chunks: Buffer[] = [];
    const res = await fetch(`${url}/api/users/me/export`, {
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="kinetic-data-/);
    // Read as it arrives, keeping nothing: what stays in use is the server's.
    const reader = res.body!.getReader();
    for (let n = 0; ; n++) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      // Kept aside (outside the heap) to check the document afterwards.
      chunks.push(Buffer.from(value));
      if (n % 40 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
      }
    }
    console.log(
      `export of ${MEALS} meals: ${(bytes / MB).toFixed(1)} MB sent; heap in use grew by at most ${(peak / MB).toFixed(1)} MB`,
    );
    expect(bytes).toBeGreaterThan(25 * MB);
    expect(peak).toBeLessThan(bytes / 5);

    const data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    expect(data.meals).toHaveLength(MEALS);
    expect(data.progress).toHaveLength(2_000);
    expect(data.meals[0].items).toHaveLength(50);
    expect(accountExport.parse(data)).toEqual(data);
    // The scratch file was never left in DATA_DIR.
    expect(readdirSync(t.dataDir).filter((f) => f.startsWith('.export-'))).toEqual([]);
  }, 120_000);
});
