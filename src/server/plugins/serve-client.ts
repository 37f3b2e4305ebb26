import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppPath } from '@shared/routes/app-paths';
import { sendApiNotFound } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ServeClientOptions {
  /** The built client: dist/client, with the .br and .gz files written by scripts/precompress-assets.mjs. */
  root: string;
}

/**
 * `sha256-…` of each inline script in a page, as a CSP lists them: the exact text between the tags, so the
 * browser runs these scripts and no other inline one.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** The inline scripts' hashes of the built index.html in a client folder (none when it is not built). */
export function clientInlineScriptHashes(root: string): string[] {
  const page = join(root, 'index.html');
  return existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : [];
}

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? url);
  } catch {
    return null;
  }
}

/** index.html for the app's pages (200), and the same page as a 404 for any other address. */
function sendAppPage(request: FastifyRequest, reply: FastifyReply) {
  const path = decodedPath(request.url);
  if (path === null || path.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD'))
    return sendApiNotFound(request, reply);
  // The client shows its own not-found page; the status tells crawlers and monitors the truth.
  return reply
    .code(isAppPath(path) ? 200 : 404)
    .header('cache-control', 'no-cache')
    .sendFile('index.html');
}

/**
 * Serves the built SPA. Assets are sent as the brotli or gzip file made at build time (so @fastify/compress,
 * which skips a response that already has a content-encoding, does no work per request); hashed names under
 * /assets/ are cached for a year, everything else is revalidated.
 */
export async function registerClient(server: FastifyInstance, options: ServeClientOptions): Promise<boolean> {
  if (!existsSync(join(options.root, 'index.html'))) {
    server.log.warn('dist/client is missing: run `npm run build` to serve the app');
    server.setNotFoundHandler(sendApiNotFound);
    return false;
  }
  const assetsFolder = join(options.root, 'assets') + sep;
  await server.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsFolder) ? IMMUTABLE : 'no-cache');
    },
  });
  // The spec spells this path with a space; the plain spelling redirects to it.
  server.get('/legal-disclaimer', { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect('/legal-%20disclaimer', 301),
  );
  server.setNotFoundHandler(sendAppPage);
  return true;
}
