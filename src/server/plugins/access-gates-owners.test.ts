import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccessChannel } from '@shared/community/channel-access';
import type { Channel } from '@shared/community/community.schemas';
import type { ContentBundle } from '@shared/content/content.schemas';
import { canAccess, gateOfSkill } from '@shared/content/tier-access';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { toolKeys } from '@shared/tools/tool-keys';
import { communityKit, type Member } from '../modules/community/community.test-kit';
import { SPEC_FREE_TOOL_IDS } from '../modules/content/seed/spec-free-content';
import { editedToolData, sampleToolData } from '../modules/tool-data/tool-data.samples';
import { buildTestApp, queryRows, TEST_ORIGIN, type TestApp } from '../test/test-app';
import type { RouteAccess } from './access';

/**
 * The declared gates and ownerships on real resources: each gate a route declares, with a resource it
 * refuses some tier, against every tier; each ownership with another member's resource of that kind.
 * Generated from the route list: a new gate or ownership without a row here fails.
 */
let app: TestApp;
let kit: ReturnType<typeof communityKit>;
const members = new Map<SubscriptionTier, Member>();
const TIERS = ['free', 'growth', 'premium', 'lifetime_mastery'] as const;
const LOCKED_FOR_FREE = toolKeys.find((key) => !SPEC_FREE_TOOL_IDS.includes(key))!;

beforeAll(async () => {
  app = await buildTestApp({
    seedContent: true,
    rateLimits: { perIp: 100_000, perAccount: 100_000 },
    writeLimits: { perMinute: 100_000 },
  });
  kit = communityKit(app);
  for (const tier of TIERS) members.set(tier, await kit.member(tier));
});
afterAll(() => app.close());

const send = (member: Member, method: string, url: string, payload?: unknown) =>
  app.server.inject({
    method: method as 'GET',
    url,
    headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const codeOf = (response: { statusCode: number; body: string }) =>
  response.statusCode >= 400 ? (JSON.parse(response.body) as { error: { code: string } }).error.code : '';

/** One request per gated route, about a resource the gate refuses to at least one tier; `opens` says which. */
interface GateCase {
  request: (route: RouteAccess) => Promise<{ url: string; payload?: unknown }>;
  opens: (tier: SubscriptionTier) => Promise<boolean>;
}

async function lockedChannel(): Promise<Channel> {
  const channels = (await kit.call('GET', '/api/community/channels', (await kit.admin()).cookie)).json()
    .items as Channel[];
  const locked = channels.find((c) => !canAccessChannel('free', c.requiredTier));
  if (!locked) throw new Error('the seed has no channel above free');
  return locked;
}

async function lockedSkill() {
  const bundle = (await kit.call('GET', '/api/content')).json() as ContentBundle;
  const categories = new Map(bundle.skillCategories.map((c) => [c.id, c.accessLevel]));
  const skill = bundle.skills
    .map((s) => ({ ...s, categoryAccessLevel: categories.get(s.categoryId)! }))
    .find((s) => !canAccess('free', gateOfSkill(s)));
  if (!skill) throw new Error('the seed has no skill above free');
  return skill;
}

/** A poll in the locked channel, by an admin, with a reply: what the post gates are about. */
let lockedThread: Promise<{ postId: string; replyId: string; optionId: string }> | undefined;
const thread = () =>
  (lockedThread ??= (async () => {
    const admin = await kit.admin();
    const post = await kit.post(admin, {
      channel: (await lockedChannel()).slug,
      postType: 'poll',
      content: 'Which helps?',
      pollOptions: ['Breathing', 'Walking'],
    });
    const reply = await kit.reply(admin, post.id);
    return { postId: post.id, replyId: reply.id, optionId: post.poll!.options[0]!.id };
  })());

/** A valid body for each route about a post, so the gate (after validation) is what answers. */
const postBodies: Record<string, (t: Awaited<ReturnType<typeof thread>>) => unknown> = {
  'PATCH /api/community/posts/:id': () => ({ content: 'Edited?' }),
  'PATCH /api/community/replies/:id': () => ({ content: 'Edited?' }),
  'POST /api/community/posts/:id/replies': () => ({ content: 'A reply?' }),
  'POST /api/community/posts/:id/answer': () => ({ replyId: null }),
  'POST /api/community/posts/:id/reading': () => ({ seconds: 30 }),
  'POST /api/community/reports': (t) => ({ contentType: 'post', postId: t.postId, reason: 'spam' }),
};

const gateCases: Record<string, GateCase> = {
  openPostChannel: {
    request: async (route) => {
      const t = await thread();
      const url = route.url
        .replace('/replies/:id', `/replies/${t.replyId}`)
        .replace(':optionId', t.optionId)
        .replace(':id', t.postId);
      return { url, payload: postBodies[`${route.method} ${route.url}`]?.(t) };
    },
    opens: async (tier) => canAccessChannel(tier, (await lockedChannel()).requiredTier),
  },
  // The tool gate is the policy table's (every tool route × tier); here one route stands for it.
  openTool: {
    request: async () => ({ url: `/api/tools/${LOCKED_FOR_FREE}/settings` }),
    opens: async (tier) => tier !== 'free',
  },
  openSkill: {
    request: async (route) => ({ url: route.url.replace(':skillId', (await lockedSkill()).id) }),
    opens: async (tier) => canAccess(tier, gateOfSkill(await lockedSkill())),
  },
  openChannel: {
    request: async (route) => {
      const channel = await lockedChannel();
      return route.method === 'GET'
        ? { url: `${route.url}?channel=${channel.slug}` }
        : { url: route.url, payload: { channelId: channel.id, postType: 'discussion', content: 'Gated?' } };
    },
    opens: async (tier) => canAccessChannel(tier, (await lockedChannel()).requiredTier),
  },
};

describe('declared gates on real resources', () => {
  it('refuses each tier a gate closes with 403 upgrade_required, and lets the others through', async () => {
    const gated = app.routes.filter((r) => r.gate && r.method !== 'HEAD');
    const names = new Set(gated.map((r) => r.gate!));
    expect([...names].filter((name) => !gateCases[name])).toEqual([]);
    const mismatches: string[] = [];
    for (const name of names) {
      const gateCase = gateCases[name]!;
      // One route per method for the tool gate (the table covers the rest); every route for the others.
      const routes = gated.filter(
        (r) => r.gate === name && (name !== 'openTool' || r.url.endsWith('/settings')),
      );
      for (const route of routes.filter((r) => r.method === 'GET' || name !== 'openTool')) {
        const { url, payload } = await gateCase.request(route);
        for (const tier of TIERS) {
          const response = await send(members.get(tier)!, route.method, url, payload);
          const refused = response.statusCode === 403 && codeOf(response) === 'upgrade_required';
          if (refused === (await gateCase.opens(tier))) {
            mismatches.push(
              `${route.method} ${route.url} as ${tier}: ${response.statusCode} ${response.body}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

/** Makes `owner`'s resource of one kind for a route, and the request another member sends about it. */
type OwnedCase = (route: RouteAccess, owner: Member) => Promise<{ url: string; payload?: unknown }>;

const toolOf = (url: string) => /^\/api\/tools\/([a-z-]+)\//.exec(url)?.[1] ?? 'gratitude-log';

const ownedCases: Record<string, OwnedCase> = {
  'tool entry': async (route, owner) => {
    const tool = toolOf(route.url) as keyof typeof sampleToolData;
    const created = await send(owner, 'POST', `/api/tools/${tool}/entries`, { data: sampleToolData[tool] });
    if (created.statusCode !== 201) throw new Error(`entry not made: ${created.body}`);
    const url = route.url.replace(':toolKey', tool).replace(':id', (created.json() as { id: string }).id);
    return { url, payload: route.method === 'PATCH' ? { data: editedToolData[tool] } : undefined };
  },
  reminder: async (route, owner) => {
    const saved = await send(owner, 'PUT', '/api/reminders', {
      tool: 'gratitude-log',
      times: ['09:00'],
      days: [1],
      enabled: true,
    });
    if (saved.statusCode !== 200) throw new Error(`reminder not made: ${saved.body}`);
    return { url: route.url.replace(':id', (saved.json() as { id: string }).id) };
  },
  // A reminder that was pushed a moment ago, as its notification's "In an hour" names it.
  'reminder delivery': async (route, owner) => {
    const saved = await send(owner, 'PUT', '/api/reminders', {
      tool: 'mindful-breathing',
      times: ['09:00'],
      days: [1],
      enabled: true,
    });
    if (saved.statusCode !== 200) throw new Error(`reminder not made: ${saved.body}`);
    const [delivery] = await queryRows<{ id: string }>(
      app,
      sql`insert into reminder_deliveries (reminder_id, user_id, due_at, status, sent_at)
          values (${(saved.json() as { id: string }).id}, ${owner.userId}, now(), 'sent', now()) returning id`,
    );
    return { url: route.url.replace(':id', delivery!.id) };
  },
  'push device': async (route, owner) => {
    const added = await send(owner, 'POST', '/api/reminders/devices', {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    });
    if (added.statusCode !== 201) throw new Error(`device not added: ${added.body}`);
    return { url: route.url.replace(':id', (added.json() as { id: string }).id) };
  },
  // A second session of the owner's (signing out the one the test uses would end it).
  session: async (route, owner) => {
    const signIn = await app.server.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { origin: TEST_ORIGIN },
      payload: { email: owner.email, password: owner.password },
    });
    if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
    const listed = (await send(owner, 'GET', '/api/account/sessions')).json() as {
      sessions: { id: string; current: boolean }[];
    };
    return { url: route.url.replace(':id', listed.sessions.find((s) => !s.current)!.id) };
  },
};

describe('declared ownership', () => {
  it("answers another member of the same tier 404 for a member's own resource, on every owner route", async () => {
    const owned = app.routes.filter((r) => r.access === 'owner' && r.method !== 'HEAD');
    expect(owned.every((r) => r.owns)).toBe(true);
    expect([...new Set(owned.map((r) => r.owns!))].filter((name) => !ownedCases[name])).toEqual([]);
    const owner = members.get('premium')!;
    const other = await kit.member('premium');
    const mismatches: string[] = [];
    for (const route of owned) {
      const { url, payload } = await ownedCases[route.owns!]!(route, owner);
      const refused = await send(other, route.method, url, payload);
      if (refused.statusCode !== 404) mismatches.push(`${route.method} ${route.url}: ${refused.statusCode}`);
      // The resource was real: its owner is let through.
      const allowed = await send(owner, route.method, url, payload);
      if (allowed.statusCode >= 400)
        mismatches.push(`${route.method} ${route.url} as owner: ${allowed.body}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('gates and ownerships on hostile addresses', () => {
  it('never answers 5xx to a parameter no query may carry (a NUL), on every gated or owner route', async () => {
    const guarded = app.routes.filter(
      (r) => (r.gate || r.owns) && r.url.includes(':') && r.method !== 'HEAD',
    );
    expect(guarded.length).toBeGreaterThan(3);
    const failures: string[] = [];
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'a%00b');
      const response = await send(
        members.get('premium')!,
        route.method,
        url,
        route.method === 'GET' ? undefined : {},
      );
      if (response.statusCode >= 500) failures.push(`${route.method} ${route.url}: ${response.body}`);
    }
    expect(failures).toEqual([]);
  });
});
