import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  buildTestApp,
  cookieFrom,
  signUpAdmin,
  chooseForumName,
  signUpMember,
  type TestApp,
} from '../../test/test-app';
import { createMemoryState } from '../../shared-state/memory-state';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
});
afterAll(async () => app.close());

const get = (target: TestApp, url: string, cookie?: string) =>
  target.server.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (target: TestApp, url: string, cookie: string, payload: object = {}) =>
  target.server.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN, cookie } });

async function signIn(target: TestApp, email: string, password: string) {
  const response = await target.server.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password },
    headers: { origin: TEST_ORIGIN },
  });
  expect(response.statusCode).toBe(200);
  return cookieFrom(response.headers);
}

describe('the session of a signed-in request', () => {
  it('costs at most one round trip for session and profile together, none when cached (embedded)', async () => {
    const member = await signUpMember(app);
    app.queries.reset();
    const first = await get(app, '/api/account/session', member.cookie);
    expect(first.json().profile.firstName).toBe('Robin');
    expect(app.queries.count).toBeLessThanOrEqual(1);
    app.queries.reset();
    expect((await get(app, '/api/account/session', member.cookie)).json().user.id).toBe(member.userId);
    expect(app.queries.count).toBe(app.database.kind === 'pglite' ? 0 : 1);
  });

  it('reads a tool history page with the session and the page in at most two statements', async () => {
    const member = await signUpMember(app);
    await get(app, '/api/tools/gratitude-log/entries', member.cookie);
    app.queries.reset();
    expect((await get(app, '/api/tools/gratitude-log/entries', member.cookie)).statusCode).toBe(200);
    expect(app.queries.count).toBeLessThanOrEqual(2);
  });

  it('serves a repeated first history page from memory, and shows each write on the very next request', async () => {
    const member = await signUpMember(app);
    const url = '/api/tools/gratitude-log/entries?limit=5';
    const entries = async () =>
      (await get(app, url, member.cookie)).json().items as { id: string; data: unknown }[];
    expect(await entries()).toEqual([]);
    const save = (data: unknown) =>
      app.server.inject({
        method: 'POST',
        url: '/api/tools/gratitude-log/entries',
        payload: { data },
        headers: { origin: TEST_ORIGIN, cookie: member.cookie },
      });
    const created = (await save({ items: ['Tea in the sun'] })).json() as { id: string };
    expect((await entries()).map((e) => e.id)).toEqual([created.id]);
    app.queries.reset();
    expect((await entries()).map((e) => e.id)).toEqual([created.id]);
    // Embedded: session and page both from memory. PostgreSQL without Redis: the member's mark, then memory.
    expect(app.queries.count).toBe(app.database.kind === 'pglite' ? 0 : 1);

    const changed = await app.server.inject({
      method: 'PATCH',
      url: `/api/tools/gratitude-log/entries/${created.id}`,
      payload: { data: { items: ['Tea with a friend'] } },
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    expect(changed.statusCode).toBe(200);
    expect((await entries())[0]?.data).toEqual({ items: ['Tea with a friend'] });
    const removed = await app.server.inject({
      method: 'DELETE',
      url: `/api/tools/gratitude-log/entries/${created.id}`,
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await entries()).toEqual([]);
    // Another member's page is their own.
    const other = await signUpMember(app);
    await save({ items: ['Mine only'] });
    expect((await get(app, url, other.cookie)).json().items).toEqual([]);
  });

  it('refuses a forged or unsigned cookie', async () => {
    const member = await signUpMember(app);
    const [name, value] = member.cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0];
    expect((await get(app, '/api/profile', `${name}=${token}`)).statusCode).toBe(401);
    expect((await get(app, '/api/profile', `${name}=${token}.${'A'.repeat(43)}=`)).statusCode).toBe(401);
  });

  it('refuses a signed-out session on its very next request', async () => {
    const member = await signUpMember(app);
    expect((await get(app, '/api/profile', member.cookie)).statusCode).toBe(200);
    expect((await post(app, '/api/account/sign-out', member.cookie)).statusCode).toBe(200);
    expect((await get(app, '/api/profile', member.cookie)).statusCode).toBe(401);
  });

  it('refuses the other sessions right after a password change', async () => {
    const member = await signUpMember(app);
    const phone = await signIn(app, member.email, member.password);
    expect((await get(app, '/api/profile', phone)).statusCode).toBe(200);
    const changed = await post(app, '/api/account/change-password', member.cookie, {
      currentPassword: member.password,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(app, '/api/profile', phone)).statusCode).toBe(401);
  });

  it('sees a tier change by an admin on the next request', async () => {
    const admin = await signUpAdmin(app);
    const member = await signUpMember(app);
    expect((await get(app, '/api/account/session', member.cookie)).json().profile.subscriptionTier).toBe(
      'free',
    );
    const set = await app.server.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.userId}`,
      payload: { subscriptionTier: 'premium' },
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    });
    expect(set.statusCode).toBe(200);
    expect((await get(app, '/api/account/session', member.cookie)).json().profile.subscriptionTier).toBe(
      'premium',
    );
  });
});

/** Two instances with a member signed in on both: each revocation is refused on the other's very next request. */
async function refuseRevokedSessionsAcross(first: TestApp, second: TestApp) {
  const member = await signUpMember(first);
  const phone = await signIn(second, member.email, member.password);
  // Both instances have the sessions cached.
  for (const target of [first, second]) {
    expect((await get(target, '/api/profile', member.cookie)).statusCode).toBe(200);
    expect((await get(target, '/api/profile', phone)).statusCode).toBe(200);
  }
  expect((await post(second, '/api/account/sign-out', phone)).statusCode).toBe(200);
  expect((await get(first, '/api/profile', phone)).statusCode).toBe(401);
  const changed = await post(first, '/api/account/change-password', member.cookie, {
    currentPassword: member.password,
    newPassword: 'another new passphrase',
  });
  expect(changed.statusCode).toBe(200);
  const stillSignedIn = cookieFrom(changed.headers) || member.cookie;
  expect((await get(second, '/api/profile', stillSignedIn)).statusCode).toBe(200);
  const thirdDevice = await signIn(first, member.email, 'another new passphrase');
  expect((await get(second, '/api/profile', thirdDevice)).statusCode).toBe(200);
  await post(first, '/api/account/change-password', stillSignedIn, {
    currentPassword: 'another new passphrase',
    newPassword: 'and yet another passphrase',
  });
  expect((await get(second, '/api/profile', thirdDevice)).statusCode).toBe(401);
  return member;
}

describe('two server instances sharing one database', () => {
  it('refuse a session revoked on the other instance on its very next request', async () => {
    // One memory state shared by both stands in for Redis (tested for real in shared-state.test.ts).
    const sharedState = { ...createMemoryState(), kind: 'redis' as const };
    const first = await buildTestApp({ sharedState });
    const second = await buildTestApp({ shareDatabaseWith: first, sharedState });
    try {
      await refuseRevokedSessionsAcross(first, second);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('without Redis, keep their session marks in the database: revocations and writes show on the next request', async () => {
    // Nothing shared between the two but the database, as PostgreSQL without Redis runs.
    const first = await buildTestApp({ shareThroughDatabase: true, seedContent: true });
    const second = await buildTestApp({ shareDatabaseWith: first, shareThroughDatabase: true });
    try {
      const member = await refuseRevokedSessionsAcross(first, second);
      const cookie = await signIn(first, member.email, 'and yet another passphrase');
      // The session costs one statement (with the member's mark), the cached first history page none more.
      const url = '/api/tools/gratitude-log/entries?limit=5';
      expect((await get(second, url, cookie)).statusCode).toBe(200);
      second.queries.reset();
      expect((await get(second, url, cookie)).json().items).toEqual([]);
      expect(second.queries.count).toBe(1);
      const saved = await post(first, '/api/tools/gratitude-log/entries', cookie, {
        data: { items: ['A walk in the sun'] },
      });
      expect(saved.statusCode).toBe(201);
      expect((await get(second, url, cookie)).json().items).toHaveLength(1);

      await chooseForumName(first, { cookie, username: member.username });
      // The forum is for members from the growth tier; no session is cached here, so this shows at once.
      const channel = (await first.database.db.execute(
        sql`select id from channels where slug = 'general-discussion'`,
      )) as unknown as { rows: { id: string }[] };
      await first.database.db.execute(
        sql`update user_subscription_status set subscription_tier = 'growth' where user_id = ${member.userId}`,
      );
      first.queries.reset();
      const posted = await post(first, '/api/community/posts', cookie, {
        channelId: channel.rows[0]!.id,
        postType: 'discussion',
        content: 'A quiet morning walk helped today.',
      });
      expect(posted.statusCode).toBe(201);
      // The writer's mark moves once (their cached pages are stale everywhere); the post reaches the other
      // instance's feed by NOTIFY.
      expect(
        first.queries.statements.filter((statement) => statement.includes('insert into "session_marks"')),
      ).toHaveLength(1);
      const feed = await get(second, '/api/community/posts?channel=general-discussion', cookie);
      expect(feed.json().items[0].id).toBe(posted.json().id);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
