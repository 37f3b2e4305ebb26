import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentBundle, SkillSummary } from '@shared/content/content.schemas';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../../test/test-app';
import { userSubscriptionStatus } from '../profiles/profiles.table';
import { skillCategories } from './content.table';

let app: TestApp;
let bundle: ContentBundle;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  bundle = (await app.server.inject({ method: 'GET', url: '/api/content' })).json();
});
afterAll(async () => app.close());

async function memberWithTier(tier: SubscriptionTier) {
  const member = await signUpMember(app);
  await app.database.db
    .update(userSubscriptionStatus)
    .set({ subscriptionTier: tier })
    .where(eq(userSubscriptionStatus.userId, member.userId));
  return member;
}

const inFreeCategory = (s: SkillSummary) => s.categoryAccessLevel === 'free';
const freeSkill = () => bundle.skills.find((s) => inFreeCategory(s) && s.accessLevel === 'free')!;
const premiumSkill = () => bundle.skills.find((s) => inFreeCategory(s) && s.accessLevel === 'premium')!;

describe('GET /api/content', () => {
  it('returns the whole bundle of spec §3, each list in order, without skill bodies', () => {
    expect(Object.keys(bundle).sort()).toEqual([
      'homepageLayout',
      'pages',
      'progressFeatures',
      'skillCategories',
      'skills',
      'tools',
    ]);
    expect(bundle.skillCategories.length).toBeGreaterThanOrEqual(8);
    expect(bundle.skills.length).toBeGreaterThanOrEqual(32);
    expect(bundle.tools.map((t) => t.id)).toHaveLength(10);
    const orders = (list: { order: number | null }[]) => list.map((i) => i.order ?? 999);
    expect(orders(bundle.skillCategories)).toEqual([...orders(bundle.skillCategories)].sort((a, b) => a - b));
    expect(orders(bundle.tools)).toEqual([...orders(bundle.tools)].sort((a, b) => a - b));
    expect(bundle.homepageLayout[0]?.sectionKey).toBe('hero');
    expect(bundle.skills[0]).not.toHaveProperty('body');
    expect(typeof bundle.pages.about).toBe('string');
    for (const category of bundle.skillCategories) {
      expect(
        bundle.skills.filter((s) => s.categoryId === category.id).length,
        category.id,
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('answers a repeat visit with the same ETag as 304, and a changed bundle with a new one', async () => {
    const first = await app.server.inject({ method: 'GET', url: '/api/content' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const repeat = await app.server.inject({
      method: 'GET',
      url: '/api/content',
      headers: { 'if-none-match': etag },
    });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    expect(repeat.headers['content-length']).toBeUndefined();

    await app.database.db
      .insert(skillCategories)
      .values({ id: 'unordered', title: 'Unordered', order: null });
    await app.content.invalidate();
    const changed = await app.server.inject({
      method: 'GET',
      url: '/api/content',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().skillCategories.at(-1).id).toBe('unordered');
    await app.database.db.delete(skillCategories).where(eq(skillCategories.id, 'unordered'));
    await app.content.invalidate();
  });
});

describe('GET /api/skills/:id', () => {
  it('serves a free skill to a visitor, with its body and steps', async () => {
    const response = await app.server.inject({ method: 'GET', url: `/api/skills/${freeSkill().id}` });
    expect(response.statusCode).toBe(200);
    const skill = response.json();
    expect(skill.body).toContain('## ');
    expect(skill.practiceSteps.length).toBeGreaterThan(0);
    expect(skill.practice).toBeNull();
  });

  it('previews a premium skill to a free member (summary and first section only) and opens it for premium', async () => {
    const free = await memberWithTier('free');
    const locked = await app.server.inject({
      method: 'GET',
      url: `/api/skills/${premiumSkill().id}`,
      headers: { cookie: free.cookie },
    });
    expect(locked.statusCode).toBe(200);
    const preview = locked.json();
    expect(preview).toMatchObject({ locked: true, requiredTier: 'premium', summary: premiumSkill().summary });
    expect(preview.preview).toMatch(/^## /);
    expect(preview).not.toHaveProperty('body');
    expect(preview).not.toHaveProperty('practiceSteps');
    // Only the first section: no second heading of the body leaves the server.
    expect(preview.preview.match(/^## /gm)).toHaveLength(1);
    expect(locked.body.match(/## /g)).toHaveLength(1);

    const premium = await memberWithTier('premium');
    const open = await app.server.inject({
      method: 'GET',
      url: `/api/skills/${premiumSkill().id}`,
      headers: { cookie: premium.cookie },
    });
    expect(open.statusCode).toBe(200);
    expect(open.json().body.length).toBeGreaterThan(100);
  });

  it('locks a free skill whose category is closed to free members, and opens it for growth', async () => {
    const skill = bundle.skills.find((s) => !inFreeCategory(s) && s.accessLevel === 'free')!;
    const free = await memberWithTier('free');
    const locked = await app.server.inject({
      method: 'GET',
      url: `/api/skills/${skill.id}`,
      headers: { cookie: free.cookie },
    });
    expect(locked.json()).toMatchObject({ locked: true, requiredTier: 'growth' });
    const growth = await memberWithTier('growth');
    expect(
      (
        await app.server.inject({
          method: 'GET',
          url: `/api/skills/${skill.id}`,
          headers: { cookie: growth.cookie },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers an unknown skill with 404', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/api/skills/no-such-skill' })).statusCode).toBe(
      404,
    );
  });
});

describe('practice and recommendations', () => {
  it('records a practice with its time, kept on the skill', async () => {
    const skillId = freeSkill().id;
    expect(
      (
        await app.server.inject({
          method: 'POST',
          url: `/api/skills/${skillId}/completions`,
          headers: { origin: TEST_ORIGIN },
        })
      ).statusCode,
    ).toBe(401);
    const member = await memberWithTier('free');
    const done = await app.server.inject({
      method: 'POST',
      url: `/api/skills/${skillId}/completions`,
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ skillId, count: 1 });
    expect(Date.now() - Date.parse(done.json().completedAt)).toBeLessThan(60_000);
    const skill = await app.server.inject({
      method: 'GET',
      url: `/api/skills/${skillId}`,
      headers: { cookie: member.cookie },
    });
    expect(skill.json().practice).toMatchObject({ count: 1, lastPractisedAt: done.json().completedAt });
    const locked = await app.server.inject({
      method: 'POST',
      url: `/api/skills/${premiumSkill().id}/completions`,
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    expect(locked.statusCode).toBe(403);
  });

  it('recommends open, unpractised skills, three by default, within the limit', async () => {
    const member = await memberWithTier('free');
    const practised = freeSkill().id;
    await app.server.inject({
      method: 'POST',
      url: `/api/skills/${practised}/completions`,
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
    });
    const defaults = await app.server.inject({
      method: 'GET',
      url: '/api/recommendations',
      headers: { cookie: member.cookie },
    });
    expect(defaults.json().items).toHaveLength(3);
    const many = await app.server.inject({
      method: 'GET',
      url: '/api/recommendations?limit=20',
      headers: { cookie: member.cookie },
    });
    const items: SkillSummary[] = many.json().items;
    expect(items.length).toBeLessThanOrEqual(20);
    expect(items.map((s) => s.id)).not.toContain(practised);
    for (const item of items) {
      expect(inFreeCategory(item) && item.accessLevel === 'free', item.id).toBe(true);
    }
    expect(
      (
        await app.server.inject({
          method: 'GET',
          url: '/api/recommendations?limit=0',
          headers: { cookie: member.cookie },
        })
      ).statusCode,
    ).toBe(400);
    expect((await app.server.inject({ method: 'GET', url: '/api/recommendations' })).statusCode).toBe(401);
  });
});

describe('GET /api/content encodings', () => {
  it('serves brotli and gzip bytes made once per version, which decode to the same bundle', async () => {
    const plain = await app.server.inject({ method: 'GET', url: '/api/content' });
    const br = await app.server.inject({
      method: 'GET',
      url: '/api/content',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await app.server.inject({
      method: 'GET',
      url: '/api/content',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const { encoded } = await app.content.getBundle();
    const again = await app.server.inject({
      method: 'GET',
      url: '/api/content',
      headers: { 'accept-encoding': 'br' },
    });
    expect(again.rawPayload.equals(await encoded.body('br'))).toBe(true);
  });
});
