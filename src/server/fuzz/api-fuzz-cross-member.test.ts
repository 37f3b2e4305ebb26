import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolKeys } from '@shared/tools/tool-keys';
import { tierReaches } from '../lib/tiers';
import { communityKit, type Member } from '../modules/community/community.test-kit';
import type { RouteAccess } from '../plugins/access';
import type { TestApp } from '../test/test-app';
import { seedOwner, snapshotOwner, type OwnerData } from './cross-member-fixture';
import {
  RUNS_PER_ROUTE,
  addScreenlessTool,
  buildFuzzApp,
  checkAnswer,
  describeExchange,
  errorCodeOf,
  fuzzSeed as seed,
  isRefusal,
  readableText,
  sendFuzz,
  type FuzzResponse,
} from './fuzz-app';
import { requestArbitrary, type FuzzRequest, type FuzzRoute } from './fuzz-requests';
import {
  isTierGated,
  lockedChannels,
  namesLocked,
  readLockedPosts,
  refusedByRule,
  tierMembers,
  toolOfRequest,
  type LockedChannel,
  type TierMember,
} from './tier-fixture';

/** Far fewer runs than the schema fuzzer's: these passes repeat its routes once per member. */
const CROSS_RUNS = Math.max(1, Math.round(RUNS_PER_ROUTE / 6));
const TIER_RUNS = Math.max(1, Math.round(RUNS_PER_ROUTE / 12));
/** Routes that would end the fuzzing member's session or change their plan: they name nobody else's data. */
const SKIPS = new Set([
  'POST /api/account/sign-out',
  'DELETE /api/me',
  'POST /api/billing/cancel',
  'POST /api/billing/checkout',
]);
/** Routes where an id names a member's own words in the forum: only they (or an admin) may change them. */
const AUTHOR_ONLY = new Set([
  'PATCH /api/community/posts/:id',
  'DELETE /api/community/posts/:id',
  'DELETE /api/community/replies/:id',
  'POST /api/community/posts/:id/answer',
  'POST /api/community/posts/:id/pin',
]);

const routes: FuzzRoute[] = [];
let app: TestApp;
let kit: ReturnType<typeof communityKit>;
let owner: OwnerData;
let other: Member;
let members: TierMember[];
let locked: LockedChannel[];
let declared: Map<string, RouteAccess>;
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

beforeAll(async () => {
  console.log(`API cross-member fuzz seed ${seed} (replay with FUZZ_SEED=${seed})`);
  app = await buildFuzzApp(routes);
  kit = communityKit(app);
  await addScreenlessTool(app, (await kit.admin()).cookie);
  owner = await seedOwner(app, kit);
  other = await kit.member('premium');
  members = await tierMembers(app, kit);
  locked = await lockedChannels(kit);
  declared = new Map(app.routes.map((route) => [keyOf(route), route]));
}, 60_000);
afterAll(() => app.close());

/** Fuzzes each route as the member, `runs` requests a route, checking each answer. */
async function fuzzRoutes(
  list: FuzzRoute[],
  arbitraryOf: (route: FuzzRoute) => fc.Arbitrary<FuzzRequest>,
  options: { member: Member; runs: number; offset: number },
  check: (route: FuzzRoute, request: FuzzRequest, response: FuzzResponse) => void,
) {
  for (const [index, route] of list.entries()) {
    await fc.assert(
      fc.asyncProperty(arbitraryOf(route), async (request) =>
        check(route, request, await sendFuzz(app, request, options.member.cookie)),
      ),
      { seed: seed + options.offset + index, numRuns: options.runs, endOnFailure: true },
    );
    // A member signed out would be refused everything, and prove nothing.
    const profile = await sendFuzz(app, { method: 'GET', url: '/api/profile' }, options.member.cookie);
    expect(profile.statusCode, `the fuzzing member's session ended on ${keyOf(route)}`).toBe(200);
  }
}

/**
 * Checks another member's answer against A's data: none of A's private text, none of A's private ids that
 * the request did not send itself, and a refusal whenever its address names one of A's own resources.
 * Returns whether it did.
 */
function checkOthersAnswer(
  route: FuzzRoute,
  request: FuzzRequest,
  response: FuzzResponse,
  sentInBodies: Set<string>,
): boolean {
  checkAnswer(request, response);
  const where = `as another member: ${describeExchange(request, response)}`;
  const text = readableText(response);
  for (const secret of owner.privateText) expect(text.includes(secret), where).toBe(false);
  const body = String(request.payload ?? '');
  for (const id of owner.privateIds) {
    if (request.url.includes(id) || body.includes(id) || sentInBodies.has(id)) continue;
    expect(text.includes(id), where).toBe(false);
  }
  // Ids B put in a body may be stored and shown back to B later (a tool's entry order): B's own doing.
  for (const id of owner.privateIds) if (body.includes(id)) sentInBodies.add(id);
  const path = request.url.split('?')[0] ?? '';
  const names = (ids: string[]) => ids.some((id) => path.includes(id));
  const forumIds = [...owner.postIds, ...owner.replyIds];
  if (!names(owner.privateIds) && !(AUTHOR_ONLY.has(keyOf(route)) && names(forumIds))) return false;
  expect(isRefusal(response), where).toBe(true);
  return true;
}

describe('API fuzzing across members and tiers', () => {
  it("gives another member of the same tier none of a member's private data, and lets them change none of it", async () => {
    const before = await snapshotOwner(app, owner);
    const signedIn = routes.filter((route) => {
      const access = declared.get(keyOf(route))?.access;
      return access !== undefined && access !== 'public' && access !== 'admin' && !SKIPS.has(keyOf(route));
    });
    const sentInBodies = new Set<string>();
    let aimed = 0;
    await fuzzRoutes(
      signedIn,
      (route) => requestArbitrary(route, owner.known, owner.fields),
      { member: other, runs: CROSS_RUNS, offset: 1000 },
      (route, request, response) => {
        if (checkOthersAnswer(route, request, response, sentInBodies)) aimed += 1;
      },
    );
    console.log(`API cross-member fuzz: ${signedIn.length} routes, ${aimed} requests at A's own resources`);
    expect(aimed).toBeGreaterThan(20);
    expect(await snapshotOwner(app, owner)).toEqual(before);
  }, 120_000);

  it('answers each tier on the tier-gated routes as declared: a refused tier gets only 403 upgrade_required (or 404)', async () => {
    const gated = routes.filter((route) => {
      const rule = declared.get(keyOf(route));
      return rule !== undefined && isTierGated(rule);
    });
    expect(gated.length).toBeGreaterThanOrEqual(toolKeys.length * 3);
    let refused = 0;
    for (const [m, { name, tier, member, entryIds }] of members.entries()) {
      await fuzzRoutes(
        gated,
        (route) => requestArbitrary(route, { toolKey: toolKeys, id: entryIds }),
        { member, runs: TIER_RUNS, offset: 5000 + m * 1000 },
        (route, request, response) => {
          checkAnswer(request, response);
          const where = `as ${name}: ${describeExchange(request, response)}`;
          const upgrade = response.statusCode === 403 && errorCodeOf(response) === 'upgrade_required';
          const rule = declared.get(keyOf(route))!;
          if (refusedByRule(rule, tier, toolOfRequest(route, request))) {
            refused += 1;
            // The gate answers before the body is read: only an address the router cannot take comes first.
            const unrouted = response.statusCode === 404 || errorCodeOf(response) === 'bad_url';
            expect(upgrade || unrouted, where).toBe(true);
          } else {
            expect(upgrade, where).toBe(false);
          }
        },
      );
    }
    console.log(
      `API tier fuzz: ${gated.length} gated routes × ${members.length} members, ${refused} refused`,
    );
    expect(refused).toBeGreaterThan(gated.length);
  }, 120_000);

  it('refuses a member (403, 404 or a 400 for the shape) about a channel above their tier, never shows its words', async () => {
    const forum = routes.filter((route) => route.url.startsWith('/api/community/'));
    const adminCookie = (await kit.admin()).cookie;
    const before = await readLockedPosts(app, adminCookie, locked);
    let named = 0;
    for (const [m, { name, tier, member }] of members.entries()) {
      const above = locked.filter((channel) => !tierReaches(tier, channel.requiredTier));
      if (above.length === 0) continue;
      const postIds = above.flatMap((c) => c.postIds);
      const replyIds = above.flatMap((c) => c.replyIds);
      const known = {
        id: [...postIds, ...replyIds],
        optionId: above.flatMap((c) => c.optionIds),
        username: above.map((c) => c.author),
      };
      const fields = {
        channelId: above.map((c) => c.id),
        channel: above.map((c) => c.slug),
        postId: postIds,
        replyId: replyIds,
      };
      await fuzzRoutes(
        forum,
        (route) => requestArbitrary(route, known, fields),
        { member, runs: TIER_RUNS, offset: 20_000 + m * 1000 },
        (_, request, response) => {
          checkAnswer(request, response);
          const where = `as ${name}: ${describeExchange(request, response)}`;
          const text = readableText(response);
          for (const channel of above) {
            expect(text.includes(channel.marker), where).toBe(false);
            if (!namesLocked(request, channel)) continue;
            named += 1;
            expect(isRefusal(response), where).toBe(true);
          }
        },
      );
    }
    console.log(`API forum tier fuzz: ${forum.length} routes, ${named} requests about a locked channel`);
    expect(named).toBeGreaterThan(forum.length);
    expect(await readLockedPosts(app, adminCookie, locked)).toEqual(before);
  }, 120_000);
});
