import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UPDATE_AVAILABLE } from '@kinetic/contracts/offline';
import { useServiceWorkerStore } from '../lib/service-worker.ts';
import { UpdatePrompt } from './update-prompt.tsx';

afterEach(() => useServiceWorkerStore.setState({ updateWaiting: false }));

describe('the update prompt', () => {
  it('says nothing until a new version waits, then offers to reload into it', () => {
    const { rerender } = render(<UpdatePrompt />);
    expect(screen.queryByText(UPDATE_AVAILABLE)).not.toBeInTheDocument();
    useServiceWorkerStore.setState({ updateWaiting: true });
    rerender(<UpdatePrompt />);
    const prompt = screen.getByRole('status');
    expect(prompt).toHaveTextContent(UPDATE_AVAILABLE);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
  });
});
