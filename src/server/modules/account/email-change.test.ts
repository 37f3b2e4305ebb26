import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryState } from '../../shared-state/memory-state';
import { TEST_ORIGIN, buildTestApp, cookieFrom, signUpMember, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const post = (url: string, payload: object, cookie?: string) =>
  app.server.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const sessionOf = async (cookie: string) =>
  (await app.server.inject({ method: 'GET', url: '/api/account/session', headers: { cookie } })).json();
const signIn = async (email: string, password: string) => post('/api/account/sign-in', { email, password });
const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
const lastMailTo = (to: string) => app.mail.filter((m) => m.to === to).at(-1);

describe('changing the sign-in email', () => {
  it('asks for the current password and changes nothing with a session alone', async () => {
    const member = await signUpMember(app);
    const newEmail = `new-${member.email}`;
    const noPassword = await post('/api/account/change-email', { newEmail }, member.cookie);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields.currentPassword).toEqual(expect.any(String));
    const wrong = await post(
      '/api/account/change-email',
      { newEmail, currentPassword: 'not it at all' },
      member.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe('Your current password is incorrect.');
    expect(app.mail.some((m) => m.to === newEmail)).toBe(false);
    expect((await sessionOf(member.cookie)).user.email).toBe(member.email);
  });

  it('answers 409 when the new address already has an account', async () => {
    const member = await signUpMember(app);
    const other = await signUpMember(app);
    const response = await post(
      '/api/account/change-email',
      { newEmail: other.email, currentPassword: member.password },
      member.cookie,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.newEmail).toBe(
      'This email is already registered to another account.',
    );
  });

  it('applies the change only through the link sent to the new address, once, ending the other sessions', async () => {
    const member = await signUpMember(app);
    const otherDevice = cookieFrom((await signIn(member.email, member.password)).headers);
    const newEmail = `moved-${member.email}`;
    const request = await post(
      '/api/account/change-email',
      { newEmail, currentPassword: member.password },
      member.cookie,
    );
    expect(request.statusCode).toBe(200);
    expect(request.json()).toEqual({ pendingEmail: newEmail });
    expect((await sessionOf(member.cookie)).user.email).toBe(member.email);
    const confirmation = lastMailTo(newEmail);
    expect(confirmation?.link).toMatch(new RegExp(`^${TEST_ORIGIN}/confirm-email-change\\?token=`));

    const confirmed = await post('/api/account/change-email/confirm', { token: tokenOf(confirmation?.link) });
    expect(confirmed.statusCode).toBe(200);
    expect((await sessionOf(member.cookie)).user.email).toBe(newEmail);
    expect((await sessionOf(otherDevice)).user).toBeNull();
    expect((await signIn(newEmail, member.password)).statusCode).toBe(200);
    expect((await signIn(member.email, member.password)).statusCode).toBe(401);

    const again = await post('/api/account/change-email/confirm', { token: tokenOf(confirmation?.link) });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_token');

    const notice = lastMailTo(member.email);
    expect(notice?.subject).toBe('Your Design Your Life email was changed');
    expect(notice?.text).toContain(newEmail);
    expect(notice?.link).toMatch(new RegExp(`^${TEST_ORIGIN}/undo-email-change\\?token=`));
  });

  it('lets the old address undo the change, which ends every session', async () => {
    const member = await signUpMember(app);
    const newEmail = `taken-over-${member.email}`;
    await post('/api/account/change-email', { newEmail, currentPassword: member.password }, member.cookie);
    await post('/api/account/change-email/confirm', { token: tokenOf(lastMailTo(newEmail)?.link) });
    const undoLink = lastMailTo(member.email)?.link;

    const undone = await post('/api/account/change-email/undo', { token: tokenOf(undoLink) });
    expect(undone.statusCode).toBe(200);
    expect((await sessionOf(member.cookie)).user).toBeNull();
    expect((await signIn(member.email, member.password)).statusCode).toBe(200);
    expect((await signIn(newEmail, member.password)).statusCode).toBe(401);
    expect((await post('/api/account/change-email/undo', { token: tokenOf(undoLink) })).statusCode).toBe(400);
  });

  it('refuses a made-up or expired token', async () => {
    const response = await post('/api/account/change-email/confirm', { token: 'made-up-token' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('This link is invalid, has expired or was already used.');
  });
});

describe('confirmation mails to one new address', () => {
  it('go out at most three times a day, whoever asks', async () => {
    let now = Date.UTC(2025, 0, 6, 9);
    const limited = await buildTestApp({ sharedState: createMemoryState(() => now) });
    try {
      const target = 'inbox-of-a-stranger@example.org';
      const ask = (member: { cookie: string; password: string }) =>
        limited.server.inject({
          method: 'POST',
          url: '/api/account/change-email',
          headers: { origin: TEST_ORIGIN, cookie: member.cookie },
          payload: { newEmail: target, currentPassword: member.password },
        });
      const first = await signUpMember(limited);
      const second = await signUpMember(limited);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await ask(first)).statusCode);
      const refused = await ask(second);
      expect([...statuses, refused.statusCode]).toEqual([200, 200, 200, 429]);
      expect(refused.json().error.fields.newEmail).toBe(
        'Too many confirmation mails went to this address today. Try again tomorrow.',
      );
      expect(limited.mail.filter((m) => m.to === target)).toHaveLength(3);

      now += 24 * 60 * 60 * 1000;
      expect((await ask(second)).statusCode).toBe(200);
      expect(limited.mail.filter((m) => m.to === target)).toHaveLength(4);
    } finally {
      await limited.close();
    }
  });
});
