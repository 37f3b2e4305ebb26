import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('API conventions', () => {
  it('rejects a write from another origin with 403', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'X', email: 'x@example.com', subject: 'general', message: 'hello there friend' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('bad_origin');
  });

  it('sends a strict CSP, no-store on API answers, and compresses large ones', async () => {
    const member = await signUpMember(app);
    const response = await app.server.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: member.cookie },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const docs = await app.server.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(docs.headers['content-encoding']).toBe('gzip');
  });

  it('compresses only what is bigger than a packet, with brotli for browsers', async () => {
    const small = await app.server.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const large = await app.server.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const docs = await app.server.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const document = docs.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/account/sign-up'].post.requestBody).toBeDefined();
    expect(document.paths['/api/admin/settings'].put).toBeDefined();
  });

  it('reports database health', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'not_found',
      message: 'No API route matches GET /api/nothing-here.',
    });
  });

  it('answers invalid JSON with a 400 JSON error, never a 500', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBeTruthy();
  });
});
