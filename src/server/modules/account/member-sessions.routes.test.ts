import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, cookieFrom, signUpMember, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

async function signIn(email: string, password: string, userAgent = FIREFOX) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password },
    headers: { origin: TEST_ORIGIN, 'user-agent': userAgent },
  });
  return cookieFrom(response.headers);
}

const sessionOf = (cookie: string) =>
  app.server.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
const list = async (cookie: string) =>
  (await app.server.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie } })).json()
    .sessions as { id: string; device: string; current: boolean }[];

describe('signed-in sessions', () => {
  it('lists devices with the current one marked, and a revoked session gets 401 next', async () => {
    const member = await signUpMember(app);
    const laptop = await signIn(member.email, member.password);
    expect((await sessionOf(laptop)).statusCode).toBe(200); // cached now
    const sessions = await list(member.cookie);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current)!;
    expect(other.device).toBe('Firefox on Linux');
    const revoke = await app.server.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${other.id}`,
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await sessionOf(laptop)).statusCode).toBe(401);
    expect((await sessionOf(member.cookie)).statusCode).toBe(200);
  });

  it("cannot revoke another member's session (404)", async () => {
    const owner = await signUpMember(app);
    const stranger = await signUpMember(app);
    const [own] = await list(owner.cookie);
    const response = await app.server.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${own!.id}`,
      headers: { origin: TEST_ORIGIN, cookie: stranger.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect((await sessionOf(owner.cookie)).statusCode).toBe(200);
  });

  it('signs out everywhere else and keeps this session', async () => {
    const member = await signUpMember(app);
    const phone = await signIn(member.email, member.password);
    const tablet = await signIn(member.email, member.password);
    expect((await sessionOf(phone)).statusCode).toBe(200);
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/account/sessions/revoke-others',
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    expect(response.json()).toEqual({ revoked: 2 });
    expect((await sessionOf(phone)).statusCode).toBe(401);
    expect((await sessionOf(tablet)).statusCode).toBe(401);
    expect((await sessionOf(member.cookie)).statusCode).toBe(200);
  });
});
