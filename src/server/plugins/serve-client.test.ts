import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../db/paths';
import { buildTestApp, type TestApp } from '../test/test-app';
import { inlineScriptHashes } from './serve-client';

// A small built client, precompressed by the build's own script.
const root = mkdtempSync(join(tmpdir(), 'dyl-client-'));
const themeScript = "\n      document.documentElement.classList.toggle('dark', true);\n    ";
const indexHtml = `<!doctype html><html><head><script>${themeScript}</script><title>Design Your Life</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}<script type="module" src="${'/assets/main-Ab12Cd34.js'}"></script></body></html>`;
const asset = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};`;
const assetUrl = '/assets/main-Ab12Cd34.js';

let app: TestApp;
beforeAll(async () => {
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), indexHtml);
  writeFileSync(join(root, assetUrl), asset);
  copyFileSync(join(packageRoot, 'public/robots.txt'), join(root, 'robots.txt'));
  const result = spawnSync(process.execPath, [join(packageRoot, 'scripts/precompress-assets.mjs'), root]);
  expect(result.status, String(result.stderr)).toBe(0);
  app = await buildTestApp({ clientRoot: root });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
  app.server.inject({ method, url, headers });

describe('precompressed static assets', () => {
  it('sends the brotli file as is for accept-encoding br, cached for a year', async () => {
    const response = await get(assetUrl, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    // The very bytes written at build time (not compressed again per request), which decompress to the file.
    expect(response.rawPayload.equals(readFileSync(join(root, `${assetUrl}.br`)))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(asset);
  });

  it('sends the gzip file to a client without brotli, and the plain file to one without either', async () => {
    const gzip = await get(assetUrl, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(join(root, `${assetUrl}.gz`)))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(asset);
    const plain = await get(assetUrl, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(asset);
  });

  it('serves robots.txt as text/plain, not the app page', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /api/');
  });
});

describe('app pages', () => {
  it('answers a known page with index.html, revalidated on every visit, precompressed', async () => {
    for (const url of [
      '/',
      '/library',
      '/skill/box-breathing',
      '/tools/gratitude-log?from=home',
      '/legal-%20disclaimer',
    ]) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('answers HEAD on a page with 200, as uptime monitors expect', async () => {
    const response = await get('/library', {}, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('answers an unknown address with 404 and the same page, so the client shows its not-found page', async () => {
    for (const url of ['/no-such-page', '/skill', '/login/extra', '/assets/gone-12345678.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(indexHtml);
    }
    expect((await get('/no-such-page', {}, 'HEAD')).statusCode).toBe(404);
  });

  it('keeps JSON 404s for the API and for other methods', async () => {
    const api = await get('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
    const post = await get('/library', {}, 'POST');
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('not_found');
  });
});

describe('the inline script of the page', () => {
  it('is allowed by its hash in the CSP, and no other inline script is', async () => {
    const csp = String((await get('/library')).headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    const expected = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;
    expect(scriptSrc).toBe(`script-src 'self' ${expected}`);
    // API answers carry the same policy (one set of headers, built at start).
    expect((await get('/api/health')).headers['content-security-policy']).toBe(csp);
  });

  it('hashes the text between the tags of each inline script, and skips scripts with a src', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="module">b()</script>';
    expect(inlineScriptHashes(html)).toEqual(
      ['a()', 'b()'].map((text) => `sha256-${createHash('sha256').update(text).digest('base64')}`),
    );
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});
