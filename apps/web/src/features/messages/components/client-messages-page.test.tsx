import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Message } from '@kinetic/contracts/messages';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { makeUser, renderApp, signIn } from '../../../test/render-app.tsx';
import { itemTexts } from '../../../test/item-texts.ts';

const trainer = { id: '00000000-0000-4000-8000-0000000000b1', firstName: 'Maya', lastName: 'Torres' };

describe('a client’s messages', () => {
  it('shows the conversation oldest first, sends with Enter and clears the box', async () => {
    const me = makeUser({ trainerId: trainer.id, trainer });
    const thread: Message[] = [
      {
        id: '00000000-0000-4000-8000-000000000002',
        senderId: trainer.id,
        body: 'How did the squats feel?',
        workoutId: '00000000-0000-4000-8000-0000000000aa',
        workoutName: 'Leg day',
        createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
        readAt: null,
      },
    ];
    const calls = mockFetch({
      'GET /api/messages': () => ({ body: { messages: [...thread].reverse() } }),
      'POST /api/messages': ({ body }) => {
        const message = {
          id: `00000000-0000-4000-8000-00000000000${thread.length + 2}`,
          senderId: me.id,
          body: (body as { body: string }).body,
          workoutId: null,
          workoutName: null,
          createdAt: new Date().toISOString(),
          readAt: null,
        };
        thread.push(message);
        return { status: 201, body: { message } };
      },
    });
    signIn(['CLIENT'], { trainerId: trainer.id, trainer, id: me.id });
    renderApp('/client/messages');
    expect(await screen.findByText('Your conversation with Maya Torres, your trainer.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversation with Maya Torres' });
    expect(within(list).getByText('How did the squats feel?')).toBeInTheDocument();
    // A message about a workout names it, and links to it.
    expect(within(list).getByRole('link', { name: 'about Leg day' })).toHaveAttribute(
      'href',
      '/client/workouts/00000000-0000-4000-8000-0000000000aa',
    );

    const box = screen.getByLabelText('Message to Maya Torres');
    const user = userEvent.setup();
    await user.type(box, 'Heavy but fine{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(itemTexts(list)).toEqual([
      expect.stringMatching(/^Maya Torres:How did the squats feel\?/),
      expect.stringMatching(/^You:Heavy but fine/),
    ]);
    expect(box).toHaveValue('');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'Heavy but fine' });
  });

  it('says so when the box is empty, and when there is no trainer yet', async () => {
    mockFetch({ 'GET /api/messages': { body: { messages: [] } } });
    signIn(['CLIENT'], { trainerId: trainer.id, trainer });
    const { unmount } = renderApp('/client/messages');
    expect(await screen.findByText('No messages yet. Write to Maya Torres below.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message is required');
    unmount();

    signIn(['CLIENT'], { trainerId: null, trainer: null });
    renderApp('/client/messages');
    expect(
      await screen.findByText(
        'You do not have a trainer yet. Once one is assigned to you, you can write to them here.',
      ),
    ).toBeInTheDocument();
  });
});
