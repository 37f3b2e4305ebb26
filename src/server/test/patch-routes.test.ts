import { existsSync, readFileSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolKeys } from '@shared/tools/tool-keys';
import {
  bodyKeysOf,
  checkEachFieldAlone,
  checkEmptyBody,
  type PatchCase,
  type PatchTarget,
} from './patch-routes';
import { editedToolData, sampleToolData } from '../modules/tool-data/tool-data.samples';
import { TEST_ORIGIN, buildTestApp, signUpAdmin, signUpMember, type TestApp } from './test-app';

let app: TestApp;
let adminCookie: string;
const patchRoutes: RouteOptions[] = [];

beforeAll(async () => {
  app = await buildTestApp({
    seedContent: true,
    // The admin makes and edits every tool's entries, more than a minute's writes allow a member.
    writeLimits: { perMinute: 10_000 },
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.includes('PATCH')) patchRoutes.push(route);
    },
  });
  adminCookie = (await signUpAdmin(app)).cookie;
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: unknown) {
  const response = await app.server.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown>;
}

let serial = 0;
const nextSlug = (prefix: string) => `${prefix}-${(serial += 1)}`;

/** The content bundle's item of a kind, as every reader gets it. */
async function bundleItem(kind: 'skillCategories' | 'tools', id: string) {
  const bundle = await call('GET', '/api/content', adminCookie);
  const found = (bundle[kind] as { id: string }[]).find((item) => item.id === id);
  if (!found) throw new Error(`${id} is not in the bundle`);
  return found as Record<string, unknown>;
}

async function firstIds() {
  const bundle = (await call('GET', '/api/content', adminCookie)) as {
    skillCategories: { id: string }[];
    tools: { id: string }[];
  };
  return {
    categories: bundle.skillCategories.map((c) => c.id),
    tools: bundle.tools.map((t) => t.id),
  };
}

const adminTarget = (url: string, read: () => Promise<Record<string, unknown>>): PatchTarget => ({
  url,
  cookie: adminCookie,
  read,
});

/** An entry of a tool, made by the admin (whose tier opens every tool). */
async function toolEntryTarget(toolKey: string, data: unknown): Promise<PatchTarget> {
  const base = `/api/tools/${toolKey}/entries`;
  const entry = await call('POST', base, adminCookie, { data });
  const url = `${base}/${entry.id as string}`;
  return adminTarget(url, () => call('GET', url, adminCookie));
}

/** Every PATCH route but the forum's post (its own file) and the report decision (not an edit: see below). */
const cases: PatchCase[] = [
  {
    route: 'PATCH /api/admin/categories/:id',
    async create() {
      const id = nextSlug('patch-category');
      await call('POST', '/api/admin/categories', adminCookie, {
        id,
        title: 'Calm under pressure',
        description: 'Staying steady when the day turns.',
        icon: 'Anchor',
        accessLevel: 'premium',
      });
      return adminTarget(`/api/admin/categories/${id}`, () => bundleItem('skillCategories', id));
    },
    changes: { title: 'Steady days', description: 'Another text.', icon: 'Leaf', accessLevel: 'free' },
  },
  {
    route: 'PATCH /api/admin/skills/:id',
    async create() {
      const { categories, tools } = await firstIds();
      const id = nextSlug('patch-skill');
      await call('POST', '/api/admin/skills', adminCookie, {
        id,
        categoryId: categories[0],
        title: 'Box breathing at work',
        summary: 'Four counts in, hold, out, hold.',
        body: '## Why\n\nIt slows the heart.',
        practiceSteps: ['Sit upright', 'Breathe in for four'],
        difficulty: 'advanced',
        accessLevel: 'premium',
        estimatedMinutes: 25,
        relatedToolIds: [tools[0]],
      });
      return adminTarget(`/api/admin/skills/${id}`, () =>
        call('GET', `/api/admin/skills/${id}`, adminCookie),
      );
    },
    changes: {
      categoryId: '',
      title: 'Square breathing',
      summary: 'A shorter summary.',
      body: 'A new body.',
      practiceSteps: ['Only one step'],
      difficulty: 'intermediate',
      accessLevel: 'free',
      estimatedMinutes: 12,
      relatedToolIds: [],
    },
  },
  {
    route: 'PATCH /api/admin/tools/:id',
    async create() {
      const id = nextSlug('patch-tool');
      await call('POST', '/api/admin/tools', adminCookie, {
        id,
        name: 'Worry time',
        description: 'Park worries until a set time.',
        icon: 'Clock',
        accessLevel: 'premium',
      });
      return adminTarget(`/api/admin/tools/${id}`, () => bundleItem('tools', id));
    },
    changes: { name: 'Worry window', description: 'Another text.', icon: 'Hourglass', accessLevel: 'free' },
  },
  {
    route: 'PATCH /api/admin/users/:id',
    async create() {
      const created = await call('POST', '/api/admin/users', adminCookie, {
        email: `patched-${(serial += 1)}@example.com`,
        password: 'first long password',
        firstName: 'Morgan',
        lastName: 'Vale',
        subscriptionTier: 'premium',
        isAdmin: true,
      });
      const id = created.id as string;
      const url = `/api/admin/users/${id}`;
      await call('PATCH', url, adminCookie, { title: 'Mentor', subscriptionStatus: 'past_due' });
      return adminTarget(url, async () => {
        const page = await call('GET', '/api/admin/users?limit=100', adminCookie);
        const found = (page.items as { id: string }[]).find((user) => user.id === id);
        if (!found) throw new Error('the member is not listed');
        return found as Record<string, unknown>;
      });
    },
    changes: {
      firstName: 'Jordan',
      lastName: 'Reyes',
      username: 'renamed_member',
      title: 'Guide',
      subscriptionTier: 'growth',
      subscriptionStatus: 'canceled',
      isAdmin: false,
      email: 'renamed-member@example.com',
      password: 'second long password',
    },
    readsAs: {
      isAdmin: (sent) => ({ role: sent ? 'admin' : 'user' }),
      // Nothing a reader sees: every other field must stay as it was.
      password: () => ({}),
    },
  },
  {
    route: 'PATCH /api/profile',
    async create() {
      const member = await signUpMember(app);
      await call('PATCH', '/api/profile', member.cookie, {
        username: `own_${(serial += 1)}`,
        timeZone: 'Asia/Tokyo',
        endOfDayHour: 4,
        restDays: [0, 6],
      });
      return {
        url: '/api/profile',
        cookie: member.cookie,
        read: () => call('GET', '/api/profile', member.cookie),
      };
    },
    changes: {
      firstName: 'Sasha',
      lastName: 'Okafor',
      username: 'other_member',
      timeZone: 'America/Los_Angeles',
      endOfDayHour: 2,
      restDays: [3],
    },
  },
  {
    route: 'PATCH /api/tools/:toolKey/entries/:id',
    async create() {
      // The `:toolKey` routes take the tools an admin added, with no screen of their own: their entries are notes.
      const id = nextSlug('patch-notes');
      await call('POST', '/api/admin/tools', adminCookie, { id, name: 'Sleep notes' });
      return toolEntryTarget(id, { note: 'Woke twice.' });
    },
    changes: { data: { note: 'Slept through.' } },
    volatile: ['updatedAt'],
  },
  ...toolKeys.map((toolKey): PatchCase => ({
    route: `PATCH /api/tools/${toolKey}/entries/:id`,
    create: () => toolEntryTarget(toolKey, sampleToolData[toolKey]),
    // An entry's data is one document, checked whole by its tool's schema: it is replaced as one field.
    changes: { data: editedToolData[toolKey] },
    volatile: ['updatedAt'],
  })),
];

/** Routes checked in another file, which must say so (the forum's services are tested beside them). */
const checkedElsewhere: Record<string, string> = {
  'PATCH /api/community/posts/:id': 'src/server/modules/community/posts/posts.patch.test.ts',
  'PATCH /api/community/replies/:id': 'src/server/modules/community/replies/reply-edits.routes.test.ts',
};

/** PATCH routes that take a decision, not fields of a resource: nothing to leave unchanged. */
const notEdits: Record<string, string> = {
  'PATCH /api/admin/reports/:id': 'a moderation decision: status is required and closes the reports',
};

// The categoryId change needs a second category, known only once the app runs.
async function withSecondCategory(spec: PatchCase): Promise<PatchCase> {
  if (spec.changes.categoryId !== '') return spec;
  const { categories } = await firstIds();
  return { ...spec, changes: { ...spec.changes, categoryId: categories[1] } };
}

describe('every PATCH route changes exactly the fields it carries', () => {
  it('covers every registered PATCH route, each with every field of its body', () => {
    const registered = patchRoutes.map((route) => `PATCH ${route.url}`).sort();
    const listed = [...cases.map((c) => c.route), ...Object.keys(checkedElsewhere), ...Object.keys(notEdits)];
    expect(registered).toEqual(listed.sort());
    for (const spec of cases) {
      const route = patchRoutes.find((r) => `PATCH ${r.url}` === spec.route);
      expect(bodyKeysOf(route as RouteOptions), spec.route).toEqual(Object.keys(spec.changes).sort());
    }
    for (const [route, file] of Object.entries(checkedElsewhere)) {
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(route);
    }
  });

  for (const spec of cases) {
    it(`${spec.route}: one field at a time leaves every other field unchanged`, async () => {
      await checkEachFieldAlone(app, await withSecondCategory(spec));
    });
    it(`${spec.route}: an empty body is a 400 that changes nothing`, async () => {
      await checkEmptyBody(app, spec);
    });
  }
});
