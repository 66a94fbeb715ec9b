import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

describe('Skip to content', () => {
  it('is the first thing Tab reaches, and moves focus past the sidebar and top bar to the screen', async () => {
    mockFetch();
    signIn(['TRAINER']);
    const { router } = renderApp('/trainer/clients');
    await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(router.state.location.hash).toBe('');
  });
});
