import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayCalendarDate } from '../../../lib/calendar-date.ts';
import { fieldRefusal, mockFetch, pageOf } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { progressEntry as entry } from './progress-fixtures.ts';

const T = { timeout: 5000 };
// Newest first, as the API answers.
const entries = [
  entry({
    id: '00000000-0000-4000-8000-00000000e004',
    type: 'Waist',
    value: 84,
    unit: 'cm',
    date: '2026-11-20',
    category: 'Measurements',
  }),
  entry({ id: '00000000-0000-4000-8000-00000000e003', value: 78.5, date: '2026-11-15' }),
  entry({ id: '00000000-0000-4000-8000-00000000e002', value: 79.2, date: '2026-11-08' }),
  entry({ id: '00000000-0000-4000-8000-00000000e001', value: 80, date: '2026-11-01', notes: 'Morning' }),
];

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Log Progress' }, T));
  const dialog = await screen.findByRole('dialog', { name: 'Log Progress' });
  return { user, dialog };
}

/** A client's progress page with the form opened, and its Type and Unit selects. */
async function openFormWithUnits(weightUnit: 'kg' | 'lbs' = 'lbs') {
  signIn(['CLIENT'], { preferences: { weightUnit, timeZone: 'UTC', restSeconds: 90 } });
  renderApp('/client/progress');
  const { user, dialog } = await openForm();
  const type = within(dialog).getByLabelText('Type');
  const unit = within(dialog).getByLabelText('Unit');
  return { user, dialog, type, unit };
}

function optionsOf(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
}

describe('client progress', { timeout: 30_000 }, () => {
  it('shows the newest 200 entries, says the charts stop there, and loads the rest on request', async () => {
    const many = Array.from({ length: 230 }, (_, i) =>
      entry({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        value: 70 + (i % 10),
        date: new Date(Date.UTC(2026, 10, 20) - i * 86_400_000).toISOString().slice(0, 10),
      }),
    );
    let failNext = true;
    const calls = mockFetch({
      'GET /api/records': { body: { records: [] } },
      'GET /api/progress': ({ query }) => {
        if (Number(query.get('offset')) > 0 && failNext) {
          failNext = false;
          return { status: 503, body: { error: 'The service is temporarily unavailable.' } };
        }
        return { body: { progress: pageOf(many, query), total: 230 } };
      },
    });
    signIn(['CLIENT']);
    renderApp('/client/progress');
    const list = await screen.findByRole('list', { name: 'Progress entries' }, T);
    expect(within(list).getAllByRole('listitem')).toHaveLength(200);
    expect(screen.getByText(/The charts show the latest 200 of 230 entries/)).toBeInTheDocument();
    expect(screen.getByText('Showing 200 of 230 entries')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more entries' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More entries could not be loaded.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(200);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(230));
    expect(screen.queryByText(/The charts show the latest/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/api/progress');
    expect(asked.map((c) => [c.query.get('offset'), c.query.get('limit')])).toEqual([
      ['0', '200'],
      ['200', '200'],
      ['200', '200'],
    ]);
  });

  it('draws a chart per type with a point per entry above the list', async () => {
    mockFetch({ 'GET /api/progress': { body: { progress: entries, total: entries.length } } });
    signIn(['CLIENT']);
    renderApp('/client/progress');
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress' }, T)).toBeInTheDocument();

    const weight = await screen.findByRole('region', { name: 'Body weight (kg)' }, T);
    const points = await within(weight).findAllByRole('img', { name: /kg on/ }, T);
    expect(points.map((p) => p.getAttribute('aria-label'))).toEqual([
      '80 kg on Nov 1, 2026',
      '79.2 kg on Nov 8, 2026',
      '78.5 kg on Nov 15, 2026',
    ]);
    expect(weight).toHaveTextContent('78.5 kg');
    expect(weight).toHaveTextContent('−1.5 kg since Nov 1, 2026');
    const waist = screen.getByRole('region', { name: 'Waist (cm)' });
    expect(await within(waist).findAllByRole('img', { name: /cm on/ }, T)).toHaveLength(1);

    const rows = within(screen.getByRole('list', { name: 'Progress entries' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Waist');
    expect(rows[0]).toHaveTextContent('Measurements');
    expect(rows[0]).toHaveTextContent('84 cm');
    expect(rows[0]).toHaveTextContent('Nov 20, 2026');
    expect(rows[3]).toHaveTextContent('Body weight');
    expect(rows[3]).toHaveTextContent('Body composition');
    expect(rows[3]).toHaveTextContent('80 kg');
    expect(rows[3]).toHaveTextContent('Morning');
  });

  it('draws one chart per type, converting entries to the unit of the latest one', async () => {
    mockFetch({
      'GET /api/progress': {
        body: {
          progress: [
            entry({
              id: '00000000-0000-4000-8000-00000000e012',
              value: 176.4,
              unit: 'lbs',
              date: '2026-11-08',
            }),
            entry({ id: '00000000-0000-4000-8000-00000000e011', value: 81, unit: 'kg', date: '2026-11-01' }),
          ],
          total: 2,
        },
      },
    });
    signIn(['CLIENT']);
    renderApp('/client/progress');
    const chart = await screen.findByRole('region', { name: 'Body weight (lbs)' }, T);
    const points = await within(chart).findAllByRole('img', { name: /lbs on/ }, T);
    expect(points.map((p) => p.getAttribute('aria-label'))).toEqual([
      '178.6 lbs on Nov 1, 2026',
      '176.4 lbs on Nov 8, 2026',
    ]);
    expect(screen.queryByRole('region', { name: 'Body weight (kg)' })).not.toBeInTheDocument();
  });

  it("draws body weight's 7-day average beside the weighings, and says the latest", async () => {
    const weighing = (n: number, date: string, value: number) =>
      entry({ id: `00000000-0000-4000-8000-00000000e0${20 + n}`, date, value });
    mockFetch({
      'GET /api/progress': {
        body: {
          progress: [
            weighing(3, '2026-11-16', 78.4),
            weighing(2, '2026-11-15', 79),
            weighing(1, '2026-11-14', 80),
          ],
          total: 3,
        },
      },
    });
    signIn(['CLIENT']);
    renderApp('/client/progress');
    const weight = await screen.findByRole('region', { name: 'Body weight (kg)' }, T);
    expect(weight).toHaveTextContent('7-day average: 79.1 kg');
    expect(await within(weight).findByRole('figure', {}, T)).toHaveAccessibleName(
      /7-day average: 79\.1 kg on Nov 16, 2026$/,
    );
  });

  it("shows 'No progress entries' when there are none, also at /progress", async () => {
    mockFetch({ 'GET /api/progress': { body: { progress: [], total: 0 } } });
    signIn(['CLIENT']);
    renderApp('/progress');
    expect(await screen.findByText('No progress entries', {}, T)).toBeInTheDocument();
  });

  it('offers only the units of the chosen type', async () => {
    mockFetch({ 'GET /api/progress': { body: { progress: [], total: 0 } } });
    const { user, dialog, type, unit } = await openFormWithUnits();
    expect(type).toHaveValue('Body weight');
    expect(optionsOf(unit)).toEqual(['kg', 'lbs']);
    await user.selectOptions(type, 'Body fat');
    expect(optionsOf(unit)).toEqual(['%']);
    expect(unit).toHaveValue('%');
    await user.selectOptions(type, 'Waist');
    expect(optionsOf(unit)).toEqual(['cm', 'in']);
    await user.selectOptions(type, 'Resting heart rate');
    expect(optionsOf(unit)).toEqual(['bpm']);
    expect(within(dialog).getByLabelText('Date')).toHaveValue(todayCalendarDate());
  });

  it("starts body weight in the client's unit, each other type with the unit of its latest entry", async () => {
    const history = [
      entry({ id: '00000000-0000-4000-8000-00000000e011', value: 176, unit: 'lbs', date: '2026-11-15' }),
      entry({ id: '00000000-0000-4000-8000-00000000e012', value: 80, unit: 'kg', date: '2026-10-01' }),
      entry({
        id: '00000000-0000-4000-8000-00000000e013',
        type: 'Waist',
        value: 33,
        unit: 'in',
        date: '2026-11-10',
        category: 'Measurements',
      }),
    ];
    mockFetch({ 'GET /api/progress': { body: { progress: history } } });
    // Logged in pounds last, and counting in kilograms now.
    const { user, type, unit } = await openFormWithUnits('kg');
    expect(type).toHaveValue('Body weight');
    expect(unit).toHaveValue('kg');
    await user.selectOptions(type, 'Waist');
    expect(unit).toHaveValue('in');
    // A type never logged: its first unit.
    await user.selectOptions(type, 'Hips');
    expect(unit).toHaveValue('cm');
    await user.selectOptions(type, 'Body weight');
    expect(unit).toHaveValue('kg');
  });

  it('shows messages from the form and from the server, then posts the entry', async () => {
    let answer: { status: number; body: unknown } = fieldRefusal(400, 'date', 'Date cannot be in the future');
    const calls = mockFetch({
      'GET /api/progress': { body: { progress: [], total: 0 } },
      'POST /api/progress': () => answer,
    });
    signIn(['CLIENT'], { preferences: { weightUnit: 'kg', timeZone: 'UTC', restSeconds: 90 } });
    renderApp('/client/progress');
    const { user, dialog } = await openForm();
    const value = within(dialog).getByLabelText('Value');

    await user.click(within(dialog).getByRole('button', { name: 'Save entry' }));
    expect(await within(dialog).findByText('Value is required')).toBeInTheDocument();
    expect(value).toHaveAccessibleDescription('Value is required');

    await user.type(value, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Save entry' }));
    expect(await within(dialog).findByText('Body weight must be between 20 and 400 kg')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(value);
    await user.type(value, '72.4');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'kg');
    await user.type(within(dialog).getByLabelText('Notes'), 'After run');
    await user.click(within(dialog).getByRole('button', { name: 'Save entry' }));
    expect(await within(dialog).findByText('Date cannot be in the future')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Date')).toHaveAccessibleDescription('Date cannot be in the future');

    answer = { status: 201, body: { entry: entry({ value: 72.4 }) } };
    await user.click(within(dialog).getByRole('button', { name: 'Save entry' }));
    expect(await findToast('Progress logged')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({
      type: 'Body weight',
      value: 72.4,
      unit: 'kg',
      date: todayCalendarDate(),
      notes: 'After run',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes an entry after confirmation', async () => {
    const first = entries[0]!;
    const calls = mockFetch({
      'GET /api/progress': { body: { progress: entries, total: entries.length } },
      [`DELETE /api/progress/${first.id}`]: { status: 204 },
    });
    signIn(['CLIENT']);
    renderApp('/client/progress');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Waist entry of Nov 20, 2026' }, T));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete entry?' });
    expect(dialog).toHaveTextContent('Waist 84 cm on Nov 20, 2026 will be removed.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    expect(await findToast('Entry deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/progress/${first.id}`)).toBe(true);
  });
});
