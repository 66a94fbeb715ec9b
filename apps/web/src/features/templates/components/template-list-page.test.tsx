import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TemplateSummary } from '@kinetic/contracts/templates';
import { makeTemplateSummary } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { openScheduleDialog } from '../test/schedule-dialog.ts';

const ME = '6f1c2b1e-8a4e-4f5e-9d1a-2b3c4d5e6f70';
const OTHER = '00000000-0000-4000-8000-0000000000b2';

/** A template of the signed-in trainer's, with no exercise, unless told. */
function template(
  overrides: Partial<TemplateSummary> & Pick<TemplateSummary, 'id' | 'name'>,
): TemplateSummary {
  return makeTemplateSummary({
    estimatedDuration: 45,
    exerciseCount: 0,
    createdBy: ME,
    createdByName: 'Alex Morgan',
    ...overrides,
  });
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
    expect(within(shared).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(shared).getByRole('button', { name: 'Schedule Team warm-up' })).toBeInTheDocument();
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

  it('schedules a template for two clients on two days in one call', async () => {
    const clients = [
      { id: '00000000-0000-4000-8000-0000000000c1', firstName: 'Alex', lastName: 'Chen' },
      { id: '00000000-0000-4000-8000-0000000000c2', firstName: 'Morgan', lastName: 'Ellis' },
    ];
    const calls = mockFetch({
      'GET /api/templates': { body: { templates: [mine], total: 1 } },
      'GET /api/clients': { body: { clients, total: 2 } },
      [`POST /api/templates/${mine.id}/schedule/preview`]: {
        body: { workouts: { keep: 4, replace: 4, skip: 4 }, clashes: [], warnings: [] },
      },
      [`POST /api/templates/${mine.id}/schedule`]: ({ body }) => ({
        status: 201,
        body: {
          workouts: (body as { targets: unknown[] }).targets.map((_, i) => ({
            id: `00000000-0000-4000-8000-00000000010${i}`,
          })),
        },
      }),
    });
    const { user, dialog } = await openScheduleDialog('Push day');
    expect(dialog).toHaveTextContent('Schedule "Push day" for one or more clients and dates.');
    const submit = within(dialog).getByRole('button', { name: 'Schedule Workout' });
    expect(submit).toBeDisabled();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Alex Chen' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Morgan Ellis' }));
    await user.type(within(dialog).getByLabelText('Date 1'), '2027-01-06');
    await user.click(within(dialog).getByRole('button', { name: 'Add a date' }));
    await user.type(within(dialog).getByLabelText('Date 2'), '2027-01-04');
    expect(dialog).toHaveTextContent('4 workouts: 2 clients × 2 days');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule 4 Workouts' }));
    expect(await findToast('4 workouts scheduled')).toBeInTheDocument();
    const sent = calls.find((c) => c.path.endsWith('/schedule'));
    expect(sent?.body).toEqual({
      targets: [
        { assignedTo: clients[0]!.id, scheduledDate: '2027-01-04' },
        { assignedTo: clients[1]!.id, scheduledDate: '2027-01-04' },
        { assignedTo: clients[0]!.id, scheduledDate: '2027-01-06' },
        { assignedTo: clients[1]!.id, scheduledDate: '2027-01-06' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal in the schedule dialog and keeps it open', async () => {
    const clients = [{ id: '00000000-0000-4000-8000-0000000000c1', firstName: 'Alex', lastName: 'Chen' }];
    mockFetch({
      'GET /api/templates': { body: { templates: [mine], total: 1 } },
      'GET /api/clients': { body: { clients, total: 1 } },
      [`POST /api/templates/${mine.id}/schedule/preview`]: {
        body: { workouts: { keep: 1, replace: 1, skip: 1 }, clashes: [], warnings: [] },
      },
      [`POST /api/templates/${mine.id}/schedule`]: {
        status: 400,
        body: { error: 'This client already has 400 workouts scheduled ahead' },
      },
    });
    const { user, dialog } = await openScheduleDialog('Push day');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Alex Chen' }));
    await user.type(within(dialog).getByLabelText('Date 1'), '2027-01-06');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Workout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This client already has 400 workouts scheduled ahead',
    );
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
