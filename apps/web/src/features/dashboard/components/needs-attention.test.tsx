import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AttentionClient } from '@kinetic/contracts/attention';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const WORKOUT = '00000000-0000-4000-8000-0000000000ff';

const entry = (
  n: number,
  firstName: string,
  reasons: AttentionClient['reasons'],
  ratios: [number, number, number, number] = [1, 1, 4, 4],
): AttentionClient => ({
  client: { id: id(n), firstName, lastName: 'Test' },
  adherence7: { completed: ratios[0], scheduled: ratios[1], ratio: ratios[1] ? ratios[0] / ratios[1] : null },
  adherence30: {
    completed: ratios[2],
    scheduled: ratios[3],
    ratio: ratios[3] ? ratios[2] / ratios[3] : null,
  },
  nutrition7: null,
  reasons,
});

const clients: AttentionClient[] = [
  entry(1, 'Lena', [
    { kind: 'pain-note', detail: 'Wrote: “knee hurts on the lunges”', workoutId: WORKOUT, fact: WORKOUT },
    { kind: 'new-flags', detail: 'New health flags: Bone or joint problem', fact: 'Bone or joint problem' },
    { kind: 'intake-pending', detail: 'Sent 2 of 6 intake forms', fact: 'intake' },
  ]),
  entry(
    2,
    'Omar',
    [
      { kind: 'missed-workout', detail: 'Missed Leg day on Mon 23 Nov', workoutId: WORKOUT, fact: WORKOUT },
      { kind: 'low-adherence', detail: '0% of workouts done in the last 7 days', fact: WORKOUT },
    ],
    [0, 2, 2, 5],
  ),
  entry(
    3,
    'Grace',
    [
      {
        kind: 'nutrition-off-target',
        detail: 'Off nutrition targets on 5 of the last 7 days',
        fact: '2026-11-26',
      },
      {
        kind: 'nothing-logged',
        detail: 'Nothing in the food diary for 3 days (last on Tue 24 Nov)',
        fact: '2026-11-24',
      },
      { kind: 'nothing-scheduled', detail: 'Nothing scheduled for the coming week', fact: 'never' },
    ],
    [0, 0, 0, 0],
  ),
  entry(4, 'Ben', []),
];

type Handlers = NonNullable<Parameters<typeof mockFetch>[0]>;

async function openDashboard(handler: Handlers[string], more: Handlers = {}) {
  const calls = mockFetch({ 'GET /api/trainer/attention': handler, ...more });
  signIn(['TRAINER']);
  const app = renderApp('/dashboard');
  const panel = await screen.findByRole('region', { name: 'Needs attention' }, { timeout: 5000 });
  return { ...app, panel, calls };
}

describe('Needs attention on the trainer dashboard', () => {
  it('lists the clients who need attention in the order given, with adherence and their reasons as links', async () => {
    const { panel, router } = await openDashboard({ body: { clients } });
    const list = await within(panel).findByRole('list', { name: 'Clients who need attention' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    // The server's ranking is kept: the client on track is not listed.
    expect(rows.map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual([
      'Lena Test',
      'Omar Test',
      'Grace Test',
    ]);
    expect(within(panel).getByText('3')).toBeInTheDocument();
    expect(within(panel).getByText('1 client on track')).toBeInTheDocument();

    // Every reason in words, and the adherence over 7 and 30 days.
    expect(within(rows[0]!).getByText('Wrote: “knee hurts on the lunges”')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('New health flags: Bone or joint problem')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Sent 2 of 6 intake forms')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Missed Leg day on Mon 23 Nov')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(
      '0 of 2 workouts done in the last 7 days; 2 of 5 workouts done in the last 30 days',
    );
    expect(rows[2]).toHaveTextContent('no workout was due in the last 7 days');

    const link = (row: HTMLElement, name: RegExp) => within(row).getByRole('link', { name });
    expect(
      link(rows[0]!, /^Pain note: Wrote: “knee hurts on the lunges” \(open the workout\)$/),
    ).toHaveAttribute('href', `/workouts/${WORKOUT}`);
    expect(link(rows[0]!, /^New health flags/)).toHaveAttribute('href', `/trainer/clients/${id(1)}#intake`);
    expect(link(rows[0]!, /^Intake pending: Sent 2 of 6 intake forms \(see the intake\)$/)).toHaveAttribute(
      'href',
      `/trainer/clients/${id(1)}#intake`,
    );
    expect(link(rows[1]!, /^Missed workout/)).toHaveAttribute('href', `/workouts/${WORKOUT}`);
    expect(link(rows[1]!, /^Low adherence.*message the client/)).toHaveAttribute(
      'href',
      `/trainer/clients/${id(2)}#messages`,
    );
    // The nutrition reasons open the client's page at the compliance card.
    expect(
      link(
        rows[2]!,
        /^Off nutrition target: Off nutrition targets on 5 of the last 7 days \(see their nutrition\)$/,
      ),
    ).toHaveAttribute('href', `/trainer/clients/${id(3)}#nutrition`);
    expect(link(rows[2]!, /^Nothing logged: Nothing in the food diary/)).toHaveAttribute(
      'href',
      `/trainer/clients/${id(3)}#nutrition`,
    );
    expect(link(rows[2]!, /^Nothing scheduled.*plan a workout/)).toHaveAttribute(
      'href',
      `/trainer/workout-builder?clientId=${id(3)}`,
    );

    await userEvent.setup().click(link(rows[0]!, /^Pain note/));
    expect(router.state.location.pathname).toBe(`/workouts/${WORKOUT}`);
  });

  it('clears a reason (snoozed, with a note) for the facts shown, and takes it back from the toast', async () => {
    let cleared = false;
    const lena = () =>
      cleared
        ? { ...clients[0]!, reasons: clients[0]!.reasons.filter((r) => r.kind !== 'pain-note') }
        : clients[0]!;
    const { panel, calls } = await openDashboard(() => ({ body: { clients: [lena()] } }), {
      [`POST /api/clients/${id(1)}/attention/resolutions`]: ({ body }) => {
        cleared = true;
        return {
          status: 201,
          body: { resolution: { clientId: id(1), snoozedUntil: null, createdAt: '', ...(body as object) } },
        };
      },
      [`DELETE /api/clients/${id(1)}/attention/resolutions/pain-note`]: () => {
        cleared = false;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    const list = await within(panel).findByRole('list', { name: 'Clients who need attention' });
    await user.click(within(list).getByRole('button', { name: 'Clear Pain note for Lena Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pain note: Lena Test' });
    expect(dialog).toHaveAccessibleDescription('Wrote: “knee hurts on the lunges”');
    await user.selectOptions(within(dialog).getByLabelText('What to do'), 'Snooze for 3 days');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Asked her to rest it');
    await user.click(within(dialog).getByRole('button', { name: 'Snooze' }));

    const toastText = await screen.findByText(/Pain note for Lena Test snoozed for 3 days/);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'pain-note',
      fact: WORKOUT,
      snoozeDays: 3,
      note: 'Asked her to rest it',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Wrote: “knee hurts on the lunges”')).not.toBeInTheDocument();
    await user.click(
      within(toastText.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Undo' }),
    );
    expect(await within(panel).findByText('Wrote: “knee hurts on the lunges”')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('lists five at first and the rest on demand', async () => {
    const many = Array.from({ length: 7 }, (_, i) =>
      entry(10 + i, `Client${i + 1}`, [
        { kind: 'inactive', detail: 'No workout completed yet', fact: 'never' },
      ]),
    );
    const { panel } = await openDashboard({ body: { clients: many } });
    const list = await within(panel).findByRole('list', { name: 'Clients who need attention' });
    const names = () => within(list).getAllByRole('link', { name: /^Client\d Test$/ });
    expect(names()).toHaveLength(5);
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Show all 7' }));
    expect(names()).toHaveLength(7);
    expect(within(panel).getByText('0 clients on track')).toBeInTheDocument();
  });

  it('says everyone is on track, or that there are no clients yet', async () => {
    const { panel, unmount } = await openDashboard({ body: { clients: [entry(4, 'Ben', [])] } });
    expect(await within(panel).findByText('Everyone is on track')).toBeInTheDocument();
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
    unmount();
    const second = await openDashboard({ body: { clients: [] } });
    expect(await within(second.panel).findByText('No clients assigned to you yet.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    const { panel } = await openDashboard(() =>
      fail ? { status: 500, body: { error: 'Boom' } } : { body: { clients } },
    );
    expect(await within(panel).findByText('Who needs attention could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(
      await within(panel).findByRole('list', { name: 'Clients who need attention' }),
    ).toBeInTheDocument();
  });
});
