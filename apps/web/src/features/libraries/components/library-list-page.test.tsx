import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { listAnswer, listCalls, makeExercise, mockLibraries } from '../test/library-fixtures.ts';

const row = (name: RegExp | string) =>
  screen.getByRole('button', { name: typeof name === 'string' ? new RegExp(name) : name });

/** A trainer on the library page at `path`, once the row named `name` has loaded. */
async function trainerFindsRow(path: string, name: RegExp) {
  mockLibraries();
  signIn(['TRAINER']);
  renderApp(path);
  return screen.findByRole('button', { name }, { timeout: 5000 });
}

describe('library lists', () => {
  it('shows the count, the back link, the search hint and the key fields of each row', async () => {
    mockLibraries();
    signIn(['CONSULTANT']);
    renderApp('/libraries/exercises');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exercise Library' }, { timeout: 5000 }));
    expect(await screen.findByText('4 items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Libraries' })).toHaveAttribute('href', '/libraries');
    expect(screen.getByPlaceholderText('Type 3+ characters to search...')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Exercises' });
    expect(within(list).getAllByRole('button')).toHaveLength(4);
    const squat = row('Back Squat');
    expect(squat).toHaveTextContent('Strength');
    expect(squat).toHaveTextContent('Intermediate');
    expect(squat).toHaveTextContent('Quadriceps, Glutes');
    expect(squat).toHaveTextContent('Not for:KneeLower back');
    // Consultants see unapproved items, marked.
    expect(row('Jump Squat')).toHaveTextContent('Unapproved');
    expect(row('Plank')).not.toHaveTextContent('Unapproved');
  });

  it('searches on the server only from 3 characters, debounced, and keeps the term in the URL', async () => {
    const calls = mockLibraries();
    signIn(['CONSULTANT']);
    const { router } = renderApp('/libraries/exercises');
    const search = await screen.findByPlaceholderText(
      'Type 3+ characters to search...',
      {},
      { timeout: 5000 },
    );
    await screen.findByText('4 items');
    const user = userEvent.setup();
    await user.type(search, 'sq');
    await waitFor(() => expect(router.state.location.search).toBe('?search=sq'));
    // Two characters do not filter: no call with a search, the whole list and count stay.
    expect(listCalls(calls, 'exercises').some((c) => c.path.includes('search='))).toBe(false);
    expect(screen.getByText('4 items')).toBeInTheDocument();
    await user.type(search, 'u');
    expect(await screen.findByText('3 of 4 items')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=squ');
    const searched = listCalls(calls, 'exercises').filter((c) => c.path.includes('search='));
    // One call for the whole term (debounced), not one per keystroke.
    expect(searched.map((c) => new URL(c.path, 'http://x').searchParams.get('search'))).toEqual(['squ']);
    expect(screen.queryByRole('button', { name: /Plank/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(await screen.findByText('No exercises found')).toBeInTheDocument();
    expect(screen.getByText('0 of 4 items')).toBeInTheDocument();
  });

  it('reads the search term from the URL on load', async () => {
    const calls = mockLibraries();
    signIn(['TRAINER']);
    renderApp('/libraries/exercises?search=plank');
    expect(await screen.findByText('1 of 4 items', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type 3+ characters to search...')).toHaveValue('plank');
    expect(listCalls(calls, 'exercises').map((c) => c.path)).toEqual([
      '/api/libraries/exercises?limit=200&offset=0&search=plank',
    ]);
  });

  it('expands one row at a time', async () => {
    mockLibraries();
    signIn(['TRAINER']);
    renderApp('/libraries/exercises');
    await screen.findByText('4 items', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(row('Back Squat'));
    expect(row('Back Squat')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Bar on the upper back, sit between the hips.')).toBeInTheDocument();
    await user.click(row('Plank'));
    expect(row('Plank')).toHaveAttribute('aria-expanded', 'true');
    expect(row('Back Squat')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Bar on the upper back, sit between the hips.')).not.toBeInTheDocument();
    await user.click(row('Plank'));
    expect(row('Plank')).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives a trainer a read-only detail and no add or import', async () => {
    mockLibraries();
    signIn(['TRAINER']);
    renderApp('/libraries/exercises');
    await screen.findByText('4 items', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '+ Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();
    await userEvent.setup().click(row('Back Squat'));
    const detail = screen.getByRole('list', { name: 'Exercises' });
    expect(within(detail).getByText('Barbell, Squat Rack')).toBeInTheDocument();
    expect(within(detail).getByText('10 min')).toBeInTheDocument();
    expect(within(detail).getByText('Knee, Lower back')).toBeInTheDocument();
    expect(within(detail).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows equipment and food rows with their key fields', async () => {
    const almond = await trainerFindsRow('/libraries/foods', /Almond butter/);
    expect(almond).toHaveTextContent('1 tbsp · 98 kcal');
    expect(almond).toHaveTextContent('P 3.4 g · F 8.9 g · C 3 g');
    expect(almond).toHaveTextContent('Vegan');
    expect(almond).toHaveTextContent('Gluten free');
    expect(almond).not.toHaveTextContent('Dairy free');
    expect(almond).toHaveTextContent('Source: USDA FoodData Central, SR Legacy, FDC 168588');
    expect(screen.getByText('1 item')).toBeInTheDocument();
    await userEvent.setup().click(almond);
    const detail = screen.getByRole('list', { name: 'Foods' });
    expect(within(detail).getByText('1.6 g')).toBeInTheDocument();
    expect(within(detail).getByText('16 g')).toBeInTheDocument();
    expect(within(detail).getByText('1 mg')).toBeInTheDocument();
    expect(within(detail).getByRole('heading', { name: 'Portions' })).toBeInTheDocument();
    expect(within(detail).getByText('1 tbsp = 16 g')).toBeInTheDocument();
  });

  it('shows equipment location and availability', async () => {
    const rower = await trainerFindsRow('/libraries/equipment', /Rowing Machine/);
    expect(rower).toHaveTextContent('Cardio deck');
    expect(rower).toHaveTextContent('Unavailable');
    expect(row('Adjustable Bench')).toHaveTextContent('Available');
  });

  it.each([
    ['exercises', 'No exercises found'],
    ['equipment', 'No equipment found'],
    ['foods', 'No foods found'],
  ] as const)('shows the empty state of %s', async (kind, text) => {
    mockLibraries({ [kind]: () => ({ body: { [kind]: [], total: 0, libraryTotal: 0 } }) });
    signIn(['CONSULTANT']);
    renderApp(`/libraries/${kind}`);
    expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('0 items')).toBeInTheDocument();
  });

  it.each([
    ['exercises', 'Failed to load exercises'],
    ['equipment', 'Failed to load equipment'],
    ['foods', 'Failed to load foods'],
  ] as const)('shows the load failure of %s and retries', async (kind, text) => {
    let fail = true;
    mockLibraries({
      [kind]: (params: URLSearchParams) =>
        fail ? { status: 500, body: { error: 'Boom' } } : listAnswer(kind, [], params),
    });
    signIn(['TRAINER']);
    renderApp(`/libraries/${kind}`);
    expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('0 items')).toBeInTheDocument();
  });

  it("shows the first 200 items and loads the next page with 'Load more'", async () => {
    const many = Array.from({ length: 250 }, (_, i) =>
      makeExercise(1000 + i, { name: `Move ${String(i + 1).padStart(3, '0')}` }),
    );
    const calls = mockLibraries({ exercises: (params) => listAnswer('exercises', many, params) });
    signIn(['TRAINER']);
    renderApp('/libraries/exercises');
    expect(await screen.findByText('250 items', {}, { timeout: 5000 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Exercises' });
    // Counted by element: role queries over hundreds of rows are slow in jsdom.
    expect(list.children).toHaveLength(200);
    expect(screen.getByText('Showing 200 of 250 exercises')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Load more/ }));
    await waitFor(() => expect(list.children).toHaveLength(250));
    expect(screen.queryByRole('button', { name: /^Load more/ })).not.toBeInTheDocument();
    expect(listCalls(calls, 'exercises').map((c) => c.path)).toEqual([
      '/api/libraries/exercises?limit=200&offset=0',
      '/api/libraries/exercises?limit=200&offset=200',
    ]);
  }, 20_000);
});
