import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@kinetic/contracts/notifications';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { CLIENT_ID, emptyClientPage } from './client-fixtures.ts';

const notice: Notification = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'message',
  title: 'Message from Sam Rivera',
  body: 'Can we move Friday?',
  link: `/trainer/clients/${CLIENT_ID}#messages`,
  createdAt: new Date().toISOString(),
  readAt: null,
};

function setup() {
  mockFetch({
    ...emptyClientPage(),
    [`GET /api/clients/${CLIENT_ID}/programs`]: { body: { assignments: [] } },
    [`GET /api/clients/${CLIENT_ID}/adherence`]: {
      body: {
        last7: { scheduled: 0, completed: 0, ratio: null },
        last30: { scheduled: 0, completed: 0, ratio: null },
      },
    },
    'GET /api/messages': { body: { messages: [] } },
    'GET /api/notifications': { body: { notifications: [notice], unread: 1 } },
    'POST /api/notifications/read': { status: 204 },
  });
  signIn(['TRAINER']);
}

const messagesToggle = () => screen.findByRole('button', { name: /^Messages/ }, { timeout: 5000 });

async function openNotice(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  await user.click(
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Message from Sam Rivera/ }),
  );
}

describe('a message notification about the client whose page is open', { timeout: 20000 }, () => {
  it('opens the conversation when the page shows another section', async () => {
    setup();
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const user = userEvent.setup();
    expect(await messagesToggle()).toHaveAttribute('aria-expanded', 'false');
    await openNotice(user);
    await waitFor(async () => expect(await messagesToggle()).toHaveAttribute('aria-expanded', 'true'));
  });

  it('opens it again when the URL is already the notification’s (the trainer had closed it)', async () => {
    setup();
    const { router } = renderApp(`/trainer/clients/${CLIENT_ID}#messages`);
    const user = userEvent.setup();
    const toggle = await messagesToggle();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await openNotice(user);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(router.state.location.hash).toBe('#messages');
  });
});
