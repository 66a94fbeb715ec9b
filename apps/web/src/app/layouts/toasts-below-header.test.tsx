import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, testConfig } from '../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

afterEach(() => vi.restoreAllMocks());

/** The top bar's bottom edge as the browser would place it (jsdom lays nothing out). */
function headerBottomAt(bottom: () => number) {
  const empty = { top: 0, right: 0, bottom: 0, left: 0, width: 0, height: 0, x: 0, y: 0 };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { ...empty, bottom: this.tagName === 'HEADER' ? bottom() : 0, toJSON: () => ({}) };
  });
}

describe('live toasts', () => {
  it('sit below the top bar: lower under the demo strip, higher once the bar sticks to the top', async () => {
    let bottom = 100; // the demo strip (36 px) and the 64 px bar
    headerBottomAt(() => bottom);
    mockFetch({ 'GET /api/config': { body: { ...testConfig, demo: true } } });
    signIn(['TRAINER']);
    renderApp('/trainer/clients');
    await screen.findByRole('button', { name: /User menu/ }, { timeout: 5000 });
    act(() => void toast('Message from Sam Rivera'));
    const container = (await screen.findByText('Message from Sam Rivera')).closest<HTMLElement>(
      '[data-rht-toaster]',
    )!;
    expect(container.style.top).toBe('var(--toasts-top, 76px)');
    expect(document.documentElement.style.getPropertyValue('--toasts-top')).toBe('112px');

    bottom = 64;
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(document.documentElement.style.getPropertyValue('--toasts-top')).toBe('76px');
  });
});
