import type { Plugin } from 'vite';
import { transitiveImportsToHoist, type ChunkImports } from './hoist-transitive-imports';

/** The chunks the entry chunk needs before it can run: its static imports and theirs, in the order met. */
export function entryImports(entryFile: string, chunks: readonly ChunkImports[]): string[] {
  const entry = chunks.find((chunk) => chunk.fileName === entryFile);
  if (!entry) return [];
  return [...entry.imports, ...(transitiveImportsToHoist(chunks).get(entryFile) ?? [])];
}

/**
 * A `<link rel="modulepreload">` in index.html for each chunk the entry chunk imports statically (rolldown keeps
 * its small runtime in a chunk of its own). Without them the browser found that chunk only once the 116 KiB
 * entry had arrived: one more round trip before any script could run, on every page. This is what Vite's
 * build.modulePreload does for the entry, which the app switches off for the lazy pages (see vite.config.ts).
 */
export function preloadEntryImports(): Plugin {
  return {
    name: 'design-your-life:preload-entry-imports',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        return entryImports(chunk.fileName, chunks).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
