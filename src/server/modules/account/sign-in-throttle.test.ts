import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryState } from '../../shared-state/memory-state';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../../test/test-app';

const OWNER_IP = '198.51.100.7';
const ATTACKER_IP = '203.0.113.66';

describe('sign-in throttling that cannot lock the owner out', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: { perIp: 1000, perAccount: 10 } });
  });
  afterAll(async () => app.close());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    app.server.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { origin: TEST_ORIGIN },
      remoteAddress,
      payload: { email, password },
    });

  it('blocks the attacking address after 10 failures while the owner signs in from another and gets the reset mail', async () => {
    const owner = await signUpMember(app);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1)
      statuses.push((await signIn(owner.email, `guess-${i}-wrong`, ATTACKER_IP)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // Even the right password from the attacking address is refused now: the pair is blocked.
    expect((await signIn(owner.email, owner.password, ATTACKER_IP)).statusCode).toBe(429);

    expect((await signIn(owner.email, owner.password, OWNER_IP)).statusCode).toBe(200);
    const reset = await app.server.inject({
      method: 'POST',
      url: '/api/account/password-reset/request',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: OWNER_IP,
      payload: { email: owner.email },
    });
    expect(reset.statusCode).toBe(200);
    expect(app.mail.some((m) => m.to === owner.email && m.subject.includes('Reset'))).toBe(true);
  });

  it('throttles wrong current passwords on change-password per account and address', async () => {
    const member = await signUpMember(app);
    const change = (currentPassword: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/account/change-password',
        headers: { origin: TEST_ORIGIN, cookie: member.cookie },
        remoteAddress: ATTACKER_IP,
        payload: { currentPassword, newPassword: 'a fresh long secret' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await change(`wrong-${i}-guess`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const blocked = await change(member.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
  });
});

describe('an account under attack', () => {
  it('gives each address that never signed in to it a few attempts, never slowing an address the owner used', async () => {
    const app = await buildTestApp({
      rateLimits: { perIp: 1000, perAccount: 10, accountBackoffAfter: 20, perAccountUnderAttack: 3 },
    });
    try {
      const owner = await signUpMember(app);
      const attempt = (password: string, remoteAddress: string) =>
        app.server.inject({
          method: 'POST',
          url: '/api/account/sign-in',
          headers: { origin: TEST_ORIGIN },
          remoteAddress,
          payload: { email: owner.email, password },
        });
      expect((await attempt(owner.password, OWNER_IP)).statusCode).toBe(200);
      for (let i = 0; i < 20; i += 1)
        expect((await attempt('wrong guess', `203.0.113.${i % 2}`)).statusCode).toBe(401);
      const stranger: number[] = [];
      for (let i = 0; i < 5; i += 1) stranger.push((await attempt('wrong guess', '203.0.113.50')).statusCode);
      expect(stranger).toEqual([401, 401, 401, 429, 429]);
      // Another new address has its own budget: the first stranger's refusals took nothing from it.
      expect((await attempt('wrong guess', '203.0.113.51')).statusCode).toBe(401);
      // The owner's known address keeps the full per-pair budget.
      for (let i = 0; i < 5; i += 1) expect((await attempt('my old one?', OWNER_IP)).statusCode).toBe(401);
      expect((await attempt(owner.password, OWNER_IP)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('lets the owner in from brand-new addresses while an attacker past 100 failures tries once a second', async () => {
    let now = Date.UTC(2025, 0, 6, 9);
    const app = await buildTestApp({ sharedState: createMemoryState(() => now) });
    try {
      const owner = await signUpMember(app);
      const attempt = (password: string, remoteAddress: string) =>
        app.server.inject({
          method: 'POST',
          url: '/api/account/sign-in',
          headers: { origin: TEST_ORIGIN },
          remoteAddress,
          payload: { email: owner.email, password },
        });
      // 100 failures from ten addresses, ten each: the account is under attack.
      for (let i = 0; i < 100; i += 1)
        expect((await attempt(`guess ${i}`, `203.0.113.${Math.floor(i / 10)}`)).statusCode).toBe(401);

      const attacker: number[] = [];
      const ownerAnswers: number[] = [];
      for (let second = 1; second <= 80; second += 1) {
        now += 1000;
        attacker.push((await attempt(`guess at ${second}s`, '192.0.2.200')).statusCode);
        if (second % 10 === 0) {
          // A new device each time: a phone on mobile data, a hotel, a friend's computer.
          ownerAnswers.push((await attempt(owner.password, `198.51.100.${100 + second / 10}`)).statusCode);
        }
      }
      expect(attacker.slice(0, 3)).toEqual([401, 401, 401]);
      expect(new Set(attacker.slice(3))).toEqual(new Set([429]));
      expect(ownerAnswers).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    } finally {
      await app.close();
    }
  });
});

describe('the password-reset mail', () => {
  it('goes to the owner who asks from another address after an attacker spent their own budget', async () => {
    const app = await buildTestApp();
    try {
      const owner = await signUpMember(app);
      const ask = (remoteAddress: string) =>
        app.server.inject({
          method: 'POST',
          url: '/api/account/password-reset/request',
          headers: { origin: TEST_ORIGIN },
          remoteAddress,
          payload: { email: owner.email.toUpperCase() },
        });
      const resetMails = () => app.mail.filter((m) => m.to === owner.email && m.subject.includes('Reset'));
      for (let i = 0; i < 6; i += 1) expect((await ask(ATTACKER_IP)).statusCode).toBe(200);
      expect(resetMails()).toHaveLength(3);

      expect((await ask(OWNER_IP)).statusCode).toBe(200);
      expect(resetMails()).toHaveLength(4);
      // The owner's address has a budget of its own, as small as anyone's.
      for (let i = 0; i < 3; i += 1) await ask(OWNER_IP);
      expect(resetMails()).toHaveLength(6);
    } finally {
      await app.close();
    }
  });
});

describe('behind a proxy', () => {
  it('takes the client address from the trusted hop, so a forged X-Forwarded-For cannot escape the per-IP limit', async () => {
    const app = await buildTestApp({ rateLimits: { perIp: 3 }, env: { TRUST_PROXY: '1' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await app.server.inject({
          method: 'POST',
          url: '/api/account/sign-in',
          // The client forges the first entry; the proxy appends the address it saw.
          headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `10.9.8.${i}, 192.0.2.44` },
          payload: { email: `someone${i}@example.com`, password: 'wrong guess' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    } finally {
      await app.close();
    }
  });
});
