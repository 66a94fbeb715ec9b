import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';
const features = readdirSync(new URL(`${web}/features`, import.meta.url));

/**
 * The web app's layers, each importing only those below it: app (composes features) > features
 * (one screen area each, never importing another) > entities (a domain's calls, query keys and
 * shared components) > components/ui (domain-free UI) > lib. Tests and their helpers may reach
 * anywhere.
 */
const webLayers = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}/**/!(*.test).{ts,tsx}`,
    from: `${web}/features/!(${feature})/**`,
    message: 'Features do not import each other: move what both need to entities/ and let app/ compose them.',
  })),
  {
    target: `${web}/features/**/!(*.test).{ts,tsx}`,
    from: `${web}/app/**`,
    message: 'app/ composes features, never the other way round.',
  },
  {
    target: `${web}/entities/**/!(*.test).{ts,tsx}`,
    from: [`${web}/features/**`, `${web}/app/**`],
    message: 'entities/ sit below features: they import only lib/, components/ui and their own domain.',
  },
  {
    target: `${web}/components/**/!(*.test).{ts,tsx}`,
    from: [`${web}/features/**`, `${web}/entities/**`, `${web}/app/**`],
    message: 'components/ui knows no domain: it imports only lib/ and itself.',
  },
  {
    target: `${web}/lib/**/!(*.test).{ts,tsx}`,
    from: [`${web}/features/**`, `${web}/entities/**`, `${web}/app/**`, `${web}/components/**`],
    message: 'lib/ is the bottom layer: it imports nothing of the app above it.',
  },
];

const api = 'apps/api/src';
const apiModules = readdirSync(new URL(`${api}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * The API's layers: a route module talks to its service, a service to repositories, and only
 * repositories hold SQL; so a route never imports a repository, its own module's or another's.
 *
 * Modules stay apart: a module's files import another module only through its public face,
 * `modules/<m>/<m>.public.ts`, which re-exports just what others may use (a type, a row mapping,
 * a shared SQL piece), so a module's other files can change without its neighbours knowing. What
 * belongs to no one module and sits under several (sessions and their lifetimes, the fast path's
 * session read, the rule of which trainer reaches which client and who may read a workout, the
 * client's write turn, sign-in throttles, account mails) lives in `domain/`, below the modules,
 * importing none of them. One barrel per module re-exporting everything would tie auth, users and
 * mfa into import cycles (each uses the others' pieces); the small public faces and the pieces
 * moved down keep the API free of cycles (madge --circular). Tests may reach anywhere.
 */
const apiLayers = [
  {
    target: `${api}/modules/*/*.routes.ts`,
    from: [`${api}/modules/*/*.repository.ts`, `${api}/domain/*.repository.ts`],
    message: 'Routes talk to their service; only services use repositories.',
  },
  {
    target: `${api}/plugins/**/!(*.test).ts`,
    from: [`${api}/modules/*/*.repository.ts`, `${api}/domain/*.repository.ts`],
    message: 'Plugins get what they need from a service handed to them, never from a repository.',
  },
  ...apiModules.map((module) => ({
    target: `${api}/modules/${module}/**/!(*.test).ts`,
    from: `${api}/modules/!(${module})/**`,
    except: [`${import.meta.dirname}/${api}/modules/*/*.public.ts`],
    message: 'A module imports another only through its public face (modules/<m>/<m>.public.ts).',
  })),
  {
    target: `${api}/domain/**/!(*.test).ts`,
    from: `${api}/modules/**`,
    message: 'domain/ sits below the modules: it imports none of them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        structuredClone: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify handlers and hooks are async whether or not they wait for anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayers }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: apiLayers }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'apps/api/src/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
