import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TemplateSummary } from '@kinetic/contracts/templates';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';

const ME = '6f1c2b1e-8a4e-4f5e-9d1a-2b3c4d5e6f70';
const OTHER = '00000000-0000-4000-8000-0000000000b2';

function template(overrides: Partial<TemplateSummary>): TemplateSummary {
  return {
    id: '00000000-0000-4000-8000-0000000000t1',
    name: 'Template',
    description: '',
    estimatedDuration: 45,
    tags: [],
    exerciseCount: 0,
    shared: false,
    createdBy: ME,
    createdByName: 'Alex Morgan',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const mine = template({
  id: '00000000-0000-4000-8000-0000000000t1',
  name: 'Push day',
  tags: ['upper'],
  exerciseCount: 3,
});
const theirs = template({
  id: '00000000-0000-4000-8000-0000000000t2',
  name: 'Team warm-up',
  shared: true,
  createdBy: OTHER,
  createdByName: 'Jordan Lee',
});

describe('the template library', () => {
  it('lists own and shared templates: a Shared badge, the owner of another trainer’s, delete only on own', async () => {
    mockFetch({ 'GET /api/templates': { body: { templates: [mine, theirs], total: 2 } } });
    signIn(['TRAINER']);
    renderApp('/trainer/templates');
    const list = await screen.findByRole('list', { name: 'Templates' }, { timeout: 5000 });
    const [own, shared] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(own).toHaveTextContent('Push day');
    expect(own).toHaveTextContent('upper');
    expect(own).toHaveTextContent('3 exercises');
    expect(within(own).queryByText('Shared')).toBeNull();
    expect(within(own).getByRole('button', { name: 'Delete Push day' })).toBeInTheDocument();
    expect(within(shared).getByText('Shared')).toBeInTheDocument();
    expect(shared).toHaveTextContent('by Jordan Lee');
    expect(within(shared).queryByRole('button')).toBeNull();
    expect(within(own).getByRole('link')).toHaveAttribute('href', `/trainer/templates/${mine.id}`);
  });

  it('searches on the server and says when nothing matches', async () => {
    const calls = mockFetch({
      'GET /api/templates': ({ query }) => ({
        body: query.get('search') ? { templates: [], total: 0 } : { templates: [mine], total: 1 },
      }),
    });
    signIn(['TRAINER']);
    renderApp('/trainer/templates');
    await screen.findByRole('list', { name: 'Templates' }, { timeout: 5000 });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search templates' }), 'legs');
    expect(
      await screen.findByText('No templates match your search.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/templates' && c.query.get('search') === 'legs')).toBe(true);
  });

  it('deletes an own template after confirming', async () => {
    let deleted = false;
    mockFetch({
      'GET /api/templates': () => ({
        body: deleted ? { templates: [], total: 0 } : { templates: [mine], total: 1 },
      }),
      [`DELETE /api/templates/${mine.id}`]: () => {
        deleted = true;
        return { status: 204 };
      },
    });
    signIn(['TRAINER']);
    renderApp('/trainer/templates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Push day' }, { timeout: 5000 }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete template?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete template' }));
    expect(await findToast('Template deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/No templates yet/)).toBeInTheDocument());
  });

  it('shows an error with a retry when the library cannot be loaded', async () => {
    mockFetch({ 'GET /api/templates': { status: 500, body: { error: 'Internal error' } } });
    signIn(['TRAINER']);
    renderApp('/trainer/templates');
    expect(
      await screen.findByText('Your templates could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
