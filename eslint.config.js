// Lint: typescript-eslint's recommended rules plus the design's boundaries
// (design.md "Boundaries"), kept by this rule rather than by memory:
// src/shared runs on both sides; the admin bundle never carries server code;
// nothing at run time reads the schema or the generator.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// better-sqlite3 comes from src/server/platform/db/sqlite-driver.js, which picks the version this Node runs (docs/decisions/0093-node-versions.md).
const SQLITE_DRIVER = [{ group: ['better-sqlite3', 'better-sqlite3-node20'], message: 'Import better-sqlite3 from src/server/platform/db/sqlite-driver.js: it loads the version this Node can run.' }];
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns: [...SQLITE_DRIVER, ...patterns] }] });
const NO_BUILD_TIME = [{ group: ['**/codegen/**', '**/schema/index*', '**/schema/normalize*', '**/schema/cross-check*'], message: 'Generation is a build step: read src/shared/generated instead.' }];
const NOT_THE_ADMIN = { group: ['**/admin/**'], message: 'The server never imports the admin app.' };
// Issue 42: the ids the product relies on live in src/shared (content-types, fixed-tags, misc-data-kinds, roles); the
// seed only writes the first rows. A feature that imports the seed depends on demo data.
const NOT_THE_SEED = { group: ['**/seed/**'], message: 'Only the seed and the app that runs it import src/server/seed: take fixed ids from src/shared.' };

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'build/**', 'data/**', 'coverage/**', '**/*.generated.*', 'codegen/__golden__/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**', '*.js', '*.mjs'], languageOptions: { globals: { console: 'readonly', process: 'readonly' } } },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { rules: restrict([]) },
  {
    files: ['src/shared/**'],
    rules: restrict([...NO_BUILD_TIME, { group: ['**/server/**', '**/admin/**', 'node:*'], message: 'src/shared runs in the browser and on the server: no server, admin or Node imports.' }]),
  },
  { files: ['src/server/**'], rules: restrict([...NO_BUILD_TIME, NOT_THE_ADMIN, NOT_THE_SEED]) },
  // The seed itself, and the app that runs it at first start (the composition root).
  { files: ['src/server/seed/**', 'src/server/app.ts'], rules: restrict([...NO_BUILD_TIME, NOT_THE_ADMIN]) },
  { files: ['src/admin/**'], rules: restrict([...NO_BUILD_TIME, { group: ['**/server/**'], message: 'No server code or secrets in the browser bundle.' }]) },
  // The one place that names the packages (for their types; sqlite-driver.js loads them with require).
  { files: ['src/server/platform/db/sqlite-driver.d.ts'], rules: { 'no-restricted-imports': 'off' } },
);
