import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { hoistTransitiveImports } from './scripts/vite/hoist-transitive-imports';
import { preloadEntryImports } from './scripts/vite/preload-entry-imports';
import { preloadRouteChunks } from './scripts/vite/preload-route-chunks';
import { offlineChunks } from './scripts/vite/offline-chunks';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

// react-router's package exports point at its development build, whose dev warnings stay switched on
// (remix-run/react-router#14102); a production build takes the production copy instead.
const productionAlias = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
];

export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    hoistTransitiveImports(),
    preloadEntryImports(),
    preloadRouteChunks(),
    offlineChunks(),
  ],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' ? productionAlias : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    // No <link rel=modulepreload> per dependency when a page loads lazily: inserting them, and the asset table
    // they need in the first load, cost the main thread more than the round trips they save on a phone
    // (scripts/check-bundle-size.mjs keeps it off).
    modulePreload: false,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first screen imports goes in one file beside the entry, not in ten small ones: on a
            // phone every extra request before the first paint costs a round trip.
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // Two short zod-free lists (tiers, levels) that the schemas and the pages share, in the shell: left
            // to the groups below they would follow the schemas, and every page with a lock would wait for zod.
            {
              name: 'shell',
              test: /src\/shared\/(profiles\/subscription-tiers|content\/content-levels)/,
              priority: 2,
            },
            // zod itself and the API's own schemas (errors, dates, patches), in one lazy file: loaded in one round
            // trip, not one per level of imports. Not the session's, profile's and settings' schemas: a built app
            // does not check those answers (apiRequest's validate), so the pages that load zod for their own
            // schemas (every tool page) would download them for nothing (about 1.4 KiB gzipped).
            {
              name: 'schemas',
              test: /node_modules\/zod\/|src\/shared\/api\//,
              priority: 1,
            },
            // The content bundle's schemas, apart: they are built (about 5 ms on a phone) in their own task when
            // the bundle arrives, not in the one that checks the session.
            { name: 'content-schemas', test: /src\/shared\/content\/content\.schemas/, priority: 1 },
            // The small modules most pages share (an icon, the card, a date helper) in one file instead of one
            // each: a tool page asked for 35–45 files of about 1 KiB, six at a time over HTTP/1.1, and on a phone
            // its first screen waited for those rounds. (A group for what only the tools share would also take
            // in the libraries they use, and with them zod, on pages that otherwise load none of it.)
            // Not what imports zod/mini at once (the tab drafts, the form resolver): in the kit, every page
            // that loads it would wait for the schemas chunk, the home page among them.
            {
              name: 'page-kit',
              test: (id: string) =>
                /src\/client\/(components|lib)\/|node_modules\/(lucide-react|date-fns)\//.test(id) &&
                !/src\/client\/lib\/(use-tab-draft|schema-resolver)\./.test(id),
              minShareCount: 8,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}` } },
  },
}));
