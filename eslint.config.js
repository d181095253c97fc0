import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's boundaries (bulletproof-react's): routes in app/ compose features; a feature
 * never imports another feature or app/; shared pieces live in components/ and lib/, which
 * import neither.
 */
const webBoundaries = [
  { target: `${web}/features`, from: `${web}/app`, message: 'features never import from app/' },
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'features never import each other: share through components/ or lib/, or compose in app/',
  })),
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'components/ and lib/ are shared: they import no feature and no route',
  },
];

const serverModules = './apps/server/src/modules';
const serverModuleNames = readdirSync(new URL('apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's module boundaries: a module reaches another only through that module's
 * index.ts, so what it may use of it is written in one place and its insides can change
 * freely. Tests may also take another module's test-support.ts fixtures; module-deps.ts
 * (what buildApp gives every module) keeps to the indexes too. The same holds for the code
 * around the modules (app.ts, main.ts, auth/, test/, the scripts): it sees a module as the
 * modules see each other. That module folders form no cycle is checked by
 * modules/module-boundaries.test.ts.
 */
const moduleEntrances = [
  './module-deps.ts',
  ...serverModuleNames.flatMap((module) => [`./${module}/index.ts`, `./${module}/test-support.ts`]),
];
const serverBoundaries = [
  ...[...serverModuleNames, 'module-deps.ts'].map((module) => ({
    target: `${serverModules}/${module}`,
    from: serverModules,
    except: [...(module.endsWith('.ts') ? [] : [`./${module}`]), ...moduleEntrances],
    message: "modules import each other only through the other module's index.ts",
  })),
  {
    target: [
      ...readdirSync(new URL('apps/server/src', import.meta.url))
        .filter((entry) => entry !== 'modules')
        .map((entry) => `./apps/server/src/${entry}`),
      './scripts',
    ],
    from: serverModules,
    except: moduleEntrances,
    message: 'code outside the modules imports a module only through its index.ts',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/*.tsbuildinfo'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.node.json', './apps/web/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X } from 'm'` stays in the build as `import {} from 'm'`, which loads
      // m (and, for the web's chunk grouping, could take any module of the contract).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.node.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webBoundaries }] },
  },
  {
    files: ['apps/server/src/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverBoundaries }] },
  },
  {
    // A backend call names its contract operation (`api('GET /miners/{id}/balance', …)`), so its
    // path, parameters and body are type-checked; the path-string functions under it stay in lib/.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/api-client', '**/lib/api-client'],
              importNames: ['apiRequest', 'apiDownload', 'buildUrl'],
              message: "Call the backend through the typed api() or download() by the operation's contract key.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowExportNames: ['Component', 'loader'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
