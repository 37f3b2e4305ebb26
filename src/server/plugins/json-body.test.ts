import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../test/test-app';
import { findUnstorableCharacter } from './unstorable-characters';
import { jsonDepthExceeds } from './json-body';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('jsonDepthExceeds', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDepthExceeds(nested(64), 64)).toBe(false);
    expect(jsonDepthExceeds(nested(65), 64)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[[[', b: '\\"[[[[' }), 2)).toBe(false);
    expect(jsonDepthExceeds('{"a":{"b":{"c":1}}}', 2)).toBe(true);
  });
});

describe('findUnstorableCharacter on deep values', () => {
  it('walks 100,000 levels without overflowing the stack', () => {
    let value: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i += 1) value = [value];
    expect(findUnstorableCharacter(value)).toMatch(/^0(\.0)+$/);
  });
});

describe('a deeply nested body', () => {
  let app: TestApp;
  beforeAll(async () => {
    // With the content, so the tool's gate lets the member's write reach the body parser.
    app = await buildTestApp({ seedContent: true });
  });
  afterAll(async () => app.close());

  it('answers a 16 KB body nested 8,000 levels with 400 body_too_deep, quickly, signed in or not', async () => {
    const member = await signUpMember(app);
    const payload = `{"data":${nested(8000)}}`;
    expect(payload.length).toBeGreaterThan(16_000);
    for (const [url, cookie] of [
      ['/api/contact', undefined],
      ['/api/account/sign-in', undefined],
      ['/api/tools/gratitude-log/entries', member.cookie],
    ] as const) {
      const started = performance.now();
      const response = await app.server.inject({
        method: 'POST',
        url,
        payload,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      });
      expect(performance.now() - started).toBeLessThan(200);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'body_too_deep' });
      expect(response.json().error.message).toMatch(/at most 64 levels/);
    }
  });

  it('still accepts an ordinary body and refuses a prototype key', async () => {
    const ok = await app.server.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: '{"email":"nobody@example.com","password":"whatever1"}',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    });
    expect(ok.statusCode).toBe(401);
    const proto = await app.server.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: '{"email":"a@example.com","password":"x","__proto__":{"admin":true}}',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    });
    expect(proto.statusCode).toBe(400);
    expect(proto.json().error.code).toBeTruthy();
  });
});
