#!/usr/bin/env node
// Bundle budget: the first-load JS of `/` (index.html's module script and its modulepreload links), gzipped,
// must stay within the budget of issue 7. Run after `npm run build`; exits 1 when over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const distFolder = process.argv[2] ?? 'dist/client';

/** The script and modulepreload URLs the browser fetches before anything else. */
function firstLoadScripts(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    urls.add(match[1]);
  return [...urls];
}

const html = readFileSync(join(distFolder, 'index.html'), 'utf8');
const scripts = firstLoadScripts(html);
if (scripts.length === 0) {
  console.error(`No module script found in ${distFolder}/index.html`);
  process.exit(1);
}
let total = 0;
for (const url of scripts) {
  const bytes = gzipSync(readFileSync(join(distFolder, url.replace(/^\//, ''))), { level: 9 }).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KiB  ${url}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `First-load JS of /: ${(total / 1024).toFixed(1)} KiB gzipped — ${verdict} the budget of ${BUDGET_BYTES / 1024} KiB`,
);
if (total > BUDGET_BYTES) process.exit(1);
