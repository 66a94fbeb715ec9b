import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientExerciseLoad } from './client-exercise-load.tsx';

const items = () =>
  within(screen.getByRole('list', { name: 'How the load was set' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe("the load's reason on the client's exercise", () => {
  it('shows the reason a rule gave for the targets', () => {
    render(
      <ClientExerciseLoad
        exercise={{
          load: { kind: 'double', minReps: 8, maxReps: 12 },
          loadReason: '+2.5 kg: all sets at 12 reps, RPE ≤ 8',
        }}
      />,
    );
    expect(items()).toEqual(['+2.5 kg: all sets at 12 reps, RPE ≤ 8']);
  });

  it('shows the effort an RPE or RIR target asks for', () => {
    render(
      <ClientExerciseLoad exercise={{ load: { kind: 'effort', rpe: null, rir: 2 }, loadReason: null }} />,
    );
    expect(items()).toEqual(['Load for 2 reps in reserve']);
  });

  it('shows nothing for a fixed load', () => {
    const { container } = render(<ClientExerciseLoad exercise={{ load: null, loadReason: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
