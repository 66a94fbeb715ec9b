import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meal } from '../features/meals/components/meal-fixtures.ts';
import { todayCalendarDate } from '../lib/calendar-date.ts';
import { mockFetch } from '../test/mock-fetch.ts';
import { makeSecondUser, makeUser, renderApp, signIn } from '../test/render-app.tsx';

const first = makeUser({ firstName: 'Alex', lastName: 'Morgan', email: 'alex@example.com' });
const second = makeSecondUser();
// The meals screen opens on today.
const firstMeal = meal({
  id: '00000000-0000-4000-8000-00000000a0a1',
  name: 'Alex private salmon',
  date: todayCalendarDate(),
});
const secondMeal = meal({
  id: '00000000-0000-4000-8000-00000000a0b1',
  name: 'Robin lentil soup',
  date: todayCalendarDate(),
});

describe('one user signing out and another signing in on the same tab', () => {
  it('shows none of the first user’s data and keeps none of it in the cache', async () => {
    mockFetch({
      // The server answers by the session: each user sees only their own meals.
      'GET /api/meals': ({ headers }) => ({
        body:
          headers.Authorization === 'Bearer test-token'
            ? { meals: [firstMeal], total: 1 }
            : { meals: [secondMeal], total: 1 },
      }),
      'POST /api/auth/logout': { status: 204 },
      'POST /api/auth/login': { body: { token: 'second-token', user: second } },
    });
    signIn(['CLIENT'], first);
    const { router, queryClient } = renderApp('/meals');
    // The signed-in area and the meals screen load lazily: slow on a busy machine.
    expect(await screen.findByText('Alex private salmon', {}, { timeout: 10_000 })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const cached = () =>
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      );
    expect(cached()).not.toContain('Alex private salmon');

    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), 'robin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
    await router.navigate('/meals');

    expect(await screen.findByText('Robin lentil soup', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Alex private salmon')).not.toBeInTheDocument();
    expect(screen.queryByText(/Alex/)).not.toBeInTheDocument();
    expect(cached()).not.toContain('Alex');
  });
});
