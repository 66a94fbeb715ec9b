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
  it.each([
    {
      what: 'a feature that imports another feature',
      path: 'features/meals/api/get-meals.ts',
      code: "import { useClient } from '../../clients/api/get-client.ts';\nexport const probe = useClient;\n",
      message: 'Features do not import each other',
    },
    {
      what: 'entities that import a feature',
      path: 'entities/meals/api/meal-keys.ts',
      code: "import { useMeals } from '../../../features/meals/api/get-meals.ts';\nexport const probe = useMeals;\n",
      message: 'entities/ sit below features',
    },
    {
      what: 'components/ui that import a domain',
      path: 'components/ui/card.tsx',
      code: "import { mealKeys } from '../../entities/meals/api/meal-keys.ts';\nexport const probe = mealKeys;\n",
      message: 'components/ui knows no domain',
    },
  ])('fails $what', async ({ path, code, message }) => {
    expect(await layerErrors(path, code)).toEqual([expect.stringContaining(message)]);
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
