import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  buildTestApp,
  cookieFrom,
  newMember,
  queryRows,
  signUpMember,
  type TestApp,
} from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  app.server.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

async function countRows(table: string, column: string, value: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    app,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
  );
  return rows[0]?.n ?? -1;
}

describe('sign-up', () => {
  it('creates the user, the profile and the free subscription together and signs in', async () => {
    const body = newMember({ firstName: 'Maya', lastName: 'Okafor' });
    const response = await post('/api/account/sign-up', body);
    expect(response.statusCode).toBe(201);
    const session = response.json();
    expect(session.user.email).toBe(body.email);
    expect(session.profile).toMatchObject({
      firstName: 'Maya',
      lastName: 'Okafor',
      username: expect.stringMatching(/^[a-z]+\d{4}$/),
      forumNameConfirmed: false,
      role: 'user',
      reputation: 0,
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
    });
    const cookie = cookieFrom(response.headers);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(response.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    const again = await app.server.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie },
    });
    expect(again.json().profile.username).toBe(session.profile.username);
  });

  it('gives two people with the same name different usernames, made from neither name', async () => {
    const first = await signUpMember(app, { firstName: 'Sam', lastName: 'Ito' });
    const second = await signUpMember(app, { firstName: 'Sam', lastName: 'Ito' });
    expect(second.username).not.toBe(first.username);
    for (const { username } of [first, second]) expect(username).not.toMatch(/sam|ito/);
  });

  it('writes neither user nor profile when the subscription row cannot be written', async () => {
    const body = newMember({ firstName: 'Atomic' });
    await app.database.db.execute(
      sql`alter table user_subscription_status add constraint refuse_all check (false) not valid`,
    );
    try {
      const response = await post('/api/account/sign-up', body);
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('internal');
      expect(response.body).not.toMatch(/refuse_all|constraint/);
    } finally {
      await app.database.db.execute(sql`alter table user_subscription_status drop constraint refuse_all`);
    }
    expect(await countRows('user', 'email', body.email)).toBe(0);
    const orphans = await queryRows<{ n: number }>(
      app,
      sql`select count(*)::int as n from profiles p left join "user" u on u.id = p.id where u.id is null`,
    );
    expect(orphans[0]?.n).toBe(0);
    expect(await countRows('profiles', 'first_name', body.firstName)).toBe(0);
  });

  it('answers a registered email like a new one, without a session, and mails the address instead', async () => {
    const member = await signUpMember(app);
    const fresh = await post('/api/account/sign-up', newMember());
    const known = await post('/api/account/sign-up', newMember({ email: member.email.toUpperCase() }));
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.statusCode).toBe(201);
    expect(Object.keys(known.json())).toEqual(Object.keys(fresh.json()));
    expect(known.json()).toEqual({ user: null, profile: null });
    expect(known.headers['set-cookie']).toBeUndefined();
    const mail = app.mail.filter((m) => m.to === member.email);
    expect(mail.map((m) => m.subject)).toEqual(['Someone tried to sign up with your address']);
    expect(mail[0]?.link).toBe(`${TEST_ORIGIN}/forgot-password`);
    expect(await countRows('profiles', 'id', member.userId)).toBe(1);
    const repeated = await post('/api/account/sign-up', newMember({ email: member.email }));
    expect(repeated.statusCode).toBe(201);
    expect(app.mail.filter((m) => m.to === member.email)).toHaveLength(1);
  });

  it("stores the browser's time zone on the new profile, and its days start in that zone", async () => {
    const member = await signUpMember(app, { timeZone: 'America/Los_Angeles' });
    const profile = await app.server.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: member.cookie },
    });
    expect(profile.json()).toMatchObject({ timeZone: 'America/Los_Angeles', endOfDayHour: 4 });
    // The session carries them too, so pages count the member's day from their first render.
    const session = await app.server.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie: member.cookie },
    });
    expect(session.json().profile).toMatchObject({ timeZone: 'America/Los_Angeles', endOfDayHour: 4 });
    // With how long that zone keeps its offset now, so pages count those days without Intl.
    const span = session.json().zoneOffset as {
      timeZone: string;
      offsetMinutes: number;
      from: string;
      until: string;
    };
    expect(span.timeZone).toBe('America/Los_Angeles');
    expect([-480, -420]).toContain(span.offsetMinutes);
    expect(Date.parse(span.from)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(span.until)).toBeGreaterThan(Date.now());
    const frames = await queryRows<{ zone: string }>(
      app,
      sql`select time_zone as zone from member_day_frames where user_id = ${member.userId}`,
    );
    expect(frames).toEqual([{ zone: 'America/Los_Angeles' }]);
    // A legacy alias is stored by its canonical name, which PostgreSQL knows too.
    const alias = await signUpMember(app, { timeZone: 'US/Pacific' });
    const aliased = await app.server.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: alias.cookie },
    });
    expect(aliased.json().timeZone).toBe('America/Los_Angeles');
  });

  it('signs up in UTC, with 201, when the time zone is unknown, malformed or missing', async () => {
    for (const timeZone of ['Mars/Olympus', 'x'.repeat(200), 42, null, undefined]) {
      const response = await post('/api/account/sign-up', { ...newMember(), timeZone });
      expect(response.statusCode, `timeZone ${String(timeZone).slice(0, 20)}`).toBe(201);
      const profile = await app.server.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: cookieFrom(response.headers) },
      });
      expect(profile.json().timeZone).toBe('UTC');
    }
  });

  it('rejects malformed input with 400 and a message per field', async () => {
    const response = await post('/api/account/sign-up', {
      firstName: '',
      email: 'not-an-email',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toMatchObject({
      firstName: 'First name is required.',
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
    expect(error.fields.lastName).toBeDefined();
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and answers 401 to a wrong one', async () => {
    const member = await signUpMember(app);
    const wrong = await post('/api/account/sign-in', { email: member.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({
      code: 'invalid_credentials',
      message: 'Incorrect email or password.',
    });
    const right = await post('/api/account/sign-in', { email: member.email, password: member.password });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(member.email);
  });

  it('signs out so the cookie no longer opens the session', async () => {
    const member = await signUpMember(app);
    const out = await post('/api/account/sign-out', {}, member.cookie);
    expect(out.statusCode).toBe(200);
    const session = await app.server.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie: member.cookie },
    });
    expect(session.json()).toEqual({ user: null, profile: null });
  });

  it('answers 429 with a clear message once an account has too many attempts', async () => {
    const limited = await buildTestApp({ rateLimits: { perAccount: 3 } });
    try {
      const attempt = () =>
        limited.server.inject({
          method: 'POST',
          url: '/api/account/sign-in',
          headers: { origin: TEST_ORIGIN },
          payload: { email: 'nobody@example.com', password: 'x' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('rate_limited');
      expect(blocked.json().error.message).toMatch(
        /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
      );
    } finally {
      await limited.close();
    }
  });

  it('limits attempts per IP address across accounts', async () => {
    const limited = await buildTestApp({ rateLimits: { perIp: 2 } });
    try {
      const attempt = (email: string) =>
        limited.server.inject({
          method: 'POST',
          url: '/api/account/sign-in',
          headers: { origin: TEST_ORIGIN },
          payload: { email, password: 'x' },
        });
      expect((await attempt('a@example.com')).statusCode).toBe(401);
      expect((await attempt('b@example.com')).statusCode).toBe(401);
      expect((await attempt('c@example.com')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('password reset and account changes', () => {
  it('resets the password through the emailed link', async () => {
    const member = await signUpMember(app);
    const request = await post('/api/account/password-reset/request', { email: member.email });
    expect(request.statusCode).toBe(200);
    const message = app.mail.find((m) => m.to === member.email);
    expect(message?.link).toMatch(new RegExp(`^${TEST_ORIGIN}/reset-password\\?token=`));
    const token = new URL(message?.link ?? '').searchParams.get('token');
    const reset = await post('/api/account/password-reset', { token, newPassword: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post('/api/account/sign-in', { email: member.email, password: member.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/account/sign-in', { email: member.email, password: 'a brand new secret' }))
        .statusCode,
    ).toBe(200);
    const reused = await post('/api/account/password-reset', { token, newPassword: 'yet another secret' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('invalid_token');
  });

  it('answers a reset request for an unknown email the same way, sending nothing', async () => {
    const before = app.mail.length;
    const response = await post('/api/account/password-reset/request', { email: 'nobody-here@example.com' });
    expect(response.statusCode).toBe(200);
    expect(app.mail.length).toBe(before);
  });

  it('sends at most three reset mails an hour to one address asked for from one IP, answering alike', async () => {
    const member = await signUpMember(app);
    const mailsTo = () => app.mail.filter((m) => m.to === member.email).length;
    for (let i = 1; i <= 5; i += 1) {
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/account/password-reset/request',
        remoteAddress: '203.0.113.1',
        headers: { origin: TEST_ORIGIN },
        payload: { email: i % 2 ? member.email : member.email.toUpperCase() },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(mailsTo()).toBe(3);
  });

  it('changes the password only with the current one', async () => {
    const member = await signUpMember(app);
    const wrong = await post(
      '/api/account/change-password',
      { currentPassword: 'wrong password', newPassword: 'another secret' },
      member.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBeDefined();
    const right = await post(
      '/api/account/change-password',
      { currentPassword: member.password, newPassword: 'another secret' },
      member.cookie,
    );
    expect(right.statusCode).toBe(200);
    expect(
      (await post('/api/account/sign-in', { email: member.email, password: 'another secret' })).statusCode,
    ).toBe(200);
  });

  it('refuses account changes from a visitor with 401', async () => {
    const response = await post('/api/account/change-password', {
      currentPassword: 'x',
      newPassword: 'another secret',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});
