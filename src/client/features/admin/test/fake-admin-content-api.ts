import { vi } from 'vitest';
import { schemaChecks } from './schema-checks';
import {
  adminCategorySchema,
  adminSkillSchema,
  adminToolSchema,
  categoryInputSchema,
  homepageLayoutInputSchema,
  homepageLayoutSchema,
  skillInputSchema,
  skillUpdateSchema,
  toolUpdateSchema,
  type AdminSkill,
} from '@shared/admin/admin-content.schemas';
import { adminNavCountsSchema } from '@shared/admin/admin-dashboard.schemas';
import { contentBundleSchema, type ContentBundle } from '@shared/content/content.schemas';
import { jsonResponse } from '@client/test/fake-tool-api';

/** A small content bundle: two categories, one skill in the first, one tool, the seeded home sections. */
export function makeBundle(): ContentBundle {
  return {
    skillCategories: [
      {
        id: 'mindfulness',
        title: 'Mindfulness',
        description: '',
        icon: 'Leaf',
        order: 1,
        accessLevel: 'free',
      },
      {
        id: 'relationships',
        title: 'Relationships',
        description: '',
        icon: 'Heart',
        order: 2,
        accessLevel: 'free',
      },
    ],
    skills: [
      {
        id: 'body-scan',
        categoryId: 'mindfulness',
        title: 'Body Scan',
        summary: 'Notice each part of the body.',
        difficulty: 'beginner',
        accessLevel: 'free',
        categoryAccessLevel: 'free',
        estimatedMinutes: 10,
        order: 1,
        relatedToolIds: [],
      },
    ],
    tools: [
      {
        id: 'gratitude-log',
        name: 'Gratitude Log',
        description: 'Three good things.',
        icon: 'Heart',
        accessLevel: 'free',
        order: 1,
      },
    ],
    progressFeatures: [],
    homepageLayout: [
      { sectionKey: 'hero', displayOrder: 1, isVisible: true, settings: { tagline: 'Design Your Life' } },
      {
        sectionKey: 'library-preview',
        displayOrder: 2,
        isVisible: true,
        settings: { title: 'Skills to learn' },
      },
      { sectionKey: 'how-it-works', displayOrder: 3, isVisible: true, settings: { title: 'How it works' } },
    ],
    pages: {},
  };
}

export interface FakeAdminContent {
  bundle: ContentBundle;
  /** The skills' bodies and steps, as GET /api/admin/skills/:id answers them. */
  skills: Map<string, AdminSkill>;
  openReports: number;
  /** Every write as `METHOD /path` with its parsed JSON body. */
  writes: { route: string; body: unknown }[];
}

const validationFailed = () =>
  jsonResponse({ error: { code: 'validation_failed', message: 'Some fields need attention.' } }, 400);

/**
 * An in-memory stand-in for the content bundle and the admin's content routes a test drives. Bodies are
 * checked by the routes' shared schemas (a refused one fails the test); answers by the shared output schemas.
 */
export function fakeAdminContentApi(state: FakeAdminContent) {
  const { check, reply } = schemaChecks();

  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const route = `${method} ${url.pathname}`;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== 'GET') state.writes.push({ route, body });
    const skillId = /^\/api\/admin\/skills\/([^/]+)$/.exec(url.pathname)?.[1];

    if (route === 'GET /api/content') return reply(contentBundleSchema, state.bundle);
    if (route === 'GET /api/admin/nav-counts')
      return reply(adminNavCountsSchema, { openReports: state.openReports });
    if (route === 'POST /api/admin/skills') {
      const created = check(route, skillInputSchema, body);
      if (!created) return validationFailed();
      const skill: AdminSkill = { ...created, order: state.bundle.skills.length + 1 };
      state.skills.set(skill.id, skill);
      const { body: _b, practiceSteps: _p, ...summary } = skill;
      state.bundle = {
        ...state.bundle,
        skills: [...state.bundle.skills, { ...summary, categoryAccessLevel: 'free' }],
      };
      return reply(adminSkillSchema, skill, 201);
    }
    if (skillId && method === 'GET') {
      const skill = state.skills.get(skillId);
      return skill
        ? reply(adminSkillSchema, skill)
        : jsonResponse({ error: { code: 'not_found', message: 'No.' } }, 404);
    }
    if (skillId && method === 'PATCH') {
      const edit = check(route, skillUpdateSchema, body);
      const skill = state.skills.get(skillId);
      if (!edit || !skill) return validationFailed();
      const updated = {
        ...skill,
        ...Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined)),
      };
      state.skills.set(skillId, updated);
      return reply(adminSkillSchema, updated);
    }
    if (route === 'POST /api/admin/categories') {
      const created = check(route, categoryInputSchema, body);
      if (!created) return validationFailed();
      const category = { ...created, order: state.bundle.skillCategories.length + 1 };
      state.bundle = { ...state.bundle, skillCategories: [...state.bundle.skillCategories, category] };
      return reply(adminCategorySchema, category, 201);
    }
    const toolId = /^\/api\/admin\/tools\/([^/]+)$/.exec(url.pathname)?.[1];
    const tool = state.bundle.tools.find((t) => t.id === toolId);
    if (tool && method === 'PATCH') {
      const edit = check(route, toolUpdateSchema, body);
      if (!edit) return validationFailed();
      const updated = {
        ...tool,
        ...Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined)),
      };
      state.bundle = { ...state.bundle, tools: state.bundle.tools.map((t) => (t === tool ? updated : t)) };
      return reply(adminToolSchema, updated);
    }
    if (route === 'PUT /api/admin/homepage-layout') {
      const sections = check(route, homepageLayoutInputSchema, body);
      if (!sections) return validationFailed();
      state.bundle = { ...state.bundle, homepageLayout: sections };
      return reply(homepageLayoutSchema, sections);
    }
    throw new Error(`the fake admin API has no ${route}`);
  });
}

/** The fake's state, with the bundle's one skill editable. */
export function fakeAdminContent(overrides: Partial<FakeAdminContent> = {}): FakeAdminContent {
  const bundle = makeBundle();
  const skills = new Map<string, AdminSkill>(
    bundle.skills.map(({ categoryAccessLevel: _c, ...s }) => [
      s.id,
      { ...s, body: '# Body scan', practiceSteps: ['Lie down', 'Breathe'] },
    ]),
  );
  return { bundle, skills, openReports: 0, writes: [], ...overrides };
}
