import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLATES } from '@kinetic/contracts/plates';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fieldMessages } from '../../test/field-messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string) => t.call('GET', '/api/users/plates', { token });
const put = (token: string | undefined, body: unknown) =>
  t.call('PUT', '/api/users/plates', { ...(token ? { token } : {}), body });

describe("the plate calculator's bar and plates", () => {
  it('are the usual ones until a person sets theirs', async () => {
    const u = await t.user({ roles: ['CLIENT'] });
    const res = await get(u.token);
    expect(res.status).toBe(200);
    expect(res.body.plates).toEqual(DEFAULT_PLATES);
  });

  it("are set one unit at a time, each person's own", async () => {
    const u = await t.user({ roles: ['CLIENT'] });
    const other = await t.user({ roles: ['TRAINER'] });
    const set = await put(u.token, { unit: 'kg', barWeight: 15, plates: [10, 20, 10, 0.5] });
    expect(set.status).toBe(200);
    expect(set.body.plates).toEqual({
      kg: { barWeight: 15, plates: [20, 10, 0.5] },
      lbs: DEFAULT_PLATES.lbs,
    });
    await put(u.token, { unit: 'lbs', barWeight: 35, plates: [45, 25] });
    expect((await get(u.token)).body.plates).toEqual({
      kg: { barWeight: 15, plates: [20, 10, 0.5] },
      lbs: { barWeight: 35, plates: [45, 25] },
    });
    expect((await get(other.token)).body.plates).toEqual(DEFAULT_PLATES);
    // They are part of what the person downloads of their data.
    const exported = await t.call('GET', '/api/users/me/export', { token: u.token });
    expect(exported.body.plates.lbs).toEqual({ barWeight: 35, plates: [45, 25] });
  });

  it('refuses what no gym has with a message per field, and keeps what was set', async () => {
    const u = await t.user({ roles: ['CLIENT'] });
    await put(u.token, { unit: 'kg', barWeight: 20, plates: [20] });
    const bad = await put(u.token, { unit: 'kg', barWeight: 300, plates: Array(13).fill(5) });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad)).toEqual({
      barWeight: 'Bar weight must be at most 250',
      plates: 'Give at most 12 plate sizes',
    });
    expect((await get(u.token)).body.plates.kg).toEqual({ barWeight: 20, plates: [20] });
    expect((await put(undefined, { unit: 'kg', barWeight: 20, plates: [20] })).status).toBe(401);
  });
});
