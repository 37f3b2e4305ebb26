import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { routeChunks, type BuiltChunk } from './preload-route-chunks';

/**
 * Lazily loaded parts that must open offline from the first visit on: the help panel, the writing tools
 * (journal, gratitude, intention: what is written offline waits on the device), whose chunks hold the sender
 * of what waits (the shell's lazy OutboxSender is one of them).
 */
export const OFFLINE_MODULES = [
  'src/client/features/help-now/components/help-now-panel.tsx',
  'src/client/app/routes/tools/self-awareness-journal-page.tsx',
  'src/client/app/routes/tools/gratitude-log-page.tsx',
  'src/client/app/routes/tools/intention-setting-tool-page.tsx',
] as const;

/**
 * The chunks of the offline modules (each one's chunk and what it imports, less what the entry loads), as the
 * content of index.html's `<meta name="offline-assets">`: the service worker keeps them when it installs, so
 * the page itself downloads nothing more on a first visit and the panel still opens with no connection.
 */
export function offlineAssets(
  modules: readonly string[],
  chunks: readonly BuiltChunk[],
  entryFile: string,
  root: string,
): string[] {
  const pages = modules.map((module) => ({ path: module, module }));
  const files = routeChunks(pages, chunks, entryFile, root).flatMap((route) => route.files);
  return [...new Set(files)].map((file) => `/${file}`);
}

export function offlineChunks(modules: readonly string[] = OFFLINE_MODULES): Plugin {
  let root = process.cwd();
  return {
    name: 'design-your-life:offline-chunks',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = resolve(config.root, '../..');
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const content = offlineAssets(modules, chunks, chunk.fileName, root).join(' ');
        return [{ tag: 'meta', attrs: { name: 'offline-assets', content }, injectTo: 'head' }];
      },
    },
  };
}
