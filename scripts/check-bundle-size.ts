// `npm run check:bundle` (after `npm run build`): the JavaScript budget, measured as a browser downloads it. The
// built server is started on throwaway data with a member who has used the tools for a week
// (audit-web/audit-member.ts), and a new browser visits each page: every script it fetches until the network is
// quiet (lazy chunks included) is counted gzipped (check-bundle-size/first-visit-js.ts). It fails when
// - `/` downloads more than 150 KiB, or a tool page (every /tools/… path of src/shared/routes/app-paths.ts) more
//   than 170 KiB; other member pages are printed, not enforced;
// - the entry chunk's own static imports are not preloaded from index.html (one round trip, not two);
// - the first load carries a preload table: a lazy import that preloads its chunks' dependencies (vite's
//   build.modulePreload) adds a list of every asset to the first load and a <link> per dependency at each page
//   load, which cost the main thread more than the round trips they save (Lighthouse TBT on / fell from about
//   350 ms to 150 ms without them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appPaths } from '../src/shared/routes/app-paths';
import { createAuditMember } from './audit-web/audit-member';
import { startAuditServer } from './audit-web/audit-server';
import { measureFirstVisits, type VisitResult } from './check-bundle-size/first-visit-js';

const KiB = 1024;
const HOME_BUDGET = 150 * KiB;
const TOOL_PAGE_BUDGET = 170 * KiB;
const REPORTED_PAGES = ['/dashboard', '/community', '/progress', '/library'];
const distFolder = 'dist/client';
const assetsFolder = join(distFolder, 'assets');
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/** A chunk and every chunk it imports statically (rolldown writes them as `import … from"./x.js"`). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(assetsFolder, file), 'utf8');
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[^"'()]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g))
    staticClosure(match[1]!, seen);
  return seen;
}

/** What index.html itself must get right: the entry's imports preloaded, no preload table. */
function checkIndexHtml(failures: string[]): void {
  const html = readFileSync(join(distFolder, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/assets\/([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const preloaded = new Set(
    [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/assets\/([^"]+)"/g)].map((m) => m[1]!),
  );
  if (entries.length === 0) failures.push(`no module script found in ${distFolder}/index.html`);
  const firstLoad = new Set<string>();
  for (const file of [...entries, ...preloaded]) staticClosure(file, firstLoad);
  for (const file of firstLoad)
    if (readFileSync(join(assetsFolder, file), 'utf8').includes('__vite__mapDeps'))
      failures.push(`${file} preloads lazy chunks' dependencies: keep build.modulePreload off`);
  // The entry's own imports are asked for beside it (preload-entry-imports.ts), not one round trip after it.
  for (const entry of entries)
    for (const file of staticClosure(entry))
      if (file !== entry && !preloaded.has(file))
        failures.push(`${file}, which the entry imports, is not preloaded from index.html`);
}

function printVisit(visit: VisitResult, budget?: number): void {
  const heaviest = visit.files
    .slice(0, process.env.BUNDLE_FILES ? undefined : 3)
    .map((f) => `${f.file.replace(/-[\w-]{8}\.js$/, '')} ${kib(f.bytes)}`)
    .join(', ');
  const mark = budget === undefined ? ' ' : visit.bytes > budget ? '✗' : '✓';
  console.log(
    `${mark} ${kib(visit.bytes).padStart(10)}  ${visit.path.padEnd(32)} ${String(visit.files.length).padStart(3)} files; heaviest: ${heaviest}`,
  );
}

async function main() {
  const failures: string[] = [];
  checkIndexHtml(failures);
  const toolPaths = Object.values(appPaths).filter(
    (path) => path.startsWith('/tools/') && !path.includes(':'),
  );
  const server = await startAuditServer();
  try {
    const cookie = await createAuditMember(server);
    const [home, ...memberPages] = await measureFirstVisits(server.baseUrl, assetsFolder, [
      { path: '/' },
      ...[...toolPaths, ...REPORTED_PAGES].map((path) => ({ path, cookie })),
    ]);
    console.log(`JavaScript downloaded on a first visit, gzipped (budget ${kib(HOME_BUDGET)} for /):`);
    printVisit(home!, HOME_BUDGET);
    if (home!.bytes > HOME_BUDGET) failures.push(`/ downloads ${kib(home!.bytes)}, over ${kib(HOME_BUDGET)}`);
    console.log(`Tool pages, signed in (budget ${kib(TOOL_PAGE_BUDGET)}):`);
    for (const visit of memberPages.slice(0, toolPaths.length)) {
      printVisit(visit, TOOL_PAGE_BUDGET);
      if (visit.bytes > TOOL_PAGE_BUDGET)
        failures.push(`${visit.path} downloads ${kib(visit.bytes)}, over ${kib(TOOL_PAGE_BUDGET)}`);
    }
    console.log('Other pages, signed in (not budgeted):');
    for (const visit of memberPages.slice(toolPaths.length)) printVisit(visit);
  } finally {
    await server.stop();
  }
  if (failures.length > 0) {
    console.error(`Bundle budget exceeded:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Bundle budget: OK');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
