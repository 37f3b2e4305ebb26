import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { toolKeys } from '@shared/tools/tool-keys';
import { tierReaches } from '../lib/tiers';
import { communityKit, type Member } from '../modules/community/community.test-kit';
import { SPEC_FREE_TOOL_IDS } from '../modules/content/seed/spec-free-content';
import { editedToolData, sampleToolData } from '../modules/tool-data/tool-data.samples';
import { buildTestApp, cookieFrom, TEST_ORIGIN, type TestApp } from '../test/test-app';
import type { RouteAccess } from './access';

let app: TestApp;
const members = new Map<SubscriptionTier, Member>();
beforeAll(async () => {
  // Members sign in again when a route before ended their session (sign-out, ending every session).
  app = await buildTestApp({
    seedContent: true,
    rateLimits: { perIp: 100_000, perAccount: 100_000 },
    writeLimits: { perMinute: 100_000 },
  });
  const kit = communityKit(app);
  members.set('admin', await kit.admin());
  for (const tier of ['free', 'growth', 'premium', 'lifetime_mastery'] as const) {
    members.set(tier, await kit.member(tier));
  }
});
afterAll(() => app.close());

const UUID = '00000000-0000-4000-8000-000000000000';
const LOCKED_FOR_FREE = toolKeys.find((key) => !SPEC_FREE_TOOL_IDS.includes(key))!;
const isFreeTool = (key: string) => (SPEC_FREE_TOOL_IDS as readonly string[]).includes(key);

/** A concrete address: a tool key names a tool free members cannot open, any other parameter a plausible id. */
const concrete = (url: string) => url.replace(':toolKey', LOCKED_FOR_FREE).replace(/:[A-Za-z]+/g, UUID);

/** The tool a gated route is about: its own key in the address, or the one `concrete` puts there. */
const toolOf = (url: string) => /^\/api\/tools\/([a-z-]+)\//.exec(url)?.[1] ?? LOCKED_FOR_FREE;

async function sessionLives(member: Member): Promise<boolean> {
  const profile = await app.server.inject({
    method: 'GET',
    url: '/api/profile',
    headers: { cookie: member.cookie },
  });
  return profile.statusCode === 200;
}

async function signIn(member: Member): Promise<string> {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    headers: { origin: TEST_ORIGIN },
    payload: { email: member.email, password: member.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieFrom(response.headers);
}

async function restoreTier(tier: SubscriptionTier, member: Member): Promise<void> {
  const admin = members.get('admin')!;
  if (!(await sessionLives(admin))) admin.cookie = await signIn(admin);
  const response = await app.server.inject({
    method: 'PATCH',
    url: `/api/admin/users/${member.userId}`,
    headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    payload: { subscriptionTier: tier, subscriptionStatus: 'active' },
  });
  if (response.statusCode !== 200) throw new Error(`tier not restored: ${response.body}`);
}

type Actor = 'visitor' | SubscriptionTier;
const actors: Actor[] = ['visitor', 'free', 'growth', 'premium', 'lifetime_mastery', 'admin'];

/** What the declared rule says of an actor: let through (the route's own answer), or refused with a status. */
function declared(route: RouteAccess, actor: Actor): 'through' | 401 | 403 {
  const access = route.access!;
  if (access === 'public') return 'through';
  if (actor === 'visitor') return 401;
  if (access === 'admin') return actor === 'admin' ? 'through' : 403;
  if (typeof access === 'object' && !tierReaches(actor, access.tier)) return 403;
  // openTool: a premium tool opens from growth on.
  if (route.gate === 'openTool' && !isFreeTool(toolOf(route.url)) && actor === 'free') return 403;
  return 'through';
}

describe('the policy table: every route × actor against its declared rule', () => {
  it('answers each actor as the route declares (generated from the route list)', async () => {
    const routes = app.routes.filter((r) => r.method !== 'HEAD' && !r.url.includes('*'));
    expect(routes.some((r) => r.gate === 'openTool')).toBe(true);
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const actor of actors) {
        const member = actor === 'visitor' ? undefined : members.get(actor);
        const send = () =>
          app.server.inject({
            method: route.method as 'GET',
            url: concrete(route.url),
            headers: { origin: TEST_ORIGIN, ...(member ? { cookie: member.cookie } : {}) },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
        let response = await send();
        if (member && response.statusCode === 401 && !(await sessionLives(member))) {
          member.cookie = await signIn(member);
          response = await send();
        }
        // A route before may have changed the member's plan (a cancellation): set it back and ask again.
        if (
          member &&
          actor !== 'visitor' &&
          actor !== 'admin' &&
          actor !== 'free' &&
          response.statusCode === 403
        ) {
          await restoreTier(actor, member);
          response = await send();
        }
        const code =
          response.statusCode >= 400 ? (response.json() as { error: { code: string } }).error.code : '';
        const refusedByRule =
          response.statusCode === 401 ||
          (response.statusCode === 403 && (code === 'forbidden' || code === 'upgrade_required'));
        const expected = declared(route, actor);
        const ok =
          expected === 'through' ? !refusedByRule : response.statusCode === expected && refusedByRule;
        if (!ok) mismatches.push(`${route.method} ${route.url} as ${actor}: ${response.statusCode} ${code}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("answers another member of the same tier 404 for a member's own tool entry", async () => {
    const owner = members.get('growth')!;
    const other = await communityKit(app).member('growth');
    const created = await app.server.inject({
      method: 'POST',
      url: '/api/tools/gratitude-log/entries',
      headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
      payload: { data: sampleToolData['gratitude-log'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await app.server.inject({
        method,
        url: `/api/tools/gratitude-log/entries/${id}`,
        headers: { origin: TEST_ORIGIN, cookie: other.cookie },
        ...(method === 'PATCH' ? { payload: { data: editedToolData['gratitude-log'] } } : {}),
      });
      expect(response.statusCode, `${method} as another member`).toBe(404);
    }
  });
});
