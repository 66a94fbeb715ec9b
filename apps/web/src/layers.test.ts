import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repo });

/** The layer errors `npm run lint` reports for `code` standing in a file at `path` (under src/). */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repo}/apps/web/src/${path}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

// Real files of the app stand in for the snippets, so that the imports resolve as in the app.
// The first lint builds the TypeScript program of the whole app (the config's typed rules).
describe('the lint rule on the web layers', { timeout: 60_000 }, () => {
  it('fails a feature that imports another feature', async () => {
    const errors = await layerErrors(
      'features/meals/api/get-meals.ts',
      "import { useClient } from '../../clients/api/get-client.ts';\nexport const probe = useClient;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Features do not import each other')]);
  });

  it('fails entities that import a feature', async () => {
    const errors = await layerErrors(
      'entities/meals/api/meal-keys.ts',
      "import { useMeals } from '../../../features/meals/api/get-meals.ts';\nexport const probe = useMeals;\n",
    );
    expect(errors).toEqual([expect.stringContaining('entities/ sit below features')]);
  });

  it('fails components/ui that import a domain', async () => {
    const errors = await layerErrors(
      'components/ui/card.tsx',
      "import { mealKeys } from '../../entities/meals/api/meal-keys.ts';\nexport const probe = mealKeys;\n",
    );
    expect(errors).toEqual([expect.stringContaining('components/ui knows no domain')]);
  });

  it('lets a feature use its own files, entities, components/ui and lib', async () => {
    const errors = await layerErrors(
      'features/meals/api/get-meals.ts',
      [
        "import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';",
        "import { Button } from '../../../components/ui/button.tsx';",
        "import { api } from '../../../lib/api-client.ts';",
        "import { useCreateMeal } from './create-meal.ts';",
        'export const probe = [mealKeys, Button, api, useCreateMeal];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
