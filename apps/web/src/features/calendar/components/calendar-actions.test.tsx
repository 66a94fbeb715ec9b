import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMediumDay } from '../../../lib/calendar-date.ts';
import { makeTemplateSummary } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { ALEX, SAM, calendarWorkout } from '../lib/calendar-fixtures.ts';
import { dragAnnouncements } from '../lib/calendar-keyboard.ts';
import { middleCut } from '../lib/calendar-names.ts';
import { openDayDialog } from '../test/day-dialog.ts';

const TEMPLATE = '00000000-0000-4000-8000-0000000000d1';

const workout = (id: string, name: string, scheduledDate: string, client = SAM) =>
  calendarWorkout(id, name, scheduledDate, { assignedTo: client.id, client });

const clients = { body: { clients: [ALEX, SAM], total: 2 } };
const day = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

/**
 * Lays the days out as jsdom does not: each day a 100 px column in date order, whatever is in a
 * day a box inside it (what dnd-kit measures to find the day under a dragged workout). Whatever is
 * in no day (the drag overlay among it) lies where the workout dragged from `origin` starts.
 */
function layOutDays(origin: string) {
  const rect = (left: number, top: number, width: number, height: number) =>
    ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;
  const column = (date: string | null) =>
    [...document.querySelectorAll('[data-date]')].map((d) => d.getAttribute('data-date')).indexOf(date) * 100;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const cell = this.closest('[data-date]');
    if (!cell) return rect(column(origin) + 10, 10, 80, 40);
    const left = column(cell.getAttribute('data-date'));
    return this === cell ? rect(left, 0, 100, 200) : rect(left + 10, 10, 80, 40);
  });
}

/** Every text the drag's live region announces, in order. */
function listen(): string[] {
  const heard: string[] = [];
  const observer = new MutationObserver(() => {
    const text = document.querySelector('[aria-live="assertive"]')?.textContent ?? '';
    if (text && heard.at(-1) !== text) heard.push(text);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return heard;
}

afterEach(() => vi.restoreAllMocks());

describe('the calendar: keyboard, names, +, copy', { timeout: 20_000 }, () => {
  it('moves a workout from the keyboard, announcing the workout and each day', async () => {
    let moved: unknown;
    mockFetch({
      'GET /api/calendar': { body: { workouts: [workout('w2', 'Upper body', '2020-03-04')] } },
      'GET /api/clients': clients,
      'PATCH /api/workouts/w2/schedule': ({ body }) => {
        moved = body;
        return { body: { workout: { ...workout('w2', 'Upper body', '2020-03-05'), sets: [] } } };
      },
    });
    signIn(['TRAINER']);
    renderApp('/trainer/calendar?date=2020-03-04');
    const wednesday = await day('Wednesday, March 4');
    layOutDays('2020-03-04');
    const handle = within(wednesday).getByRole('button', {
      name: 'Drag Upper body (Sam Rivera) to another day',
    });
    await waitFor(() => expect(handle).toHaveAccessibleDescription(/press Space or Enter to pick it up/));
    const heard = listen();
    const user = userEvent.setup();
    act(() => handle.focus());
    await user.keyboard('[Space]');
    await waitFor(() => expect(heard).toContain('Upper body for Sam Rivera is over Wednesday, March 4.'));
    await user.keyboard('[ArrowRight]');
    await waitFor(() => expect(heard).toContain('Upper body for Sam Rivera is over Thursday, March 5.'));
    await user.keyboard('[Enter]');
    await waitFor(() => expect(heard).toContain('Upper body for Sam Rivera dropped on Thursday, March 5.'));
    // The pick-up is announced in the same moment as the first day it is over.
    const active = { id: 'w2', data: { current: { workout: workout('w2', 'Upper body', '2020-03-04') } } };
    expect(dragAnnouncements(true).onDragStart({ active } as never)).toBe(
      'Picked up Upper body for Sam Rivera, on Wednesday, March 4. Use the arrow keys to choose a day, Enter to drop it there, Escape to cancel.',
    );
    expect(await findToast(`"Upper body" moved to ${formatMediumDay('2020-03-05')}`)).toBeInTheDocument();
    expect(moved).toEqual({ scheduledDate: '2020-03-05' });
  });

  it('Escape puts a picked-up workout back where it was, and nothing is sent', async () => {
    const calls = mockFetch({
      'GET /api/calendar': { body: { workouts: [workout('w2', 'Upper body', '2020-03-04')] } },
      'GET /api/clients': clients,
    });
    signIn(['TRAINER']);
    renderApp('/trainer/calendar?date=2020-03-04');
    const wednesday = await day('Wednesday, March 4');
    layOutDays('2020-03-04');
    const user = userEvent.setup();
    act(() =>
      within(wednesday)
        .getByRole('button', { name: /^Drag Upper body/ })
        .focus(),
    );
    await user.keyboard('[Enter]');
    await user.keyboard('[ArrowLeft]');
    await user.keyboard('[Escape]');
    await waitFor(() =>
      expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent(
        'Moving Upper body for Sam Rivera was cancelled. It stays on Wednesday, March 4.',
      ),
    );
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('cuts long names in the middle, so that names differing at the end stay apart', async () => {
    const a = 'Upper body hypertrophy, week three: Strength A';
    const b = 'Upper body hypertrophy, week three: Strength B';
    expect(middleCut(a, 36)).not.toBe(middleCut(b, 36));
    expect(middleCut(a, 36)).toContain('…');
    expect(middleCut(a, 36).endsWith('Strength A')).toBe(true);
    expect([...middleCut(a, 36)].length).toBeLessThanOrEqual(36);
    expect(middleCut('Strength A', 36)).toBe('Strength A');
    mockFetch({
      'GET /api/calendar': {
        body: { workouts: [workout('w1', a, '2020-03-04'), workout('w2', b, '2020-03-04')] },
      },
      'GET /api/clients': clients,
    });
    signIn(['TRAINER']);
    renderApp('/trainer/calendar?date=2020-03-04&view=month');
    const wednesday = await day('Wednesday, March 4');
    // The whole name is what a screen reader reads; the cut one is what the cell shows.
    const first = within(wednesday).getByRole('link', { name: new RegExp(a) });
    expect(first).toHaveTextContent(middleCut(a, 36));
    expect(within(wednesday).getByRole('link', { name: new RegExp(b) })).toHaveTextContent(middleCut(b, 36));
  });

  it('a day’s + schedules a template on that day for the clients chosen', async () => {
    const calls = mockFetch({
      'GET /api/calendar': { body: { workouts: [] } },
      'GET /api/clients': clients,
      'GET /api/templates': {
        body: {
          templates: [makeTemplateSummary({ id: TEMPLATE, name: 'Strength A', exerciseCount: 2 })],
          total: 1,
        },
      },
      [`POST /api/templates/${TEMPLATE}/schedule/preview`]: {
        body: { workouts: { keep: 2, replace: 2, skip: 2 }, clashes: [], warnings: [] },
      },
      [`POST /api/templates/${TEMPLATE}/schedule`]: { status: 201, body: { workouts: [{}, {}] } },
    });
    const { user, dialog } = await openDayDialog(
      'Friday, March 6',
      'Schedule a template on Friday, March 6',
      'Schedule Template',
    );
    expect(within(dialog).getByLabelText('Date 1')).toHaveValue('2020-03-06');
    await user.selectOptions(await within(dialog).findByLabelText('Template *'), 'Strength A');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Alex Chen' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sam Rivera' }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule 2 Workouts' }));
    expect(await findToast('2 workouts scheduled')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/schedule'))?.body).toEqual({
      targets: [
        { assignedTo: ALEX.id, scheduledDate: '2020-03-06' },
        { assignedTo: SAM.id, scheduledDate: '2020-03-06' },
      ],
    });
    // The calendar is read again, to show them.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/calendar').length).toBe(2));
  });

  it('copies a workout to several clients at once under its own name', async () => {
    const calls = mockFetch({
      'GET /api/calendar': { body: { workouts: [workout('w2', 'Upper body', '2020-03-04')] } },
      'GET /api/clients': clients,
      'POST /api/workouts/w2/copies/preview': {
        body: { workouts: { keep: 2, replace: 2, skip: 2 }, clashes: [], warnings: [] },
      },
      'POST /api/workouts/w2/copies': { status: 201, body: { workouts: [{}, {}] } },
    });
    const { user, dialog } = await openDayDialog(
      'Wednesday, March 4',
      'Copy Upper body (Sam Rivera)',
      'Copy to clients',
    );
    expect(within(dialog).getByLabelText('Workout Name *')).toHaveValue('Upper body');
    expect(within(dialog).getByLabelText('Date 1')).toHaveValue('2020-03-04');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Alex Chen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a date' }));
    await user.type(within(dialog).getByLabelText('Date 2'), '2020-03-11');
    await user.click(within(dialog).getByRole('button', { name: 'Copy 2 Workouts' }));
    expect(await findToast('2 workouts copied')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/copies'))?.body).toEqual({
      targets: [
        { assignedTo: ALEX.id, scheduledDate: '2020-03-04', name: 'Upper body' },
        { assignedTo: ALEX.id, scheduledDate: '2020-03-11', name: 'Upper body' },
      ],
    });
  });
});
