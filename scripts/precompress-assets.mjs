#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built client, once at build time,
// so the server sends those files (@fastify/static `preCompressed`) instead of compressing on each request.
// Usage: node scripts/precompress-assets.mjs [folder=dist/client]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
]);
// Below this, the encoded copy saves less than the headers cost (the same threshold as @fastify/compress).
const MIN_BYTES = 1024;

function* filesIn(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

const folder = process.argv[2] ?? 'dist/client';
let files = 0;
let before = 0;
let after = 0;
for (const path of filesIn(folder)) {
  if (statSync(path).size < MIN_BYTES) continue;
  const source = readFileSync(path);
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: 9 });
  if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${path}.gz`, gzip);
  files += 1;
  before += source.length;
  after += brotli.length;
}
console.log(
  `precompressed ${files} files in ${folder}: ${Math.round(before / 1024)} KiB → ${Math.round(after / 1024)} KiB brotli`,
);
