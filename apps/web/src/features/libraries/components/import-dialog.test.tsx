import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { columnsOf, csvTemplate, readImportFile } from '@kinetic/contracts/library-import';
import type { MockAnswer } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { listCalls, mockLibraries } from '../test/library-fixtures.ts';

async function openImport(path = '/libraries/exercises') {
  renderApp(path);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Import' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: /Import/ });
  return { user, dialog };
}

const csvFile = (text: string, name = 'exercises.csv') => new File([text], name, { type: 'text/csv' });

const SAMPLE = [
  'name,category,difficulty,musclesWorked',
  'Box Jump,Plyometrics,ADVANCED,"Quadriceps, Calves"',
  'Wall Sit,Strength,Beginner,Quadriceps',
  'Broken,line',
  'Mystery,,EXPERT,',
  'Plank,Core,intermediate,Core',
].join('\n');

describe('library import (consultant)', () => {
  it('previews the file with its problems (every row checked, labels taken), imports and reports the refused rows', async () => {
    const calls = mockLibraries(
      {},
      {
        'POST /api/libraries/exercises/import': {
          body: {
            imported: 2,
            refused: [
              {
                row: 4,
                name: 'Plank',
                errors: [{ path: 'name', msg: 'An exercise with this name already exists' }],
              },
            ],
          },
        },
      },
    );
    signIn(['CONSULTANT']);
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('CSV or JSON file'), csvFile(SAMPLE));
    expect(await within(dialog).findByText('File problems')).toBeInTheDocument();
    expect(within(dialog).getByText('Line 4 has 2 fields, expected 4')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Line 5: Difficulty must be BEGINNER, INTERMEDIATE or ADVANCED'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/3 rows ready to import, 2 problems/)).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Preview of the first rows' });
    expect(within(preview).getByText('Box Jump')).toBeInTheDocument();
    expect(within(preview).getByText('Quadriceps, Calves')).toBeInTheDocument();
    expect(within(preview).queryByText('Mystery')).not.toBeInTheDocument();
    const before = listCalls(calls, 'exercises').length;
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 rows' }));
    expect(await within(dialog).findByText('2 imported')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      rows: [
        {
          name: 'Box Jump',
          category: 'Plyometrics',
          difficulty: 'ADVANCED',
          musclesWorked: ['Quadriceps', 'Calves'],
        },
        { name: 'Wall Sit', category: 'Strength', difficulty: 'BEGINNER', musclesWorked: ['Quadriceps'] },
        { name: 'Plank', category: 'Core', difficulty: 'INTERMEDIATE', musclesWorked: ['Core'] },
      ],
      firstRowNumber: 2,
    });
    const report = within(dialog).getByRole('table', { name: 'Refused rows' });
    const rows = within(report).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '4—Line 4 has 2 fields, expected 4',
      '5MysteryLine 5: Difficulty must be BEGINNER, INTERMEDIATE or ADVANCED',
      // The server counted the chunk's third row as 4; in the file it is line 6.
      '6PlankAn exercise with this name already exists',
    ]);
    // The list is fetched again.
    await waitFor(() => expect(listCalls(calls, 'exercises').length).toBeGreaterThan(before));
  });

  it('sends large files in chunks of 100 rows with a progress bar', async () => {
    const pending: ((answer: MockAnswer) => void)[] = [];
    const sizes: number[] = [];
    const calls = mockLibraries(
      {},
      {
        'POST /api/libraries/exercises/import': ({ body }) =>
          new Promise<MockAnswer>((resolve) => {
            const n = (body as { rows: unknown[] }).rows.length;
            sizes.push(n);
            pending.push(() => resolve({ body: { imported: n, refused: [] } }));
          }),
      },
    );
    signIn(['CONSULTANT']);
    const { user, dialog } = await openImport();
    const lines = ['name,difficulty', ...Array.from({ length: 250 }, (_, i) => `Move ${i + 1},BEGINNER`)];
    await user.upload(within(dialog).getByLabelText('CSV or JSON file'), csvFile(lines.join('\n')));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 250 rows' }));
    const bar = within(dialog).getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    for (const expected of ['40', '80']) {
      await waitFor(() => expect(pending.length).toBeGreaterThan(0));
      pending.shift()!({});
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', expected));
    }
    await waitFor(() => expect(pending.length).toBe(1));
    pending.shift()!({});
    expect(await within(dialog).findByText('250 imported')).toBeInTheDocument();
    expect(within(dialog).getByText('No rows were refused.')).toBeInTheDocument();
    expect(sizes).toEqual([100, 100, 50]);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => (c.body as { firstRowNumber: number }).firstRowNumber)).toEqual([2, 102, 202]);
  });

  it('names missing columns and imports nothing', async () => {
    mockLibraries();
    signIn(['CONSULTANT']);
    const { user, dialog } = await openImport();
    await user.upload(
      within(dialog).getByLabelText('CSV or JSON file'),
      csvFile('name,category\nSquat,Legs'),
    );
    expect(await within(dialog).findByText('Missing column: difficulty')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  });

  it('reads JSON files', async () => {
    mockLibraries();
    signIn(['CONSULTANT']);
    const { user, dialog } = await openImport('/libraries/foods');
    const oats = {
      name: 'Oats',
      servingSize: 40,
      servingMeasure: 'g',
      calories: 150,
      protein: 5,
      fat: 3,
      totalCarbs: 27,
    };
    const json = JSON.stringify([oats, 5, { ...oats, name: 'Half oats', calories: -1 }]);
    await user.upload(
      within(dialog).getByLabelText('CSV or JSON file'),
      new File([json], 'foods.json', { type: 'application/json' }),
    );
    expect(await within(dialog).findByText('Item 2 is not an object')).toBeInTheDocument();
    expect(within(dialog).getByText('Item 3: Calories cannot be negative')).toBeInTheDocument();
    expect(within(dialog).getByText('Oats')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 1 row' })).toBeEnabled();
  });

  it('offers a CSV template with the library columns and an example row that imports as it is', async () => {
    mockLibraries();
    signIn(['CONSULTANT']);
    const { dialog } = await openImport('/libraries/equipment');
    const link = within(dialog).getByRole('link', { name: 'Download CSV template' });
    expect(link).toHaveAttribute('download', 'equipment-template.csv');
    const href = link.getAttribute('href') ?? '';
    const csv = decodeURIComponent(href.replace(/^data:text\/csv;charset=utf-8,/, ''));
    const [header, example] = csv.trim().split('\r\n');
    expect(header).toBe(columnsOf('equipment').join(','));
    expect(example).toBe('Adjustable bench,Flat to incline,Benches,Free weights area,Rogue,AB-3,yes,yes');
    expect(readImportFile('exercises', 'x.csv', csvTemplate('exercises'))).toEqual({
      rows: [expect.objectContaining({ row: 2 })],
      problems: [],
    });
  });
});
