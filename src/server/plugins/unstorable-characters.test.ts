import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, queryRows, signUpMember, type TestApp } from '../test/test-app';
import { findUnstorableCharacter } from './unstorable-characters';

describe('findUnstorableCharacter', () => {
  it('names the path of the first string or key holding a NUL or a lone surrogate, or null', () => {
    expect(findUnstorableCharacter({ data: { items: ['fine', 'a\u0000b'] } })).toBe('data.items.1');
    expect(findUnstorableCharacter({ ['bad\u0000key']: 1 })).toBe('badkey');
    expect(findUnstorableCharacter('\u0000')).toBe('_');
    expect(findUnstorableCharacter({ note: 'half a pair \ud800 here' })).toBe('note');
    expect(findUnstorableCharacter({ note: 'a low half alone \udc00' })).toBe('note');
    expect(findUnstorableCharacter({ note: 'a whole pair \ud83d\ude00 is fine' })).toBeNull();
    expect(findUnstorableCharacter({ data: { items: ['fine'], n: 3, ok: true, none: null } })).toBeNull();
    expect(findUnstorableCharacter(undefined)).toBeNull();
  });
});

describe('requests the database could not store', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ seedContent: true });
  });
  afterAll(async () => app.close());

  it('answers a NUL character in a tool entry with 400 naming the field, and stores nothing', async () => {
    const member = await signUpMember(app);
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/tools/gratitude-log/entries',
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
      payload: { data: { items: ['a\u0000b'] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'data.items.0': 'This contains a character that is not allowed.',
    });
    const rows = await queryRows<{ n: number }>(
      app,
      sql`select count(*)::int as n from tool_entries where user_id = ${member.userId}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('answers half a surrogate pair in a tool entry with 400, and keeps a whole pair (an emoji)', async () => {
    const member = await signUpMember(app);
    const post = (json: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/tools/gratitude-log/entries',
        headers: { origin: TEST_ORIGIN, cookie: member.cookie, 'content-type': 'application/json' },
        payload: json,
      });
    const lone = await post('{"data":{"items":["a\\ud800b"]}}');
    expect(lone.statusCode).toBe(400);
    expect(lone.json().error.fields).toHaveProperty(['data.items.0']);
    const emoji = await post('{"data":{"items":["sunshine \\ud83c\\udf1e"]}}');
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json().data.items).toEqual(['sunshine \u{1F31E}']);
  });

  it('answers a NUL character in a profile name or a path parameter with 400, not 500', async () => {
    const member = await signUpMember(app);
    const profile = await app.server.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
      payload: { firstName: 'Ro\u0000bin', lastName: 'Lee' },
    });
    expect(profile.statusCode).toBe(400);
    for (const request of [
      { method: 'GET' as const, url: '/api/skills/%00' },
      { method: 'POST' as const, url: '/api/skills/%00/completions', payload: {} },
    ]) {
      const response = await app.server.inject({
        ...request,
        headers: { origin: TEST_ORIGIN, cookie: member.cookie },
      });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().error.code).toBe('invalid_characters');
    }
  });

  it('answers a malformed or overlong address with the API error body', async () => {
    const bad = await app.server.inject({ method: 'GET', url: '/api/skills/%ff' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'bad_url', message: 'This address is not valid.' } });
    const long = await app.server.inject({ method: 'GET', url: `/api/skills/${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json().error.code).toBe('bad_url');
  });
});
