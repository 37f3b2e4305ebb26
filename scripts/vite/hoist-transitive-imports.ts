import { posix } from 'node:path';
import type { Plugin } from 'vite';

/** What the hoisting needs of a built chunk: its file name and the chunks it imports statically. */
export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/**
 * For each chunk, the chunks it needs through its static imports' own static imports that it does not import
 * itself, in the order a depth-first walk meets them. Rollup adds these to each chunk by default
 * (`hoistTransitiveImports`); rolldown does not.
 */
export function transitiveImportsToHoist(chunks: readonly ChunkImports[]): Map<string, string[]> {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const hoisted = new Map<string, string[]>();
  for (const chunk of chunks) {
    const direct = new Set(chunk.imports);
    const seen = new Set<string>([chunk.fileName]);
    const found: string[] = [];
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      if (!direct.has(fileName)) found.push(fileName);
      for (const next of importsOf.get(fileName) ?? []) visit(next);
    };
    for (const fileName of chunk.imports) visit(fileName);
    if (found.length > 0) hoisted.set(chunk.fileName, found);
  }
  return hoisted;
}

/** `import"./x.js";` for each hoisted chunk, as a path relative to the importing chunk. */
export function hoistedImportStatements(fromFile: string, files: readonly string[]): string {
  const folder = posix.dirname(fromFile);
  return files
    .map((file) => {
      const relative = posix.relative(folder, file);
      return `import"${relative.startsWith('.') ? relative : `./${relative}`}";`;
    })
    .join('');
}

/**
 * Lets the browser ask for a lazy page's whole static import tree as soon as the page chunk arrives, instead of
 * one level of imports per round trip (page → card grid → access badge → icon was four round trips on a phone).
 * The imports go at the end of each chunk: ES modules still evaluate in the order of the existing imports, which
 * already reach every hoisted chunk, so only the download order changes. The file names stay valid content
 * hashes: a chunk's hash already covers its imports' names, which cover theirs.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'design-your-life:hoist-transitive-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const hoisted = transitiveImportsToHoist(chunks);
      for (const chunk of chunks) {
        const files = hoisted.get(chunk.fileName);
        if (files) chunk.code += `\n${hoistedImportStatements(chunk.fileName, files)}\n`;
      }
    },
  };
}
