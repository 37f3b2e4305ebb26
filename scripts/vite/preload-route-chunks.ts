import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { routeData } from '../../src/client/app/route-data';
import { appPaths } from '../../src/shared/routes/app-paths';
import type { ChunkImports } from './hoist-transitive-imports';
import { entryImports } from './preload-entry-imports';

/** A route of the app, the module of its page (relative to the project) and the answers it asks for. */
export interface RoutePage {
  path: string;
  module: string;
  data?: readonly string[];
}

const ROUTER = 'src/client/app/router.tsx';

/**
 * The page module of each `route('name', Page)` (or `route('name', Page, Guard)`) of the router, from `const Page = page(() => import('./routes/…'))`
 * and the shared app paths. A route whose page cannot be found stops the build: its page would load late.
 */
export function routePages(
  routerSource: string,
  paths: Readonly<Record<string, string>>,
  data: Readonly<Record<string, readonly string[] | undefined>> = {},
): RoutePage[] {
  const modules = new Map<string, string>();
  for (const match of routerSource.matchAll(
    /const (\w+) = page\(\s*\(\) => import\('\.\/(routes\/[^']+)'\)/g,
  ))
    modules.set(match[1]!, `src/client/app/${match[2]}.tsx`);
  return [...routerSource.matchAll(/\broute\('(\w+)', (\w+)(?:, \w+)?\)/g)].map(([call, name, page]) => {
    const module = modules.get(page!);
    const path = paths[name!];
    if (!module || !path)
      throw new Error(`preload-route-chunks: no page module found for ${call} in ${ROUTER}`);
    const answers = data[name!];
    return answers ? { path, module, data: answers } : { path, module };
  });
}

/** What a route's page needs first: its chunks, and the answers it asks for as it opens. */
export interface RouteChunks {
  path: string;
  files: readonly string[];
  data: readonly string[];
}

/** What the plugin needs of a built chunk. */
export interface BuiltChunk extends ChunkImports {
  facadeModuleId: string | null;
}

/** For each route, its page's chunk and every chunk that one imports statically, less what the entry loads. */
export function routeChunks(
  pages: readonly RoutePage[],
  chunks: readonly BuiltChunk[],
  entryFile: string,
  root: string,
): RouteChunks[] {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const loadedFirst = new Set([entryFile, ...entryImports(entryFile, chunks)]);
  return pages.map(({ path, module, data = [] }) => {
    const moduleId = resolve(root, module);
    const page = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
    if (!page) throw new Error(`preload-route-chunks: ${module} has no chunk of its own`);
    const files: string[] = [];
    const visit = (file: string) => {
      if (loadedFirst.has(file) || files.includes(file)) return;
      files.push(file);
      for (const next of importsOf.get(file) ?? []) visit(next);
    };
    visit(page.fileName);
    return { path, files, data };
  });
}

/** A route in the inline script: its pattern, its chunks (indexes into the file list) and its answers. */
type RouteEntry = readonly [pattern: string, files: readonly number[], data: readonly string[]];

/**
 * Runs in the page, as the inline script: finds the route of the address (the most specific pattern, as the
 * router does: a fixed segment outranks a `:param`, which outranks a trailing `*`) and adds a
 * `<link rel="modulepreload">` for each of its chunks and a fetch preload for each answer its page asks for
 * (the same credentials mode as the app's fetches), two per task. Self-contained: its source is what the page
 * runs.
 */
export function preloadRoute(
  files: readonly string[],
  table: readonly RouteEntry[],
  address: { pathname: string; search: string },
  doc: Pick<Document, 'createElement' | 'head'>,
  later: (next: () => void) => unknown = (next) => setTimeout(next, 0),
): void {
  let path: string;
  try {
    path = decodeURIComponent(address.pathname);
  } catch {
    return;
  }
  const parts = path.split('/').filter(Boolean);
  let best: RouteEntry | undefined;
  let top = -1;
  for (const route of table) {
    const segments = route[0].split('/').filter(Boolean);
    const rest = segments[segments.length - 1] === '*';
    const fixed = rest ? segments.length - 1 : segments.length;
    if (rest ? parts.length < fixed : parts.length !== fixed) continue;
    let score = rest ? 1 : 0;
    for (let index = 0; index < fixed && score >= 0; index += 1) {
      const segment = segments[index]!;
      if (segment.startsWith(':')) score += 2;
      else if (segment === parts[index]) score += 3;
      else score = -1;
    }
    if (score > top) {
      top = score;
      best = route;
    }
  }
  if (!best) return;
  // The page's own chunk, then the answers it asks for (the server takes a while over those), then the rest.
  // The page asks for the answers only with no query string; with one (a search, a filter) it asks for others.
  const [page, ...others] = best[1].map((index) => ({ href: `/${files[index]}`, rel: 'modulepreload' }));
  const answers = address.search ? [] : best[2].map((href) => ({ href, rel: 'preload' }));
  const links = [...(page ? [page] : []), ...answers, ...others];
  // Two links per task: asking for each costs the main thread a few ms on a phone, and twenty in the parser's
  // task made a long one.
  const addSome = (from: number) => {
    for (const { href, rel } of links.slice(from, from + 2)) {
      const link = doc.createElement('link');
      link.rel = rel;
      if (rel === 'preload') link.as = 'fetch';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
    if (from + 2 < links.length) later(() => addSome(from + 2));
  };
  addSome(0);
}

/** The inline script that runs preloadRoute for the routes' chunks and answers on the address being opened. */
export function routePreloadScript(routes: readonly RouteChunks[]): string {
  const files = [...new Set(routes.flatMap((route) => route.files))];
  const table = routes.map((route) => [
    route.path,
    route.files.map((file) => files.indexOf(file)),
    route.data,
  ]);
  return `(${preloadRoute.toString()})(${JSON.stringify(files)},${JSON.stringify(table)},location,document);`;
}

/**
 * Preloads the page of the address being opened from index.html. The router asks for a page's chunk once the
 * 110 KiB entry has downloaded and run, and the chunks it imports one round trip later: on a phone the first
 * screen waited about a second longer for its page than for the shell.
 */
export function preloadRouteChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'design-your-life:preload-route-chunks',
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
        const pages = routePages(readFileSync(resolve(root, ROUTER), 'utf8'), appPaths, routeData);
        const routes = routeChunks(pages, chunks, chunk.fileName, root);
        return [{ tag: 'script', children: routePreloadScript(routes), injectTo: 'head' }];
      },
    },
  };
}
