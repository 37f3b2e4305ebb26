import { describe, expect, it } from 'vitest';
import { createMemoryState } from '../shared-state/memory-state';
import { TEST_ORIGIN, buildTestApp, signUpMember } from '../test/test-app';
import type { RateStore } from './rate-store';

/** A store that remembers every key written to it, as Redis would keep it. */
function recordingStore(store: RateStore, keys: Set<string>): RateStore {
  return {
    take: async (key, limit, windowMs) => {
      keys.add(key);
      return store.take(key, limit, windowMs);
    },
    peek: (key) => store.peek(key),
    reset: (key) => store.reset(key),
  };
}

describe('rate-limit key names', () => {
  it('never carry an email address, for sign-in, reset, sign-up notices and email changes', async () => {
    const keys = new Set<string>();
    const memory = createMemoryState();
    const app = await buildTestApp({ sharedState: { ...memory, rates: recordingStore(memory.rates, keys) } });
    try {
      const member = await signUpMember(app, { email: 'Robin.Privacy@Example.com' });
      const post = (url: string, payload: object, cookie?: string) =>
        app.server.inject({
          method: 'POST',
          url,
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
          remoteAddress: '203.0.113.9',
          payload,
        });
      expect(
        (await post('/api/account/sign-in', { email: member.email, password: 'not it at all' })).statusCode,
      ).toBe(401);
      expect(
        (await post('/api/account/sign-in', { email: member.email, password: member.password })).statusCode,
      ).toBe(200);
      expect((await post('/api/account/password-reset/request', { email: member.email })).statusCode).toBe(
        200,
      );
      expect((await post('/api/account/sign-up', { ...member, email: member.email })).statusCode).toBe(201);
      const change = await post(
        '/api/account/change-email',
        { newEmail: 'robin.elsewhere@example.org', currentPassword: member.password },
        member.cookie,
      );
      expect(change.statusCode).toBe(200);
      expect(app.mail.map((m) => m.subject)).toHaveLength(3);

      const prefixes = [...keys].map((key) => key.split(':').slice(0, 2).join(':'));
      for (const prefix of ['auth:pair', 'auth:account', 'auth:known', 'auth:reset-mail'])
        expect(prefixes).toContain(prefix);
      expect(prefixes).toContain('mail:sign-up-attempt');
      expect(prefixes).toContain('mail:email-change');
      for (const key of keys) {
        expect(key.toLowerCase()).not.toContain('robin');
        expect(key).not.toContain('@');
      }
    } finally {
      await app.close();
    }
  });
});

describe('IPv6 clients', () => {
  it('share one per-IP budget across their /64, so rotating addresses in it escapes nothing', async () => {
    const app = await buildTestApp({ rateLimits: { perIp: 3 } });
    try {
      const signIn = (remoteAddress: string) =>
        app.server.inject({
          method: 'POST',
          url: '/api/account/sign-in',
          headers: { origin: TEST_ORIGIN },
          remoteAddress,
          payload: { email: 'nobody@example.com', password: 'wrong guess' },
        });
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i += 1)
        statuses.push((await signIn(`2001:db8:7:7::${i.toString(16)}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      expect((await signIn('2001:db8:7:8::1')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
