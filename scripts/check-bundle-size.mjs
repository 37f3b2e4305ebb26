#!/usr/bin/env node
// Bundle budget of issue 7, read from the build (run after `npm run build`):
// - `/`: index.html's module script and modulepreload links (and what they import), gzipped: fails the build
//   above 150 KiB;
// - each page: that first load plus the page chunk and everything it imports statically; a tool page (a route of
//   src/client/app/routes/tools) fails the build above 170 KiB. Other pages are printed, not enforced;
// - the entry chunk's own static imports preloaded from index.html (one round trip, not two);
// - no preload table: a lazy import that preloads its chunks' dependencies (vite's build.modulePreload) adds a
//   list of every asset to the first load and a <link> per dependency at each page load, which cost the main
//   thread more than the round trips they save (Lighthouse TBT on / fell from about 350 ms to 150 ms without them).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KiB = 1024;
const HOME_BUDGET = 150 * KiB;
const PAGE_TARGET = 170 * KiB;
const distFolder = process.argv[2] ?? 'dist/client';
const toolPages = new Set(
  readdirSync('src/client/app/routes/tools')
    .filter((file) => /-page\.tsx$/.test(file) && file !== 'tool-page.tsx')
    .map((file) => file.replace(/\.tsx$/, '')),
);
const assetsFolder = join(distFolder, 'assets');

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(join(assetsFolder, file)), { level: 9 }).length);
  return gzipped.get(file);
}

/** A chunk and every chunk it imports statically (rolldown writes them as `import … from"./x.js"`). */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(assetsFolder, file), 'utf8');
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[^"'()]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g))
    staticClosure(match[1], seen);
  return seen;
}

const html = readFileSync(join(distFolder, 'index.html'), 'utf8');
const firstLoad = new Set();
for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/assets\/([^"]+)"/g))
  staticClosure(match[1], firstLoad);
for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/assets\/([^"]+)"/g))
  staticClosure(match[1], firstLoad);
if (firstLoad.size === 0) {
  console.error(`No module script found in ${distFolder}/index.html`);
  process.exit(1);
}

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const home = sum(firstLoad);
const failures = [];
console.log(`First-load JS of /: ${kib(home)} gzipped (budget ${kib(HOME_BUDGET)}, ${firstLoad.size} files)`);
if (home > HOME_BUDGET) failures.push(`/ is ${kib(home)}, over ${kib(HOME_BUDGET)}`);
for (const file of firstLoad)
  if (readFileSync(join(assetsFolder, file), 'utf8').includes('__vite__mapDeps'))
    failures.push(`${file} preloads lazy chunks' dependencies: keep build.modulePreload off`);

// The entry's own imports are asked for beside it (preload-entry-imports.ts), not one round trip after it.
const preloaded = new Set(
  [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/assets\/([^"]+)"/g)].map((m) => m[1]),
);
for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/assets\/([^"]+)"/g))
  for (const file of staticClosure(match[1]))
    if (file !== match[1] && !preloaded.has(file))
      failures.push(`${file}, which the entry imports, is not preloaded from index.html`);

const pages = readdirSync(assetsFolder)
  .filter((file) => /-page-[\w-]+\.js$/.test(file))
  .map((file) => {
    const files = staticClosure(file, new Set(firstLoad));
    return { name: file.replace(/-[\w-]{8}\.js$/, ''), bytes: sum(files) };
  })
  .sort((a, b) => b.bytes - a.bytes);
console.log(`Heaviest pages (budget ${kib(PAGE_TARGET)} for tool pages, marked *):`);
for (const page of pages.slice(0, Number(process.env.BUNDLE_PAGES ?? 8)))
  console.log(`${kib(page.bytes).padStart(11)}  ${page.name}${toolPages.has(page.name) ? ' *' : ''}`);
const builtToolPages = pages.filter((page) => toolPages.has(page.name));
if (builtToolPages.length !== toolPages.size)
  failures.push(
    `found ${builtToolPages.length} of the ${toolPages.size} tool page chunks: did their names change?`,
  );
const heaviestTool = builtToolPages[0];
if (heaviestTool) console.log(`Heaviest tool page: ${heaviestTool.name}, ${kib(heaviestTool.bytes)}`);
for (const page of builtToolPages)
  if (page.bytes > PAGE_TARGET)
    failures.push(`tool page ${page.name} is ${kib(page.bytes)}, over ${kib(PAGE_TARGET)}`);

if (failures.length > 0) {
  console.error(`Bundle budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Bundle budget: OK');
