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
describe('the lint rule on the API layers', { timeout: 60_000 }, () => {
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
    expect(other).toEqual([expect.stringContaining('Routes talk to their service')]);
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
});
