import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { itemTexts } from '../../../test/item-texts.ts';
import { equipment, exercises, foods, listCalls, mockLibraries } from '../test/library-fixtures.ts';
import { openRow } from '../test/open-row.ts';

const squat = exercises[0]!;
const almond = foods[0]!;

describe('library editing (consultant)', () => {
  it('edits a copy of the item and PUTs the whole edited item', async () => {
    const calls = mockLibraries(
      {},
      {
        [`PUT /api/libraries/exercises/${squat.id}`]: ({ body }) => ({
          body: { item: body },
        }),
      },
    );
    signIn(['CONSULTANT']);
    const user = await openRow('Back Squat');
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('Back Squat');
    expect(screen.getByLabelText('Muscles worked')).toHaveValue('Quadriceps, Glutes');
    const chosen = screen.getByRole('list', { name: 'Equipment chosen' });
    expect(itemTexts(chosen)).toEqual(['Barbell', 'Squat Rack']);
    expect(screen.getByLabelText('Approved')).toBeChecked();
    expect(screen.getByLabelText('Public')).toBeChecked();
    expect(screen.getByLabelText('Estimated duration (minutes)')).toHaveAttribute('type', 'number');
    await user.clear(name);
    await user.type(name, 'Barbell Back Squat');
    const muscles = screen.getByLabelText('Muscles worked');
    await user.clear(muscles);
    await user.type(muscles, 'Quadriceps, Glutes ,, Core');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'ADVANCED');
    await user.click(screen.getByLabelText('Public'));
    const listBefore = listCalls(calls, 'exercises').length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Exercise updated successfully')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(`/api/libraries/exercises/${squat.id}`);
    expect(put?.body).toEqual({
      ...squat,
      name: 'Barbell Back Squat',
      difficulty: 'ADVANCED',
      musclesWorked: ['Quadriceps', 'Glutes', 'Core'],
      isPublic: false,
    });
    // The row closes and the list is fetched again.
    await waitFor(() => expect(listCalls(calls, 'exercises').length).toBeGreaterThan(listBefore));
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('Cancel discards the edited copy', async () => {
    const calls = mockLibraries();
    signIn(['CONSULTANT']);
    const user = await openRow('Back Squat');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Something else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back Squat/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back Squat/ }));
    expect(screen.getByLabelText('Name')).toHaveValue('Back Squat');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows validation messages under the fields and sends nothing', async () => {
    const calls = mockLibraries();
    signIn(['CONSULTANT']);
    const user = await openRow('Back Squat');
    await user.clear(screen.getByLabelText('Name'));
    const duration = screen.getByLabelText('Estimated duration (minutes)');
    await user.clear(duration);
    await user.type(duration, '0');
    await user.type(screen.getByLabelText('Video URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByText('Estimated duration must be at least 1 minute')).toBeInTheDocument();
    expect(screen.getByText('Video URL must be an http or https address')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('food: serving size steps by 0.1 and must be above 0', async () => {
    mockLibraries();
    signIn(['CONSULTANT']);
    const user = await openRow('Almond butter', '/libraries/foods');
    const serving = screen.getByLabelText('Serving size');
    expect(serving).toHaveAttribute('type', 'number');
    expect(serving).toHaveAttribute('step', '0.1');
    expect(serving).toHaveValue(1);
    expect(screen.getByLabelText('Vegan')).toBeChecked();
    expect(screen.getByLabelText('Dairy free')).not.toBeChecked();
    await user.clear(serving);
    await user.type(serving, '0');
    await user.clear(screen.getByLabelText('Serving measure'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Serving size must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Serving measure is required')).toBeInTheDocument();
  });

  it('food: saves decimals and shows the food toast', async () => {
    const calls = mockLibraries(
      {},
      { [`PUT /api/libraries/foods/${almond.id}`]: ({ body }) => ({ body: { item: body } }) },
    );
    signIn(['CONSULTANT']);
    const user = await openRow('Almond butter', '/libraries/foods');
    const serving = screen.getByLabelText('Serving size');
    await user.clear(serving);
    await user.type(serving, '1.5');
    await user.click(screen.getByLabelText('Dairy free'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Food updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      servingSize: 1.5,
      isDairyFree: true,
    });
  });

  it('food: shows the source and portions, edits fiber, sugar, sodium and serving grams, keeps the portions', async () => {
    const calls = mockLibraries(
      {},
      { [`PUT /api/libraries/foods/${almond.id}`]: ({ body }) => ({ body: { item: body } }) },
    );
    signIn(['CONSULTANT']);
    const user = await openRow('Almond butter', '/libraries/foods');
    expect(screen.getByText('Source: USDA FoodData Central, SR Legacy, FDC 168588')).toBeInTheDocument();
    expect(screen.getByText('1 tbsp = 16 g')).toBeInTheDocument();
    expect(screen.getByLabelText('Fiber (g)')).toHaveValue(1.6);
    const sugar = screen.getByLabelText('Sugar (g)');
    await user.clear(sugar);
    const sodium = screen.getByLabelText('Sodium (mg)');
    await user.clear(sodium);
    await user.type(sodium, '2');
    const grams = screen.getByLabelText('Serving weight (g)');
    await user.clear(grams);
    await user.type(grams, '15.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Food updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...almond,
      sugar: null,
      sodium: 2,
      servingGrams: 15.5,
    });
  });

  it('food: serving grams must be above 0', async () => {
    const calls = mockLibraries();
    signIn(['CONSULTANT']);
    const user = await openRow('Almond butter', '/libraries/foods');
    const grams = screen.getByLabelText('Serving weight (g)');
    await user.clear(grams);
    await user.type(grams, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Serving grams must be greater than 0')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows server field errors under their fields and the failure toast', async () => {
    mockLibraries(
      {},
      {
        [`PUT /api/libraries/exercises/${squat.id}`]: {
          status: 400,
          body: {
            error: 'Invalid input',
            errors: [{ path: 'musclesWorked.0', msg: 'Muscle name is too odd' }],
          },
        },
      },
    );
    signIn(['CONSULTANT']);
    const user = await openRow('Back Squat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Failed to update exercise')).toBeInTheDocument();
    expect(screen.getByLabelText('Muscles worked')).toHaveAccessibleDescription('Muscle name is too odd');
    // The form stays open with the edits.
    expect(screen.getByLabelText('Name')).toHaveValue('Back Squat');
  });

  it('shows a taken name (409) under the name', async () => {
    mockLibraries(
      {},
      {
        [`PUT /api/libraries/exercises/${squat.id}`]: {
          status: 409,
          body: { error: 'An exercise with this name already exists' },
        },
      },
    );
    signIn(['CONSULTANT']);
    const user = await openRow('Back Squat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Failed to update exercise')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'An exercise with this name already exists',
    );
  });

  it.each([
    ['equipment', 'Adjustable Bench', 'Failed to update equipment'],
    ['foods', 'Almond butter', 'Failed to update food'],
  ] as const)('shows the fixed failure text of %s', async (kind, name, text) => {
    const item = kind === 'foods' ? almond : equipment[0]!;
    mockLibraries({}, { [`PUT /api/libraries/${kind}/${item.id}`]: { status: 403 } });
    signIn(['CONSULTANT']);
    const user = await openRow(name, `/libraries/${kind}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(text)).toBeInTheDocument();
  });

  it("shows the server's error when it gives one", async () => {
    mockLibraries(
      {},
      { [`PUT /api/libraries/exercises/${squat.id}`]: { status: 404, body: { error: 'Not found' } } },
    );
    signIn(['CONSULTANT']);
    const user = await openRow('Back Squat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Not found')).toBeInTheDocument();
  });

  it('uses the fixed failure text when the server says nothing', async () => {
    mockLibraries({}, { [`PUT /api/libraries/exercises/${squat.id}`]: { status: 403 } });
    signIn(['CONSULTANT']);
    const user = await openRow('Back Squat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Failed to update exercise')).toBeInTheDocument();
  });

  it("creates an item with '+ Add' using the same form", async () => {
    const calls = mockLibraries(
      {},
      { 'POST /api/libraries/exercises': ({ body }) => ({ status: 201, body: { item: body } }) },
    );
    signIn(['CONSULTANT']);
    renderApp('/libraries/exercises');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '+ Add' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'New exercise' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Exercise' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Bulgarian Split Squat');
    await user.selectOptions(within(dialog).getByLabelText('Difficulty'), 'INTERMEDIATE');
    await user.type(within(dialog).getByLabelText('Muscles worked'), 'Quadriceps, Glutes');
    await user.type(within(dialog).getByLabelText('Estimated duration (minutes)'), '8');
    // Contraindications: a checkbox per condition.
    const contraindicated = within(dialog).getByRole('group', { name: 'Contraindicated for' });
    expect(within(contraindicated).getAllByRole('checkbox')).toHaveLength(10);
    await user.click(within(contraindicated).getByLabelText('Knee'));
    // A consultant's new item starts approved (visible to trainers), and the dialog says what that means.
    expect(within(dialog).getByLabelText('Approved')).toBeChecked();
    expect(within(dialog).getByLabelText('Approved')).toHaveAccessibleDescription(
      'Trainers and clients see approved items only.',
    );
    expect(within(dialog).getByLabelText('Public')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add Exercise' }));
    expect(await findToast('Exercise created successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Bulgarian Split Squat',
      description: '',
      category: '',
      difficulty: 'INTERMEDIATE',
      musclesWorked: ['Quadriceps', 'Glutes'],
      primaryMuscles: [],
      secondaryMuscles: [],
      equipment: [],
      videoUrl: '',
      estimatedDuration: 8,
      caloriesBurned: null,
      contraindications: ['knee'],
      approved: true,
      isPublic: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a new food says which required numbers are missing (not that they must be numbers)', async () => {
    const calls = mockLibraries();
    signIn(['CONSULTANT']);
    renderApp('/libraries/foods');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '+ Add' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'New food' });
    await user.type(within(dialog).getByLabelText('Name'), 'Oat bar');
    await user.type(within(dialog).getByLabelText('Calories'), '190');
    await user.click(within(dialog).getByRole('button', { name: 'Add Food' }));
    expect(await within(dialog).findByText('Protein is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Serving size')).toHaveAccessibleDescription(
      'Serving size is required',
    );
    expect(within(dialog).getByLabelText('Fat (g)')).toHaveAccessibleDescription('Fat is required');
    expect(within(dialog).queryByText(/must be a number/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
