import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repo });

/** The layer errors `npm run lint` reports for `code` standing in a file at `path` (under src/). */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repo}/apps/api/src/${path}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

/** A file's code that imports the type `name` from `from` (and uses it, so the import stays). */
const importsType = (name: string, from: string) =>
  `import type { ${name} } from '${from}';\nexport type Probe = ${name};\n`;
/** A file's code that imports the value `name` from `from` (and uses it). */
const importsValue = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;

// Real files of the API stand in for the snippets, so that the imports resolve as in the app.
// The first lint builds the TypeScript program of the whole API: long on a loaded machine.
describe('the lint rule on the API layers', { timeout: 180_000 }, () => {
  it.each<[what: string, path: string, code: string, errors: string[]]>([
    [
      'a route module that imports its own repository',
      'modules/clients/clients.routes.ts',
      importsType('ClientsRepository', './clients.repository.ts'),
      ['Routes talk to their service'],
    ],
    // Another module's repository breaks two rules: a route's, and the modules' apartness.
    [
      'a route module that imports another module’s repository',
      'modules/meals/meals.routes.ts',
      importsValue('createAuditRepository', '../audit/audit.repository.ts'),
      ['Routes talk to their service', 'only through its public face'],
    ],
    [
      'a plugin that imports a repository',
      'plugins/user-limits.ts',
      importsType('UsersRepository', '../modules/users/users.repository.ts'),
      ['Plugins get what they need from a service'],
    ],
    [
      'a module that imports another module’s repository other than by its public face',
      'modules/meals/meals.service.ts',
      importsType('ClientsRepository', '../clients/clients.repository.ts'),
      ['only through its public face'],
    ],
    [
      'a module that imports another module’s helper other than by its public face',
      'modules/programs/programs.service.ts',
      importsValue('freshCopy', '../workouts/workout-plan.ts'),
      ['only through its public face'],
    ],
    [
      'domain/ importing a module, even its public face',
      'domain/trainer-reach.ts',
      importsType('UsersRepository', '../modules/users/users.public.ts'),
      ['domain/ sits below the modules'],
    ],
    [
      'a route module that imports a repository of domain/',
      'modules/auth/sessions.routes.ts',
      importsType('SessionsRepository', '../../domain/sessions.repository.ts'),
      ['Routes talk to their service'],
    ],
  ])('fails %s', async (_what, path, code, errors) => {
    expect(await layerErrors(path, code)).toEqual(errors.map((e) => expect.stringContaining(e)));
  });

  it.each<[what: string, path: string, code: string]>([
    [
      'a route module import its service',
      'modules/clients/clients.routes.ts',
      importsType('ClientsService', './clients.service.ts'),
    ],
    [
      'a service import its repository',
      'modules/clients/clients.service.ts',
      importsType('ClientsRepository', './clients.repository.ts'),
    ],
    [
      'a module import another’s public face',
      'modules/meals/meals.service.ts',
      importsType('ClientsRepository', '../clients/clients.public.ts'),
    ],
    [
      'a module import its own files and domain/',
      'modules/workouts/workouts.service.ts',
      "import { freshCopy } from './workout-plan.ts';\nimport { clientOf } from '../../domain/trainer-reach.ts';\nexport const probe = [freshCopy, clientOf];\n",
    ],
    [
      'a module’s tests reach into another module',
      'modules/meals/meals.test.ts',
      importsType('ClientsRepository', '../clients/clients.repository.ts'),
    ],
  ])('lets %s', async (_what, path, code) => {
    expect(await layerErrors(path, code)).toEqual([]);
  });
});
