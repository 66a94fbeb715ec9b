import { describe, expect, it } from 'vitest';
import { api, ApiError } from './api-client.ts';
import { useAuthStore } from './auth-store.ts';
import { makeUser } from '../test/render-app.tsx';
import { mockFetch } from '../test/mock-fetch.ts';

describe('api client', () => {
  it('calls /api with JSON and the bearer token when signed in', async () => {
    useAuthStore.getState().login('tok', makeUser());
    const calls = mockFetch({ 'PUT /api/users/profile': { body: { ok: true } } });
    await expect(api.put('/users/profile', { firstName: 'A' })).resolves.toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/users/profile', body: { firstName: 'A' } });
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
  });

  it('sends no Authorization header without a token', async () => {
    const calls = mockFetch();
    await api.get('/config');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('throws an ApiError with status, error and errors', async () => {
    mockFetch({
      'POST /api/auth/register': {
        status: 400,
        body: { error: 'Invalid input', errors: [{ path: 'email', msg: 'Invalid email address' }] },
      },
    });
    const error = await api.post('/auth/register', {}).catch((e: unknown) => e);
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
    await expect(api.get('/workouts')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('a 401 from sign-in leaves the session alone', async () => {
    useAuthStore.getState().login('tok', makeUser());
    mockFetch({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});
