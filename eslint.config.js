import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The few modules a feature publishes for other features: the signed-in member and the account calls (sign-in,
 * session, password and email), the way in that returns to a page, the content bundle and skill search, where plans are compared, the site settings (read and saved), and the
 * tool-entry API with its history list (the focus timer's history is a tool history), the breathing pacer (the
 * help panel breathes with it), the help panel's card for the writing tools and its opener, and a habit's
 * reminder (the habit tracker's cards load it).
 * Anything else inside a feature is its own business.
 */
const publishedFeatureModules = [
  './account/use-session.ts',
  './account/return-to.ts',
  './account/api',
  './library/api/content.ts',
  './library/api/skill-search.ts',
  './billing/plans-path.ts',
  './settings/api/site-settings.ts',
  './settings/api/update-settings.ts',
  './tools/api/tool-entries-api.ts',
  './tools/components/delete-entry-button.tsx',
  './tools/components/entry-history.tsx',
  './tools/emotional-regulation-tool/components/step-pacer.tsx',
  './help-now/components/crisis-phrase-card.tsx',
  './help-now/help-now-store.ts',
  './reminders/components/habit-reminder.tsx',
  './compass/components/lazy-value-tags-field.tsx',
  './compass/components/value-tags-field.tsx',
];
/**
 * Code the browser loads builds its schemas with zod/mini, through @shared/api/zod-mini (which sets zod's English
 * messages). Classic zod is about 26 KiB gzipped and cannot be tree-shaken: one import would put all of it back
 * into the client bundle.
 */
/** Imports kept out of the browser's JavaScript, for their weight. */
const heavyForTheClient = [
  ...['zod', 'zod/v4', 'zod/v3'].map((name) => ({
    name,
    message:
      'Bundle weight: classic zod (26 KiB gzipped, not tree-shakable) is server-only; use @shared/api/zod-mini.',
  })),
  ...['zod/mini', 'zod/v4/mini', 'zod/v4-mini'].map((name) => ({
    name,
    message: 'Use @shared/api/zod-mini: it is zod/mini with the English messages classic zod has.',
  })),
  {
    name: '@hookform/resolvers/zod',
    message:
      'Bundle weight: it imports classic zod (about 14 KiB gzipped); use schemaResolver from @client/lib/schema-resolver.',
  },
  {
    name: 'date-fns',
    importNames: ['format'],
    message:
      'Bundle weight: date-fns format brings its locale tables (6 KiB gzipped) to every page; use formatDate from @client/lib/format-date.',
  },
];
/**
 * Modules that build every tool's schemas: tool-data.schemas.ts (the entries), tool-settings.schemas.ts and
 * tool-api.schemas.ts (the bodies the server checks). A tool's page imports its own (entries/<tool key>.schemas,
 * settings/, pomodoro/) and tool-entry.schemas for the answers; their types may come from anywhere.
 */
const everyToolsSchemas = [
  '@shared/tools/tool-data.schemas',
  '@shared/tools/tool-settings.schemas',
  '@shared/tools/tool-api.schemas',
].map((name) => ({
  name,
  allowTypeImports: true,
  message:
    "Bundle weight: it builds every tool's schemas on the page that imports it; import the tool's own module (@shared/tools/entries/<tool key>.schemas, @shared/tools/settings/, @shared/tools/tool-entry.schemas).",
}));
const features = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModules = readdirSync('src/server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * A module writes only its own tables: it never imports another module's repository, it calls the owning
 * module's service. Reading another module's table (a join, an export's pages) is allowed, and so are read-only
 * SQL pieces a module publishes outside its repository (community/post-search.ts, progress/day-frame.ts).
 */
const ownRepositoriesOnly = serverModules.map((module) => ({
  target: `./src/server/modules/${module}`,
  from: './src/server/modules/*/**/*.repository.ts',
  except: [resolve(`src/server/modules/${module}/**`)],
  message: "A module writes only its own tables: call the owning module's service, not its repository.",
}));

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
          paths: heavyForTheClient,
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
  // The one module that imports zod/mini itself (it only does that).
  { files: ['src/shared/api/zod-mini.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['src/client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: heavyForTheClient, patterns: ['@server/*', '**/server/**', 'drizzle-orm*', 'fastify*'] },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: everyToolsSchemas }],
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
  // The client's tests check what is sent as the server does (the fake tool API), with every tool's schemas.
  {
    files: ['src/client/**/*.test.{ts,tsx}', 'src/client/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@client/*', '**/client/**', 'react', 'react-dom*'] }],
    },
  },
  // Inside the server: app.ts (and db/ for the schema and the seed) composes modules; the kernel below them (lib,
  // plugins, shared-state, mail) knows no module: a plugin declares the interface it needs and app.ts passes the
  // module's implementation in.
  {
    files: ['src/server/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [
                './src/server/lib',
                './src/server/plugins',
                './src/server/shared-state',
                './src/server/mail',
              ],
              from: './src/server/modules',
              message:
                'The server kernel knows no module: declare an interface and let app.ts pass the module in.',
            },
            ...ownRepositoriesOnly,
          ],
        },
      ],
    },
  },
  // A kernel test may drive its code through real modules (the forum's test kit); the repository rule still holds.
  {
    files: ['src/server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: ownRepositoriesOnly }] },
  },
  // Type-aware, on the server only (the client's lint stays syntactic and fast): a promise nobody awaits or
  // catches loses its failure (an unhandled rejection ends the process) and runs out of order.
  {
    files: ['src/server/**/*.ts'],
    languageOptions: {
      parserOptions: { project: ['./tsconfig.server.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
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
          message:
            'Server and shared tests share a worker between files: pass a fake in, do not mock modules.',
        })),
      ],
    },
  },
);
