import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, useAuthStore } from './auth-store.ts';
import { makeUser } from '../test/render-app.tsx';

const store = () => useAuthStore.getState();

describe('auth store', () => {
  it('starts signed out', () => {
    expect(store()).toMatchObject({ token: null, user: null, activeRole: null, isAuthenticated: false });
  });

  it.each([
    [['CLIENT', 'TRAINER', 'CONSULTANT'], 'CONSULTANT'],
    [['CLIENT', 'CONSULTANT'], 'CONSULTANT'],
    [['CLIENT', 'TRAINER'], 'TRAINER'],
    [['TRAINER'], 'TRAINER'],
    [['CLIENT'], 'CLIENT'],
    [[], 'CLIENT'],
  ] as const)('login with roles %j makes %s the active role', (roles, expected) => {
    store().login('t1', makeUser({ roles: [...roles] }));
    expect(store()).toMatchObject({ token: 't1', activeRole: expected, isAuthenticated: true });
  });

  it('persists exactly token, user, activeRole and isAuthenticated under auth-storage', () => {
    const user = makeUser({ roles: ['TRAINER'] });
    store().login('t2', user);
    const saved = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as {
      state: Record<string, unknown>;
    };
    expect(Object.keys(saved.state).sort()).toEqual(['activeRole', 'isAuthenticated', 'token', 'user']);
    expect(saved.state).toEqual({ token: 't2', user, activeRole: 'TRAINER', isAuthenticated: true });
  });

  it('logout clears everything', () => {
    store().login('t3', makeUser());
    store().logout();
    expect(store()).toMatchObject({ token: null, user: null, activeRole: null, isAuthenticated: false });
    const saved = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as {
      state: Record<string, unknown>;
    };
    expect(saved.state).toEqual({ token: null, user: null, activeRole: null, isAuthenticated: false });
  });

  it('switches only to a role the user holds', () => {
    store().login('t4', makeUser({ roles: ['CLIENT', 'TRAINER'] }));
    expect(store().activeRole).toBe('TRAINER');
    store().switchRole('CLIENT');
    expect(store().activeRole).toBe('CLIENT');
    store().switchRole('CONSULTANT');
    expect(store().activeRole).toBe('CLIENT');
  });

  it('does not switch when signed out', () => {
    store().switchRole('CLIENT');
    expect(store().activeRole).toBeNull();
  });

  it('updateUser keeps the active role while the user still holds it', () => {
    store().login('t5', makeUser({ roles: ['CLIENT', 'TRAINER'] }));
    store().switchRole('CLIENT');
    store().updateUser(makeUser({ roles: ['CLIENT', 'TRAINER', 'CONSULTANT'], firstName: 'Sam' }));
    expect(store().activeRole).toBe('CLIENT');
    expect(store().user?.firstName).toBe('Sam');
    expect(store().token).toBe('t5');
  });

  it('updateUser ignores another person (a late answer of an earlier session)', () => {
    const signedIn = makeUser({ id: '6f1c2b1e-8a4e-4f5e-9d1a-2b3c4d5e6f71', firstName: 'Robin' });
    store().login('t7', signedIn);
    store().updateUser(makeUser({ firstName: 'Alex' }));
    expect(store()).toMatchObject({ token: 't7', user: signedIn, isAuthenticated: true });
  });

  it('updateUser re-derives the active role when the user lost it', () => {
    store().login('t6', makeUser({ roles: ['CONSULTANT', 'CLIENT'] }));
    expect(store().activeRole).toBe('CONSULTANT');
    store().updateUser(makeUser({ roles: ['CLIENT', 'TRAINER'] }));
    expect(store().activeRole).toBe('TRAINER');
  });
});
