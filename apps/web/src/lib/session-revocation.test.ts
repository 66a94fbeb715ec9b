import { describe, expect, it } from 'vitest';
import { mockFetch, type MockAnswer } from '../test/mock-fetch.ts';
import {
  MAX_PENDING_SIGN_OUTS,
  PENDING_SIGN_OUTS_KEY,
  revokeSession,
  sendPendingRevocations,
} from './session-revocation.ts';

const pending = () => JSON.parse(localStorage.getItem(PENDING_SIGN_OUTS_KEY) ?? '[]') as string[];

describe('ending a session on the server after signing out on the device', () => {
  it('sends the sign-out with the ended token and keeps nothing once the server has it', async () => {
    const calls = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    await revokeSession('t1');
    expect(calls).toMatchObject([{ method: 'POST', path: '/api/auth/logout' }]);
    expect(calls[0]?.headers).toEqual({ Authorization: 'Bearer t1' });
    expect(localStorage.getItem(PENDING_SIGN_OUTS_KEY)).toBeNull();
  });

  it('a session the server had already ended (401) is not kept either', async () => {
    mockFetch({ 'POST /api/auth/logout': { status: 401, body: { error: 'Unauthorized' } } });
    await revokeSession('t1');
    expect(localStorage.getItem(PENDING_SIGN_OUTS_KEY)).toBeNull();
  });

  it.each<[string, () => MockAnswer]>([
    [
      'no network',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['a server problem', () => ({ status: 503 })],
    ['a limit', () => ({ status: 429 })],
  ])('after %s keeps the token, and sends it again later', async (_, failure) => {
    let failing = true;
    const calls = mockFetch({ 'POST /api/auth/logout': () => (failing ? failure() : { status: 204 }) });
    await revokeSession('t1');
    expect(pending()).toEqual(['t1']);
    failing = false;
    await sendPendingRevocations();
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer t1', 'Bearer t1']);
    expect(localStorage.getItem(PENDING_SIGN_OUTS_KEY)).toBeNull();
  });

  it(`keeps at most ${MAX_PENDING_SIGN_OUTS} waiting, the newest`, async () => {
    mockFetch({
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    for (let i = 0; i < MAX_PENDING_SIGN_OUTS + 3; i += 1) await revokeSession(`t${i}`);
    expect(pending()).toHaveLength(MAX_PENDING_SIGN_OUTS);
    expect(pending()[0]).toBe('t3');
    expect(pending().at(-1)).toBe(`t${MAX_PENDING_SIGN_OUTS + 2}`);
  });
});
