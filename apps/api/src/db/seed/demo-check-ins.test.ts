import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { createObjectStorage } from '../../lib/object-storage/index.ts';
import { createTestApp, testSettings, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const objects = createObjectStorage(testSettings().objectStorage, t.dataDir);
  expect(await seedDemo(t.database, objects)).toBe(true);
});
afterAll(() => t.close());

const signIn = async (email: string) =>
  (await t.call('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } })).body
    .token as string;

describe('the demo’s check-ins', () => {
  it("has Sam's latest check-in in Maya's queue with front, side and back photos beside last week's", async () => {
    const maya = await signIn('maya@kinetic.demo');
    const queue = await t.call('GET', '/api/check-ins/review-queue', { token: maya });
    expect(queue.body.total).toBe(1);
    const [waiting] = queue.body.checkIns;
    expect(waiting).toMatchObject({ client: { firstName: 'Sam' }, alertCount: 3 });
    const review = (await t.call('GET', `/api/check-ins/${waiting.id}/review`, { token: maya })).body.review;
    expect(review.figures.photos.current.map((p: { pose: string }) => p.pose)).toEqual([
      'front',
      'side',
      'back',
    ]);
    expect(review.figures.photos.previous).toHaveLength(3);
    expect(review.previous.answers).toMatchObject({ energy: 8 });
    const image = await t.call(
      'GET',
      `/api/clients/${review.client.id}/progress/photos/${review.figures.photos.current[0].id}/thumb`,
      { token: maya },
    );
    expect(image.status).toBe(200);
    // The weeks before are reviewed: none other waits.
    expect(review.nextInQueue).toBeNull();
  });
});
