import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InboxConversation } from '@kinetic/contracts/messages';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const TRAINER_ID = '00000000-0000-4000-8000-0000000000b1';
const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const conversation = (
  n: number,
  firstName: string,
  over: Partial<InboxConversation> = {},
): InboxConversation => ({
  client: { id: id(n), firstName, lastName: 'Rivera' },
  unread: 0,
  last: null,
  ...over,
});
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const conversations = [
  conversation(1, 'Lena', {
    unread: 2,
    last: { senderId: id(1), preview: 'Knee hurts on the lunges', createdAt: minutesAgo(5) },
  }),
  conversation(2, 'Sam', {
    last: { senderId: TRAINER_ID, preview: 'Great session!', createdAt: minutesAgo(90) },
  }),
  conversation(3, 'Grace'),
];

describe('the trainer’s inbox', { timeout: 20000 }, () => {
  it('lists the conversations as the server orders them, with unread counts, and opens one', async () => {
    mockFetch({
      'GET /api/messages/inbox': { body: { conversations, total: 3 } },
      [`GET /api/clients/${id(1)}`]: { status: 404, body: { error: 'Client not found' } },
    });
    signIn(['TRAINER'], { id: TRAINER_ID });
    const { router } = renderApp('/trainer/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Lena Rivera',
      'Sam Rivera',
      'Grace Rivera',
    ]);
    expect(rows[0]).toHaveTextContent('Knee hurts on the lunges');
    expect(rows[0]).toHaveTextContent('2 unread');
    expect(rows[0]).toHaveTextContent('5 minutes ago');
    expect(rows[1]).toHaveTextContent('You: Great session!');
    expect(rows[2]).toHaveTextContent('No messages yet');
    expect(screen.getByText('1 conversation with unread messages')).toBeInTheDocument();

    await userEvent.setup().click(within(rows[0]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trainer/clients/${id(1)}`));
    expect(router.state.location.hash).toBe('#messages');
  });

  it('searches by client name', async () => {
    const calls = mockFetch({
      'GET /api/messages/inbox': ({ query }) => ({
        body: query.get('search')
          ? { conversations: [conversations[2]], total: 1 }
          : { conversations, total: 3 },
      }),
    });
    signIn(['TRAINER'], { id: TRAINER_ID });
    renderApp('/trainer/messages');
    await screen.findByRole('list', { name: 'Conversations' }, { timeout: 5000 });
    await userEvent.setup().type(screen.getByLabelText('Search conversations by client name'), 'gra');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(
      calls
        .filter((c) => c.path === '/api/messages/inbox')
        .at(-1)!
        .query.get('search'),
    ).toBe('gra');
    expect(screen.getByText('All caught up')).toBeInTheDocument();
  });

  it('tells a client that the screen is for trainers', async () => {
    mockFetch({});
    signIn(['CLIENT']);
    renderApp('/trainer/messages');
    expect(
      await screen.findByText('Access denied. Trainer access required.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
