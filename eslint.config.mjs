// One lint config for the whole repository. Besides code hygiene it holds the architecture's boundaries:
// no import cycles, features stay apart, shared packages never reach into an app, apps reach shared code
// by package name only, and the server's features reach each other through their public entries only.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const subfolders = (folder) => {
  try {
    return readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const apps = ['hosts/shell', 'remotes/admin', 'remotes/agent'];
const sharedPackages = subfolders('shared');

/** A feature folder may use shared code and its app's common folders, never another feature. */
const featureZones = apps.flatMap((app) => {
  const features = subfolders(`${app}/src/features`);
  return features.map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to the app\'s lib/ or components/, or compose them in app/.',
  }));
});

/** Each app is deployed on its own: it never imports another app's files. */
const appZones = apps.map((app) => ({
  target: `./${app}`,
  from: apps.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'Apps are deployed independently and never import each other; share code through shared/*.',
}));

/** Shared packages are used by every app and must not depend on any of them. */
const sharedZone = {
  target: './shared',
  from: ['./hosts', './remotes', './server', './e2e'],
  message: 'shared/* is imported by the apps, never the other way round.',
};

/**
 * The server is laid out by feature (server/src/features/<feature>: its routes, rules and queries) over
 * shared infrastructure (database, HTTP, the public cache and change bus, shared state, configuration).
 * Infrastructure never imports a feature; a feature reaches another only through its public entry
 * (index.ts), never into its files.
 */
const serverFeatures = subfolders('server/src/features');
const serverInfrastructure = subfolders('server/src').filter((folder) => !['features', 'cli'].includes(folder));
const serverZones = [
  ...serverInfrastructure.map((folder) => ({
    target: `./server/src/${folder}`,
    from: './server/src/features',
    message: 'Infrastructure is shared by the features and never imports one.',
  })),
  ...serverFeatures.flatMap((feature) =>
    serverFeatures
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./server/src/features/${feature}`,
        from: `./server/src/features/${other}`,
        except: ['./index.ts'],
        message: `Reach another feature through its public entry (features/${other}/index.ts), not into its files.`,
      })),
  ),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.base.json', '*/*/tsconfig.json', 'server/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
          conditionNames: ['ghadi-source', 'types', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // TypeScript checks default and named imports itself, and understands CommonJS interop, which these do not.
      'import-x/default': 'off',
      'import-x/no-named-as-default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [sharedZone, ...appZones, ...featureZones, ...serverZones] }],
      // Workspace packages are imported by name: a relative path into shared/ would bypass the package
      // boundary (and the Module Federation singleton it is shared as).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/shared/*/src', '**/shared/*/src/**', ...sharedPackages.map((name) => `../../${name}/**`), '@ghadi/*/src/**'], message: 'Import a shared package by its name (@ghadi/...).' },
            // Every build compiles the catalogues (shared/webpack-config/catalog-loader.js, which requires it).
            { group: ['@lingui/message-utils', '@lingui/message-utils/*'], message: 'Import a compiled catalogue: no bundle carries Lingui\'s message parser.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    ignores: ['**/__tests__/**', '**/*.test.*', '**/*.spec.*', '**/test/**', '**/testing/**'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    files: ['hosts/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{cjs,js}'],
    ignores: ['**/src/**'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A migration must keep working as the schema moves on, so it does not use the current table types.
    files: ['server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/__tests__/**', '**/*.test.*', '**/test/**', '**/testing/**', 'jest.*'],
    languageOptions: { globals: { ...globals.jest } },
    // Tests read answers of every shape, right and wrong, and assert on them field by field.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
