import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

/** The browser's network as `navigator.onLine` says, and the event it sends on a change. */
function network(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => vi.restoreAllMocks());

describe('the Offline pill of the top bar', () => {
  it('says "Offline" as soon as the network drops, before anything is sent, and goes when it is back', async () => {
    signIn(['CLIENT']);
    const calls = mockFetch();
    renderApp('/profile');
    await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    const sent = calls.length;

    network(false);
    // Told politely to a screen reader too.
    expect(screen.getByText('Offline').closest('[role="status"]')).not.toBeNull();
    expect(calls).toHaveLength(sent);

    network(true);
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });

  it('is there from the start on a page opened without a network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    signIn(['TRAINER']);
    mockFetch();
    renderApp('/dashboard');
    expect(await screen.findByText('Offline')).toBeInTheDocument();
  });
});
