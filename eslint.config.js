import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/**
 * The few modules a feature publishes for other features: the signed-in member, the content bundle, the site
 * settings, and the tool-entry API with its history list (the focus timer's history is a tool history).
 * Anything else inside a feature is its own business.
 */
const publishedFeatureModules = [
  './session/use-session.ts',
  './session/session-api.ts',
  './library/content-api.ts',
  './settings/settings-api.ts',
  './tools/api/tool-entries-api.ts',
  './tools/components/delete-entry-button.tsx',
  './tools/components/entry-history.tsx',
];
const features = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'drizzle/**', 'node_modules/**', '.tmp/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json'] })],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Arrows point one way: shared imports neither side, client and server never import each other.
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@server/*',
            '@client/*',
            '**/server/**',
            '**/client/**',
            'drizzle-orm*',
            'fastify*',
            'react*',
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@server/*', '**/server/**', 'drizzle-orm*', 'fastify*'] },
      ],
      // Inside the client: app (routes, shell) composes features; features build on components and lib;
      // components and lib know no feature; a feature reaches another only through what it publishes.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/client/components', './src/client/lib'],
              from: ['./src/client/features', './src/client/app'],
              message: 'components and lib are below features and app: pass what they need in instead.',
            },
            {
              target: './src/client/features',
              from: './src/client/app',
              message: 'Features never import app; app composes features.',
            },
            ...features.map((feature) => ({
              target: `./src/client/features/${feature}`,
              from: './src/client/features',
              except: [`./${feature}`, ...publishedFeatureModules],
              message:
                'Features never import each other except through the modules listed in eslint.config.js.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@client/*', '**/client/**', 'react', 'react-dom*'] }],
    },
  },
  {
    // The server and shared test projects run without isolation (vitest.config.ts): a mock would leak into
    // the next file of the same worker.
    files: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'spyOn'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server and shared tests share a worker between files: pass a fake in, do not mock modules.',
        })),
      ],
    },
  },
);
