// Lint: typescript-eslint's recommended rules plus the design's boundaries
// (design.md "Boundaries"), kept by this rule rather than by memory:
// src/shared runs on both sides; the admin bundle never carries server code;
// nothing at run time reads the schema or the generator.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const NO_BUILD_TIME = [
  { group: ['**/codegen/**', '**/schema/index*', '**/schema/normalize*', '**/schema/cross-check*'], message: 'Generation is a build step: read src/shared/generated instead.' },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'coverage/**', '**/*.generated.*', 'codegen/__golden__/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**', '*.js', '*.mjs'], languageOptions: { globals: { console: 'readonly', process: 'readonly' } } },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: restrict([
      ...NO_BUILD_TIME,
      { group: ['**/server/**', '**/admin/**', 'node:*'], message: 'src/shared runs in the browser and on the server: no server, admin or Node imports.' },
    ]),
  },
  { files: ['src/server/**'], rules: restrict([...NO_BUILD_TIME, { group: ['**/admin/**'], message: 'The server never imports the admin app.' }]) },
  { files: ['src/admin/**'], rules: restrict([...NO_BUILD_TIME, { group: ['**/server/**'], message: 'No server code or secrets in the browser bundle.' }]) },
);
