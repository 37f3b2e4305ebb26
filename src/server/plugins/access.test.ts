import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../test/test-app';
import { defineGate, defineOwnership, definePolicy } from '../lib/authorize';
import { registerAccessControl } from './access';

let app: TestApp;
let member: Awaited<ReturnType<typeof signUpMember>>;
beforeAll(async () => {
  app = await buildTestApp();
  member = await signUpMember(app);
});
afterAll(async () => app.close());

/** A concrete address for a route pattern: every parameter becomes a plausible but unknown value. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
const hostile = { __proto__: { admin: true }, email: 'x', nested: [[[{}]]] };

describe('the authorization layer', () => {
  it('refuses to start with an /api route that declares no access', async () => {
    const bare = Fastify();
    registerAccessControl(bare, {
      lookup: { find: async () => null },
      renewSession: async () => ({ setCookies: [], valid: false }),
      logAdminCheck: () => {},
    });
    expect(() => bare.get('/api/forgotten', async () => ({}))).toThrow(/declares no access/);
    expect(() => bare.get('/api/admin/x', { config: { access: 'signedIn' } }, async () => ({}))).toThrow(
      /access is not admin/,
    );
    await bare.close();
  });

  it("applies an owner route's ownership and a validated gate before the handler, and refuses to start without them", async () => {
    const bare = Fastify();
    const viewer = {
      userId: 'u1',
      email: 'a@x.org',
      sessionId: 's1',
      role: 'user',
      tier: 'free',
      profile: null,
    };
    registerAccessControl(bare, {
      lookup: { find: async () => ({ viewer: viewer as never, refreshDue: false }) },
      renewSession: async () => ({ setCookies: [], valid: true }),
      logAdminCheck: () => {},
    });
    bare.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send({ message: error.message }),
    );
    let handled = 0;
    const owns = defineOwnership({
      name: 'thing',
      ownerOf: async (request) => (request.params as { id: string }).id.split('-')[0]!,
      missing: 'No such thing.',
    });
    const gate = defineGate({
      policy: definePolicy<{ open: boolean }>({
        name: 'openThing',
        allows: (_v, r) => r.open,
        message: 'Shut.',
      }),
      stage: 'validated',
      load: async (request) => ({ open: (request.body as { open: boolean }).open }),
    });
    bare.post('/api/things/:id', { config: { access: 'owner', owns, gate } }, async () => ({
      n: (handled += 1),
    }));
    expect(() => bare.get('/api/mine', { config: { access: 'owner' } }, async () => ({}))).toThrow(
      /config.owns/,
    );
    expect(() => bare.get('/api/x', { config: { access: 'signedIn', owns } }, async () => ({}))).toThrow(
      /not owner/,
    );
    const post = (id: string, open: boolean) =>
      bare.inject({ method: 'POST', url: `/api/things/${id}`, payload: { open } });
    const others = await post('u2-1', true);
    expect([others.statusCode, others.json()]).toEqual([404, { message: 'No such thing.' }]);
    expect((await post('u1-1', false)).statusCode).toBe(403);
    expect(handled).toBe(0);
    expect((await post('u1-1', true)).json()).toEqual({ n: 1 });
    await bare.close();
  });

  it('lists every registered /api route with its declared access', () => {
    expect(app.routes.length).toBeGreaterThan(20);
    for (const route of app.routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('answers a visitor 401 on every route that needs a member, before reading the body', async () => {
    const guarded = app.routes.filter((r) => r.access !== 'public' && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const response = await app.server.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { origin: TEST_ORIGIN },
        ...(route.method === 'GET' ? {} : { payload: hostile }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers a member 403 on every admin route, whatever they send', async () => {
    const admin = app.routes.filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD');
    expect(admin.length).toBeGreaterThan(1);
    for (const route of admin) {
      expect(route.access).toBe('admin');
      const response = await app.server.inject({
        method: route.method as 'GET',
        url: `${concrete(route.url)}?limit=oops`,
        headers: { origin: TEST_ORIGIN, cookie: member.cookie },
        ...(route.method === 'GET'
          ? {}
          : {
              payload: 'not json',
              headers: { origin: TEST_ORIGIN, cookie: member.cookie, 'content-type': 'application/json' },
            }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('lets a session due for renewal be extended once, copying the renewed cookie, and refuses one that lapsed', async () => {
    const viewer = {
      userId: 'u1',
      email: 'a@example.com',
      sessionId: 's1',
      role: 'user',
      tier: 'free',
      profile: null,
    } as const;
    const renewals: string[] = [];
    const bare = Fastify();
    registerAccessControl(bare, {
      lookup: { find: async () => ({ viewer, refreshDue: true }) },
      renewSession: async (headers) => {
        renewals.push(headers.get('cookie') ?? '');
        return { setCookies: ['token=renewed; Path=/'], valid: headers.get('cookie') === 'token=live' };
      },
      logAdminCheck: () => {},
    });
    bare.get('/api/mine', { config: { access: 'signedIn' } }, async (request) => ({
      userId: (await request.loadViewer())?.userId,
    }));
    const live = await bare.inject({ method: 'GET', url: '/api/mine', headers: { cookie: 'token=live' } });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ userId: 'u1' });
    expect(live.headers['set-cookie']).toBe('token=renewed; Path=/');
    const lapsed = await bare.inject({ method: 'GET', url: '/api/mine', headers: { cookie: 'token=old' } });
    expect(lapsed.statusCode).toBe(401);
    expect(renewals).toEqual(['token=live', 'token=old']);
    await bare.close();
  });
});
