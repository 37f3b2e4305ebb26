import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieFrom, newMember, type TestApp } from '../test/test-app';

const HTTPS_ORIGIN = 'https://dyl.example';

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(String(headers['permissions-policy'])).toContain('camera=()');
}

describe('security headers over http', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  it('are on a 200, a 404, a 400 (bad body), a 413, a 400 (bad url) and a 414, without HSTS', async () => {
    const answers = [
      await app.server.inject({ method: 'GET', url: '/api/health' }),
      await app.server.inject({ method: 'GET', url: '/api/nothing-here' }),
      await app.server.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      }),
      await app.server.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
      }),
      await app.server.inject({ method: 'GET', url: '/api/tools/%E0%A4%A/entries' }),
      await app.server.inject({ method: 'GET', url: `/api/tools/${'x'.repeat(500)}/entries` }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 400, 413, 400, 414]);
    for (const answer of answers) {
      expectSecurityHeaders(answer.headers);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('are on a 5xx (readiness while the process shuts down)', async () => {
    app.beginShutdown();
    const answer = await app.server.inject({ method: 'GET', url: '/api/ready' });
    expect(answer.statusCode).toBe(503);
    expectSecurityHeaders(answer.headers);
  });
});

describe('security headers and cookies over https', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { APP_URL: HTTPS_ORIGIN } });
  });
  afterAll(async () => app.close());

  it('send HSTS, also on a 414', async () => {
    for (const url of ['/api/health', `/api/tools/${'x'.repeat(500)}/entries`]) {
      const answer = await app.server.inject({ method: 'GET', url });
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expectSecurityHeaders(answer.headers);
    }
  });

  it('name the session cookie with the __Host- prefix, and it signs the member in', async () => {
    const signUp = await app.server.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: { origin: HTTPS_ORIGIN },
      payload: newMember(),
    });
    expect(signUp.statusCode).toBe(201);
    const setCookie = String(signUp.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-dyl\.session_token=/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; Path=\//i);
    expect(setCookie).not.toMatch(/Domain=/i);
    const session = await app.server.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie: cookieFrom(signUp.headers) },
    });
    expect(session.json().user).not.toBeNull();
  });
});
