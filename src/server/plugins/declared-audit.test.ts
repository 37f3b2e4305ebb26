import { sql } from 'drizzle-orm';
import Fastify, { type InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryInput } from '../lib/admin-audit';
import { communityKit, type Member } from '../modules/community/community.test-kit';
import { multipartFile } from '../test/multipart-bodies';
import { DEFAULT_CRISIS_LINES } from '@shared/help/crisis-lines.seed';
import { buildTestApp, queryRows, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { RECORDED_AFTER_RESPONSE, registerDeclaredAudit } from './declared-audit';
import { forumAuditSamples, type AuditSample } from '../test/forum-audit-samples';

let app: TestApp;
let kit: ReturnType<typeof communityKit>;
let admin: Member;
beforeAll(async () => {
  // The seed gives the forum its channels and the home page its sections.
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
  admin = await kit.admin();
});
afterAll(() => app.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const as = (method: string, url: string, payload?: unknown): InjectOptions => ({
  method: method as 'POST',
  url,
  headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
  ...(payload === undefined ? {} : { payload: payload as object }),
});
const ok = async (options: InjectOptions) => {
  const response = await app.server.inject(options);
  if (response.statusCode >= 300) throw new Error(`${options.url}: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string };
};
let serial = 0;
const slug = (what: string) => `audited-${what}-${(serial += 1)}`;
const newCategory = () => ok(as('POST', '/api/admin/categories', { id: slug('category'), title: 'Audited' }));
const newTool = () => ok(as('POST', '/api/admin/tools', { id: slug('tool'), name: 'Audited tool' }));
const newSkill = async () =>
  ok(
    as('POST', '/api/admin/skills', {
      id: slug('skill'),
      categoryId: (await newCategory()).id,
      title: 'Audited skill',
    }),
  );
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
const upload = async (): Promise<InjectOptions> => {
  const body = multipartFile('file', 'audited.png', await png(), 'image/png');
  return {
    ...as('POST', '/api/admin/media'),
    headers: { origin: TEST_ORIGIN, cookie: admin.cookie, 'content-type': body.contentType },
    payload: body.payload,
  };
};
/**
 * One successful request for every admin write, with the action its audit entry must carry. Keyed by the
 * route as the access layer lists it: a new admin write without a row here fails the first test.
 */
const samples: Record<string, AuditSample> = {
  ...forumAuditSamples(() => kit, as),
  'POST /api/admin/users': {
    action: 'user.create',
    request: async () =>
      as('POST', '/api/admin/users', {
        email: `${slug('member')}@example.com`,
        password: 'correct horse battery staple 42',
        firstName: 'Audi',
        lastName: 'Ted',
      }),
  },
  'PATCH /api/admin/users/:id': {
    action: 'user.update',
    request: async () =>
      as('PATCH', `/api/admin/users/${(await kit.member('free')).userId}`, { title: 'Guide' }),
  },
  'DELETE /api/admin/users/:id': {
    action: 'user.delete',
    request: async () => as('DELETE', `/api/admin/users/${(await kit.member('free')).userId}`),
  },
  'POST /api/admin/categories': {
    action: 'category.create',
    request: async () => as('POST', '/api/admin/categories', { id: slug('category'), title: 'New' }),
  },
  'PUT /api/admin/categories/order': {
    action: 'category.order',
    request: async () =>
      as('PUT', '/api/admin/categories/order', [{ id: (await newCategory()).id, order: 500 }]),
  },
  'PATCH /api/admin/categories/:id': {
    action: 'category.update',
    request: async () =>
      as('PATCH', `/api/admin/categories/${(await newCategory()).id}`, { title: 'Renamed' }),
  },
  'DELETE /api/admin/categories/:id': {
    action: 'category.delete',
    request: async () => as('DELETE', `/api/admin/categories/${(await newCategory()).id}`),
  },
  'POST /api/admin/skills': {
    action: 'skill.create',
    request: async () =>
      as('POST', '/api/admin/skills', {
        id: slug('skill'),
        categoryId: (await newCategory()).id,
        title: 'New skill',
      }),
  },
  'PUT /api/admin/skills/order': {
    action: 'skill.order',
    request: async () => as('PUT', '/api/admin/skills/order', [{ id: (await newSkill()).id, order: 500 }]),
  },
  'PATCH /api/admin/skills/:id': {
    action: 'skill.update',
    request: async () => as('PATCH', `/api/admin/skills/${(await newSkill()).id}`, { body: 'A new body.' }),
  },
  'DELETE /api/admin/skills/:id': {
    action: 'skill.delete',
    request: async () => as('DELETE', `/api/admin/skills/${(await newSkill()).id}`),
  },
  'POST /api/admin/tools': {
    action: 'tool.create',
    request: async () => as('POST', '/api/admin/tools', { id: slug('tool'), name: 'New tool' }),
  },
  'PUT /api/admin/tools/order': {
    action: 'tool.order',
    request: async () => as('PUT', '/api/admin/tools/order', [{ id: (await newTool()).id, order: 500 }]),
  },
  'PATCH /api/admin/tools/:id': {
    action: 'tool.update',
    request: async () => as('PATCH', `/api/admin/tools/${(await newTool()).id}`, { name: 'Renamed tool' }),
  },
  'DELETE /api/admin/tools/:id': {
    action: 'tool.delete',
    request: async () => as('DELETE', `/api/admin/tools/${(await newTool()).id}`),
  },
  'PUT /api/admin/pages/:pageId': {
    action: 'page.update',
    request: async () => as('PUT', '/api/admin/pages/about', { content: `About us, take ${slug('page')}.` }),
  },
  'PUT /api/admin/homepage-layout': {
    action: 'homepage_layout.update',
    request: async () => {
      const sections = (await app.server.inject(as('GET', '/api/content'))).json().homepageLayout as {
        sectionKey: string;
        displayOrder: number;
        isVisible: boolean;
      }[];
      const first = sections[0]!;
      return as('PUT', '/api/admin/homepage-layout', [
        { sectionKey: first.sectionKey, displayOrder: first.displayOrder, isVisible: !first.isVisible },
      ]);
    },
  },
  'PUT /api/admin/progress-features/:id': {
    action: 'progress_feature.update',
    request: async () => {
      const features = (await app.server.inject(as('GET', '/api/content'))).json().progressFeatures as {
        id: string;
        isVisible: boolean;
      }[];
      return as('PUT', `/api/admin/progress-features/${features[0]!.id}`, {
        isVisible: !features[0]!.isVisible,
      });
    },
  },
  'POST /api/admin/media': { action: 'media.upload', request: upload },
  'DELETE /api/admin/media/:name': {
    action: 'media.delete',
    request: async () => {
      const uploaded = (await app.server.inject(await upload())).json() as { name: string };
      return as('DELETE', `/api/admin/media/${uploaded.name}`);
    },
  },
  'PUT /api/admin/settings': {
    action: 'settings.update',
    request: async () =>
      as('PUT', '/api/admin/settings', { siteAnnouncementMessage: `Hello ${slug('note')}` }),
  },
  'PUT /api/admin/crisis-lines': {
    action: 'crisis_lines.update',
    request: async () =>
      as('PUT', '/api/admin/crisis-lines', {
        lines: [{ ...DEFAULT_CRISIS_LINES[0]!, description: `Checked ${slug('line')}` }],
      }),
  },
};

interface AuditRow {
  action: string;
  actor_id: string;
  target_id: string | null;
  summary: Record<string, unknown>;
}
const entriesAfter = (count: number) =>
  queryRows<AuditRow>(
    app,
    sql`select action, actor_id, target_id, summary from admin_audit order by created_at, id offset ${count}`,
  );
const countEntries = async () =>
  (await queryRows<{ n: number }>(app, sql`select count(*)::int as n from admin_audit`))[0]!.n;

describe('audit by declaration', () => {
  it('audits every admin write, in its transaction, exactly once (generated from the route list)', async () => {
    const adminWrites = app.routes.filter((r) => r.access === 'admin' && WRITES.has(r.method));
    expect(adminWrites.length).toBeGreaterThan(20);
    const missing = adminWrites.map((r) => `${r.method} ${r.url}`).filter((key) => !samples[key]);
    expect(missing, 'admin writes with no sample request here').toEqual([]);

    for (const route of adminWrites) {
      const key = `${route.method} ${route.url}`;
      const sample = samples[key]!;
      const request = await sample.request();
      const before = await countEntries();
      const response = await app.server.inject(request);
      expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(300);
      const entries = await entriesAfter(before);
      expect(entries, key).toHaveLength(1);
      expect(entries[0], key).toMatchObject({ action: sample.action, actor_id: admin.userId });
      expect(entries[0]!.summary[RECORDED_AFTER_RESPONSE], `${key} recorded outside its transaction`).toBe(
        undefined,
      );
    }
  });

  it('lists only the fields that changed', async () => {
    const member = await kit.member('free');
    const profile = (await ok(as('GET', `/api/admin/users?q=${member.email}`))) as unknown as {
      items: { firstName: string }[];
    };
    const before = await countEntries();
    await ok(
      as('PATCH', `/api/admin/users/${member.userId}`, {
        firstName: profile.items[0]!.firstName,
        title: 'Listener',
        subscriptionTier: 'free',
      }),
    );
    await ok(
      as('PUT', '/api/admin/settings', { maintenanceMode: false, siteAnnouncementMessage: 'Only this' }),
    );
    const [user, settings] = await entriesAfter(before);
    expect(user!.summary).toEqual({ changed: ['title'], title: { from: null, to: 'Listener' } });
    expect(settings!.summary).toMatchObject({ changed: ['siteAnnouncementMessage'] });
    expect(settings!.summary).not.toHaveProperty('maintenanceMode');

    const skill = await newSkill();
    const mark = await countEntries();
    await ok(
      as('PATCH', `/api/admin/skills/${skill.id}`, { title: 'Audited skill', body: 'Long text here.' }),
    );
    const [edit] = await entriesAfter(mark);
    // The body is named, never copied into the log; the unchanged title is not there at all.
    expect(edit!.summary).toEqual({ changed: ['body'] });
  });

  it('writes nothing for a refused write', async () => {
    const before = await countEntries();
    const refused = await app.server.inject(
      as('PATCH', `/api/admin/users/${admin.userId}`, { isAdmin: false }),
    );
    expect(refused.statusCode).toBe(409);
    expect(await countEntries()).toBe(before);
  });
});

describe('the declared audit layer', () => {
  const viewer = { userId: 'admin-1' };
  async function bareApp(written: AuditEntryInput[]) {
    const bare = Fastify();
    bare.decorateRequest('loadViewer', async () => viewer as never);
    registerDeclaredAudit(bare, { db: {} as never, write: async (_db, entry) => void written.push(entry) });
    return bare;
  }

  it('refuses to start with an admin write that declares no audit, or an audit on a member route', async () => {
    const bare = await bareApp([]);
    expect(() =>
      bare.post('/api/admin/forgotten', { config: { access: 'admin' } }, async () => ({})),
    ).toThrow(/declares no audit/);
    expect(() =>
      bare.post(
        '/api/notes',
        { config: { access: 'signedIn', audit: { action: 'note.create', target: 'note' } } },
        async () => ({}),
      ),
    ).toThrow(/not admin-only/);
    await bare.close();
  });

  it('records after the response, and says so, when a service forgot; never for a refusal; never twice', async () => {
    const written: AuditEntryInput[] = [];
    const bare = await bareApp(written);
    const audit = { action: 'thing.update', target: 'thing' };
    bare.patch('/api/admin/things/:id', { config: { access: 'admin', audit } }, async () => ({ ok: true }));
    bare.post('/api/admin/refused', { config: { access: 'admin', audit } }, async (_r, reply) =>
      reply.status(409).send({}),
    );
    bare.post('/api/admin/twice', { config: { access: 'admin', audit } }, async (request) => {
      await request.audit.record({} as never);
      await request.audit.record({} as never);
      return {};
    });
    const forgot = await bare.inject({
      method: 'PATCH',
      url: '/api/admin/things/t1',
      payload: { name: 'x' },
    });
    expect(forgot.statusCode).toBe(200);
    expect(written).toEqual([
      {
        actorId: 'admin-1',
        action: 'thing.update',
        targetType: 'thing',
        targetId: 't1',
        summary: { fields: ['name'], [RECORDED_AFTER_RESPONSE]: true },
      },
    ]);
    expect((await bare.inject({ method: 'POST', url: '/api/admin/refused' })).statusCode).toBe(409);
    expect(written).toHaveLength(1);
    expect((await bare.inject({ method: 'POST', url: '/api/admin/twice' })).statusCode).toBe(500);
    expect(written).toHaveLength(2);
    await bare.close();
  });
});
