import { describe, expect, it } from 'vitest';
import { ApiError, apiRequest, errorText, NetworkError } from './api-client.ts';
import { useAuthStore } from './auth-store.ts';
import { makeUser } from '../test/render-app.tsx';
import { mockFetch } from '../test/mock-fetch.ts';

describe('api client', () => {
  it('calls /api with JSON and the bearer token when signed in', async () => {
    useAuthStore.getState().login('tok', makeUser());
    const calls = mockFetch({ 'PUT /api/users/profile': { body: { ok: true } } });
    await expect(apiRequest('PUT', '/users/profile', { body: { firstName: 'A' } })).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/users/profile', body: { firstName: 'A' } });
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
  });

  it('sends no Authorization header without a token', async () => {
    const calls = mockFetch();
    await apiRequest('GET', '/config');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('throws an ApiError with status, error and errors', async () => {
    mockFetch({
      'POST /api/auth/register': {
        status: 400,
        body: { error: 'Invalid input', errors: [{ path: 'email', msg: 'Invalid email address' }] },
      },
    });
    const error = await apiRequest('POST', '/auth/register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      error: 'Invalid input',
      errors: [{ path: 'email', msg: 'Invalid email address' }],
    });
  });

  it('a 401 from any call but sign-in clears the session', async () => {
    useAuthStore.getState().login('tok', makeUser());
    mockFetch({ 'GET /api/workouts': { status: 401, body: { error: 'Unauthorized' } } });
    await expect(apiRequest('GET', '/workouts')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('a 401 from sign-in leaves the session alone', async () => {
    useAuthStore.getState().login('tok', makeUser());
    mockFetch({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
    await expect(apiRequest('POST', '/auth/login', { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('a 401 from any call but sign-in ends the session, which the sign-in page will say', async () => {
    useAuthStore.getState().login('tok', makeUser());
    mockFetch({ 'GET /api/workouts': { status: 401, body: { error: 'Unauthorized' } } });
    await expect(apiRequest('GET', '/workouts')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, sessionEnded: true });
    // Not stored: a reload does not bring the notice back, and signing in clears it.
    expect(localStorage.getItem('auth-storage')).not.toContain('sessionEnded');
    useAuthStore.getState().login('tok2', makeUser());
    expect(useAuthStore.getState().sessionEnded).toBe(false);
    useAuthStore.getState().logout();
    expect(useAuthStore.getState().sessionEnded).toBe(false);
  });

  it('a late 401 ends only the session it was sent with, never the one signed in since', async () => {
    useAuthStore.getState().login('old', makeUser());
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({
      'GET /api/workouts': async () => {
        await answered;
        return { status: 401, body: { error: 'Unauthorized' } };
      },
    });
    const withOld = apiRequest('GET', '/workouts').catch((e: unknown) => e);
    useAuthStore.getState().logout();
    // Sent with no token at all, between the two sessions.
    const withNone = apiRequest('GET', '/workouts').catch((e: unknown) => e);
    useAuthStore.getState().login('new', makeUser({ firstName: 'Robin' }));
    answer();
    expect(await withOld).toMatchObject({ status: 401 });
    expect(await withNone).toMatchObject({ status: 401 });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'new',
      isAuthenticated: true,
      sessionEnded: false,
    });
  });

  it('says what happened in words, never a status code', async () => {
    mockFetch({
      'GET /api/a': { status: 500 },
      'GET /api/b': { status: 502, body: { error: 'Something went wrong on our side. Please try again.' } },
      'GET /api/c': { status: 404 },
      'GET /api/d': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const [a, b, c, d] = await Promise.all(
      ['/a', '/b', '/c', '/d'].map((path) => apiRequest('GET', path).catch((e: unknown) => e)),
    );
    expect(a).toMatchObject({ status: 500, message: 'The server had a problem. Please try again.' });
    expect(errorText(a, 'Failed to load')).toBe('The server had a problem. Please try again.');
    // The server's own words come first.
    expect(errorText(b, 'Failed to load')).toBe('Something went wrong on our side. Please try again.');
    // A refusal without words: the screen's fixed text.
    expect(errorText(c, 'Failed to load')).toBe('Failed to load');
    expect((c as Error).message).not.toMatch(/\d{3}/);
    expect(d).toBeInstanceOf(NetworkError);
    expect(errorText(d, 'Failed to load')).toBe('Could not reach the server. Check your connection.');
    expect(errorText(new Error('x is undefined'), 'Failed to load')).toBe('Failed to load');
  });

  it('a cancelled call stays a cancellation, not a network failure', async () => {
    mockFetch({
      'GET /api/slow': () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    });
    const controller = new AbortController();
    controller.abort();
    const error = await apiRequest('GET', '/slow', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
