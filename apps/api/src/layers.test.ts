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

// Real files of the API stand in for the snippets, so that the imports resolve as in the app.
// The first lint builds the TypeScript program of the whole API: long on a loaded machine.
describe('the lint rule on the API layers', { timeout: 180_000 }, () => {
  it('fails a route module that imports a repository, its own or another module’s', async () => {
    const own = await layerErrors(
      'modules/clients/clients.routes.ts',
      "import type { ClientsRepository } from './clients.repository.ts';\nexport type Probe = ClientsRepository;\n",
    );
    expect(own).toEqual([expect.stringContaining('Routes talk to their service')]);
    const other = await layerErrors(
      'modules/meals/meals.routes.ts',
      "import { createAuditRepository } from '../audit/audit.repository.ts';\nexport const probe = createAuditRepository;\n",
    );
    // Another module's repository breaks two rules: a route's, and the modules' apartness.
    expect(other).toEqual([
      expect.stringContaining('Routes talk to their service'),
      expect.stringContaining('only through its public face'),
    ]);
  });

  it('fails a plugin that imports a repository', async () => {
    const errors = await layerErrors(
      'plugins/user-limits.ts',
      "import type { UsersRepository } from '../modules/users/users.repository.ts';\nexport type Probe = UsersRepository;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Plugins get what they need from a service')]);
  });

  it('lets a route module import its service, and a service its repository', async () => {
    expect(
      await layerErrors(
        'modules/clients/clients.routes.ts',
        "import type { ClientsService } from './clients.service.ts';\nexport type Probe = ClientsService;\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'modules/clients/clients.service.ts',
        "import type { ClientsRepository } from './clients.repository.ts';\nexport type Probe = ClientsRepository;\n",
      ),
    ).toEqual([]);
  });

  it('fails a module that imports another module’s file other than its public face', async () => {
    const deep = await layerErrors(
      'modules/meals/meals.service.ts',
      "import type { ClientsRepository } from '../clients/clients.repository.ts';\nexport type Probe = ClientsRepository;\n",
    );
    expect(deep).toEqual([expect.stringContaining('only through its public face')]);
    const helper = await layerErrors(
      'modules/programs/programs.service.ts',
      "import { freshCopy } from '../workouts/workout-plan.ts';\nexport const probe = freshCopy;\n",
    );
    expect(helper).toEqual([expect.stringContaining('only through its public face')]);
  });

  it('lets a module import another’s public face, its own files and domain/', async () => {
    expect(
      await layerErrors(
        'modules/meals/meals.service.ts',
        "import type { ClientsRepository } from '../clients/clients.public.ts';\nexport type Probe = ClientsRepository;\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'modules/workouts/workouts.service.ts',
        "import { freshCopy } from './workout-plan.ts';\nimport { clientOf } from '../../domain/trainer-reach.ts';\nexport const probe = [freshCopy, clientOf];\n",
      ),
    ).toEqual([]);
  });

  it('lets a module’s tests reach into another module', async () => {
    expect(
      await layerErrors(
        'modules/meals/meals.test.ts',
        "import type { ClientsRepository } from '../clients/clients.repository.ts';\nexport type Probe = ClientsRepository;\n",
      ),
    ).toEqual([]);
  });

  it('fails domain/ importing a module, even its public face', async () => {
    const errors = await layerErrors(
      'domain/trainer-reach.ts',
      "import type { UsersRepository } from '../modules/users/users.public.ts';\nexport type Probe = UsersRepository;\n",
    );
    expect(errors).toEqual([expect.stringContaining('domain/ sits below the modules')]);
  });

  it('fails a route module that imports a repository of domain/', async () => {
    const errors = await layerErrors(
      'modules/auth/sessions.routes.ts',
      "import type { SessionsRepository } from '../../domain/sessions.repository.ts';\nexport type Probe = SessionsRepository;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Routes talk to their service')]);
  });
});
