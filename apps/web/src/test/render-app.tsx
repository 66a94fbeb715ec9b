import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@kinetic/contracts/auth';
import type { Role } from '@kinetic/contracts/common';
import { DEFAULT_PREFERENCES } from '@kinetic/contracts/time-and-units';
import { flushRender } from '../app/flush-render.ts';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';
import { useAuthStore } from '../lib/auth-store.ts';
import { createQueryClient } from '../lib/query-client.ts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c2b1e-8a4e-4f5e-9d1a-2b3c4d5e6f70',
    username: 'alex',
    email: 'alex@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    roles: ['CLIENT'],
    trainerId: null,
    trainer: null,
    isActive: true,
    mfaEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    preferences: { ...DEFAULT_PREFERENCES },
    ...overrides,
  };
}

/** Another person on the same device, who signs in after the first: Robin Lee. */
export const makeSecondUser = () =>
  makeUser({
    id: '6f1c2b1e-8a4e-4f5e-9d1a-2b3c4d5e6f71',
    username: 'robin',
    email: 'robin@example.com',
    firstName: 'Robin',
    lastName: 'Lee',
  });

/** Signs a user in (in the store) before rendering. */
export function signIn(roles: Role[], overrides: Partial<User> = {}) {
  const user = makeUser({ roles, ...overrides });
  useAuthStore.getState().login('test-token', user);
  return user;
}

/** Renders the real app (route table, providers, toaster) at a path, with a fresh query cache. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} flushSync={flushRender} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Waits for a toast with exactly this message (react-hot-toast renders it in a role="status" element). */
export function findToast(message: string) {
  return screen.findByText(message, { selector: '[role="status"]' });
}
