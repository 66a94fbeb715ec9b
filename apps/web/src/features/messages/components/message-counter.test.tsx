import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX } from '@kinetic/contracts/messages';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const trainer = { id: '00000000-0000-4000-8000-0000000000b1', firstName: 'Maya', lastName: 'Torres' };

describe('the message box’s character counter', () => {
  it('is drawn in colours that meet WCAG AA on white: slate 600, and amber 800 near the limit', async () => {
    mockFetch({ 'GET /api/messages': { body: { messages: [] } } });
    signIn(['CLIENT'], { trainerId: trainer.id, trainer });
    renderApp('/client/messages');
    const counter = await screen.findByText(`0/${MESSAGE_MAX}`, undefined, { timeout: 5000 });
    // slate-600 #475569 on white is 7.6:1; the slate-400 it had was 2.6:1.
    expect(counter).toHaveClass('text-slate-600');
    fireEvent.change(screen.getByLabelText('Message to Maya Torres'), {
      target: { value: 'x'.repeat(MESSAGE_MAX - 50) },
    });
    const near = screen.getByText(`${MESSAGE_MAX - 50}/${MESSAGE_MAX}`);
    // amber-800 #92400e on white is 7.1:1; the amber-600 it had was 3.2:1.
    expect(near).toHaveClass('text-amber-800');
    expect(near).not.toHaveClass('text-slate-600');
  });
});
