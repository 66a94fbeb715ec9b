import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READS } from '../app/early-reads.ts';
import { AUTH_STORAGE_KEY } from './auth-storage-key.ts';
import { EARLY_READS_GLOBAL, earlyReadsScript, takeEarlyRead } from './early-reads.ts';
import { QueryClient } from '@tanstack/react-query';
import { clientWorkoutsQueryOptions } from '../features/workouts/api/client-get-workouts.ts';

// The page's script runs before any of the app, as the browser runs it: its text, evaluated. The
// network is the one part that cannot run here: `fetch` records what was asked.
let asked: { url: string; headers: Record<string, string> }[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
    asked.push({ url, headers: init.headers });
    return Promise.resolve(new Response(JSON.stringify({ url }), { status: 200 }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete window[EARLY_READS_GLOBAL];
  window.history.replaceState(null, '', '/');
});

/** Runs the page's script as the browser does: its text, in the page's window. */
function runScript(text: string) {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is text written into the page
  new Function(text)();
}
function openPage(path: string, page: string, stored: unknown) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
  window.history.replaceState(null, '', path);
  runScript(earlyReadsScript(page, EARLY_READS[page]!, AUTH_STORAGE_KEY));
}
const client = { state: { token: 'client-token', activeRole: 'CLIENT', isAuthenticated: true }, version: 0 };

describe("a page's early reads", () => {
  it("are the client's list's first calls, as the app writes them", async () => {
    const queryClient = new QueryClient();
    for (const status of ['SCHEDULED', 'COMPLETED'] as const)
      await queryClient.fetchInfiniteQuery(clientWorkoutsQueryOptions(status));
    expect(asked.map((a) => a.url)).toEqual(EARLY_READS['/client/workouts']!.map((u) => `/api${u}`));
  });

  it('ask with the stored token, and the first call for each takes its answer once', async () => {
    openPage('/client/workouts/8d1f0c52-4c1e-4d59-9a4b-0f5a3d2c1e77', '/client/workouts/:id', client);
    expect(asked).toEqual([
      {
        url: '/api/workouts/8d1f0c52-4c1e-4d59-9a4b-0f5a3d2c1e77',
        headers: { Accept: 'application/json', Authorization: 'Bearer client-token' },
      },
    ]);
    const path = '/workouts/8d1f0c52-4c1e-4d59-9a4b-0f5a3d2c1e77';
    const answer = takeEarlyRead(path, 'client-token');
    expect(await (await answer!).json()).toEqual({ url: `/api${path}` });
    expect(takeEarlyRead(path, 'client-token')).toBeUndefined();
  });

  it('are not used by someone else signed in since', () => {
    openPage('/client/workouts', '/client/workouts', client);
    expect(asked.map((a) => a.url)).toEqual(EARLY_READS['/client/workouts']!.map((u) => `/api${u}`));
    expect(takeEarlyRead(EARLY_READS['/client/workouts']![0]!, 'another-token')).toBeUndefined();
  });

  it('ask nothing for a trainer, a signed-out visitor or an unreadable store', () => {
    openPage('/client/workouts', '/client/workouts', { state: { ...client.state, activeRole: 'TRAINER' } });
    openPage('/client/workouts', '/client/workouts', { state: { token: null } });
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    runScript(earlyReadsScript('/client/workouts', ['/workouts'], AUTH_STORAGE_KEY));
    expect(asked).toEqual([]);
    expect(window[EARLY_READS_GLOBAL]).toBeUndefined();
  });
});
