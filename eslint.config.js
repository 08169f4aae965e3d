// `npm run lint`: ESLint over app, server, tests and scripts, 0 errors and 0 warnings (--max-warnings 0).
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import js from '@eslint/js';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

// A component, an enhance script or a shared helper ends up in the browser bundle: server code must not.
const serverBoundary = {
  patterns: [
    {
      regex: '^(#server/|(\\.\\./)+server(/|$))',
      message: 'app/components, app/enhance and app/lib run in the browser: only loaders and actions import server/.',
    },
  ],
};

export default defineConfig(
  globalIgnores(['build/', 'data/', '.react-router/', 'test-results/', 'playwright-report/', 'bench-results/', 'public/', 'drizzle/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    plugins: { 'simple-import-sort': simpleImportSort, '@eslint-community/eslint-comments': eslintComments },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // One block, no blank lines: side effects, node:, packages, #app/ #server/ #tests/, then relative paths.
      'simple-import-sort/imports': ['error', { groups: [['^\\u0000', '^node:', '^@?\\w', '^#', '^', '^\\.']] }],
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // An eslint-disable comment must say why, on the same line (`// eslint-disable-line rule -- reason`).
      '@eslint-community/eslint-comments/require-description': 'error',
    },
  },
  {
    files: ['app/components/**', 'app/enhance/**', 'app/lib/**'],
    rules: { 'no-restricted-imports': ['error', serverBoundary] },
  },
  {
    // Playwright's fixtures: `use` is its callback, not React's hook, and `{}` is how a fixture says it needs none.
    files: ['tests/e2e/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
