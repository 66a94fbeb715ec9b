import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { daysOf, gridOf, type ProgramGrid } from '../lib/program-grid.ts';
import { WeekGrid } from './week-grid.tsx';

const templates = [
  { id: 'a0000000-0000-4000-8000-000000000001', name: 'Push' },
  { id: 'b0000000-0000-4000-8000-000000000002', name: 'Pull' },
];
const [push, pull] = templates as [(typeof templates)[0], (typeof templates)[0]];

/** The grid as the editor holds it after the last change. */
let latest: ProgramGrid;

function Harness({ initial }: { initial: ProgramGrid }) {
  const [grid, setGrid] = useState(initial);
  const change = (next: ProgramGrid) => {
    latest = next;
    setGrid(next);
  };
  return <WeekGrid grid={grid} onChange={change} templates={templates} />;
}

function renderGrid(initial: ProgramGrid) {
  latest = initial;
  render(<Harness initial={initial} />);
  return { days: () => daysOf(latest), weeks: () => latest.weeks };
}

const rowOf = (week: number) =>
  screen.getByRole('rowheader', { name: new RegExp(`^Week ${week}\\b`) }).closest('tr')!;

describe('WeekGrid', () => {
  it('shows weeks as rows and Monday to Sunday as columns, each cell a template or Rest', () => {
    renderGrid(
      gridOf({ weeks: 2, days: [{ week: 2, dayOfWeek: 3, templateId: pull.id, templateName: 'Pull' }] }),
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Week',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(screen.getAllByRole('combobox')).toHaveLength(14);
    expect(screen.getByRole('combobox', { name: 'Week 2, Wednesday' })).toHaveValue(pull.id);
    expect(screen.getByRole('combobox', { name: 'Week 1, Monday' })).toHaveValue('');
  });

  it('picks a template for a cell and empties it again', async () => {
    const user = userEvent.setup();
    const g = renderGrid(gridOf({ weeks: 1, days: [] }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Week 1, Friday' }), 'Push');
    expect(g.days()).toEqual([{ week: 1, dayOfWeek: 5, templateId: push.id }]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Week 1, Friday' }), 'Rest');
    expect(g.days()).toEqual([]);
  });

  it('adds a week, duplicates a week after itself and removes one, moving the later weeks', async () => {
    const user = userEvent.setup();
    const g = renderGrid(
      gridOf({
        weeks: 2,
        days: [
          { week: 1, dayOfWeek: 1, templateId: push.id, templateName: 'Push' },
          { week: 2, dayOfWeek: 7, templateId: pull.id, templateName: 'Pull' },
        ],
      }),
    );
    await user.click(within(rowOf(1)).getByRole('button', { name: 'Duplicate week 1' }));
    expect(g.weeks()).toBe(3);
    expect(g.days()).toEqual([
      { week: 1, dayOfWeek: 1, templateId: push.id },
      { week: 2, dayOfWeek: 1, templateId: push.id },
      { week: 3, dayOfWeek: 7, templateId: pull.id },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove week 1' }));
    expect(g.days()).toEqual([
      { week: 1, dayOfWeek: 1, templateId: push.id },
      { week: 2, dayOfWeek: 7, templateId: pull.id },
    ]);
    await user.click(screen.getByRole('button', { name: 'Add week' }));
    expect(g.weeks()).toBe(3);
    expect(screen.getByText('3 weeks (at most 52)')).toBeInTheDocument();
  });

  it('keeps one week at least and 52 at most', async () => {
    const user = userEvent.setup();
    renderGrid(gridOf({ weeks: 1, days: [] }));
    expect(screen.getByRole('button', { name: 'Remove week 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add week' }));
    expect(screen.getByRole('button', { name: 'Remove week 1' })).toBeEnabled();
  });

  it('cannot grow past 52 weeks', () => {
    renderGrid({ weeks: 52, cells: {} });
    expect(screen.getByRole('button', { name: 'Add week' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Duplicate week 52' })).toBeDisabled();
  });
});
