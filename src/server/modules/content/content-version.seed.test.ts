import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { seed } from '../../db/seed';
import { migrateUpTo, openEmptyDatabase } from '../../test/migration-test-kit';
import { TEST_ORIGIN, buildTestApp, signUpAdmin, signUpMember, type TestApp } from '../../test/test-app';
import {
  findAppliedContentVersion,
  seedContent,
  shippedContent,
  skillRowsFrom,
  type ContentSeed,
} from './content.seed';
import { homepageLayout, pages, progressFeatures, skillCategories, skills, tools } from './content.table';
import { CONTENT_VERSION } from './seed/content-version';

// The content migration on an install that exists: what a newer version adds arrives at the next start, what
// an admin edited or deleted stays so, and a start with nothing to do writes nothing.

const NEXT = CONTENT_VERSION + 1;

/** The shipped content as the next release would ship it: a new tool, a new skill in a category, a new page. */
const nextContent: ContentSeed = {
  ...shippedContent,
  version: NEXT,
  tools: [
    ...shippedContent.tools,
    {
      id: 'sleep-diary',
      name: 'Sleep Diary',
      description: 'Note when you slept and how rested you feel.',
      icon: 'Moon',
      accessLevel: 'free',
      order: 11,
      since: NEXT,
    },
  ],
  categories: shippedContent.categories.map((category) =>
    category.id !== 'mindfulness'
      ? category
      : {
          ...category,
          skills: [
            ...category.skills,
            {
              id: 'mindful-eating',
              title: 'Mindful Eating',
              summary: 'Eat one bite slowly.',
              body: '## What it is\n\nEating with attention.',
              practiceSteps: ['Take one raisin.'],
              difficulty: 'beginner',
              accessLevel: 'free',
              estimatedMinutes: 5,
              relatedToolIds: [],
              since: NEXT,
            },
          ],
        },
  ),
  pages: [...shippedContent.pages, { pageId: 'accessibility', content: '## Accessibility', since: NEXT }],
};

/** What main.ts runs after migrating: the start-up seed, under the start-up lock. */
function start(app: TestApp, content?: ContentSeed) {
  return app.database.exclusively(() =>
    seed({
      db: app.database.db,
      auth: app.auth,
      settings: app.settings,
      content: app.content,
      logger: app.server.log,
      announce: () => {},
      contentSeed: content,
    }),
  );
}

const seededTables: PgTable[] = [skillCategories, skills, tools, progressFeatures, homepageLayout, pages];
async function rowCounts(database: DatabaseHandle) {
  const counts: number[] = [];
  for (const table of seededTables) {
    counts.push((await database.db.select({ n: count() }).from(table))[0]?.n ?? 0);
  }
  return counts;
}
const shippedCounts = (content: ContentSeed) => [
  content.categories.length,
  skillRowsFrom(content.categories).length,
  content.tools.length,
  content.progressFeatures.length,
  content.homepageLayout.length,
  content.pages.length,
];

describe('a fresh install', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('seeds everything at its first start and records the shipped version; the next start writes nothing', async () => {
    expect(await rowCounts(app.database)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await findAppliedContentVersion(app.database.db)).toBeNull();
    await start(app);
    expect(await rowCounts(app.database)).toEqual(shippedCounts(shippedContent));
    expect(await findAppliedContentVersion(app.database.db)).toBe(CONTENT_VERSION);
    expect(await seedContent(app.database.db)).toBe(false);
    expect(await rowCounts(app.database)).toEqual(shippedCounts(shippedContent));
  });
});

describe('an install at the previous content version', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  beforeAll(async () => {
    app = await buildTestApp({ seedContent: true });
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
    app.server.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, payload });

  it('gets what the next version adds at its next start, keeps the admin’s edits and deletions, and a second start writes nothing', async () => {
    expect(await findAppliedContentVersion(app.database.db)).toBe(CONTENT_VERSION);
    const member = await signUpMember(app);
    expect((await call('GET', '/api/tools/sleep-diary/entries', member.cookie)).statusCode).toBe(404);
    expect(
      (await call('PATCH', '/api/admin/tools/gratitude-log', admin.cookie, { name: 'Thankful Notes' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', '/api/admin/categories/mindfulness', admin.cookie, { title: 'Presence' }))
        .statusCode,
    ).toBe(200);
    expect((await call('DELETE', '/api/admin/tools/goal-planning-tool', admin.cookie)).statusCode).toBe(204);

    await start(app, nextContent);

    expect(await findAppliedContentVersion(app.database.db)).toBe(NEXT);
    expect((await call('GET', '/api/tools/sleep-diary/entries', member.cookie)).statusCode).toBe(200);
    const bundle = (await app.server.inject({ method: 'GET', url: '/api/content' })).json();
    const toolIds = bundle.tools.map((t: { id: string }) => t.id);
    expect(toolIds).toContain('sleep-diary');
    expect(toolIds).not.toContain('goal-planning-tool');
    expect(bundle.tools.find((t: { id: string }) => t.id === 'gratitude-log').name).toBe('Thankful Notes');
    expect(bundle.skillCategories.find((c: { id: string }) => c.id === 'mindfulness').title).toBe('Presence');
    expect(bundle.skills.map((s: { id: string }) => s.id)).toContain('mindful-eating');
    expect(bundle.pages.accessibility).toBe('## Accessibility');

    const after = await rowCounts(app.database);
    expect(await seedContent(app.database.db, nextContent)).toBe(false);
    await start(app, nextContent);
    expect(await rowCounts(app.database)).toEqual(after);
    expect(await findAppliedContentVersion(app.database.db)).toBe(NEXT);
  });
});

describe('an install seeded before content versions were kept', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase());
    // Migrated as it was, with every item its first start seeded; then an admin deleted a tool.
    await migrateUpTo(database, '0012_content-versions');
    const rowOf = <T extends { since?: number }>({ since: _since, ...row }: T) => row;
    const categoryRows = shippedContent.categories.map(({ skills: _skills, ...c }) => rowOf(c));
    await database.db.insert(skillCategories).values(categoryRows);
    await database.db.insert(skills).values(skillRowsFrom(shippedContent.categories).map(rowOf));
    await database.db.insert(tools).values(shippedContent.tools.map(rowOf));
    await database.db.insert(progressFeatures).values(shippedContent.progressFeatures.map(rowOf));
    await database.db.insert(homepageLayout).values(shippedContent.homepageLayout.map(rowOf));
    await database.db.insert(pages).values(shippedContent.pages.map(rowOf));
    await database.db.delete(tools).where(eq(tools.id, 'goal-planning-tool'));
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('counts as version 1: it gets only what came later, and content the admin deleted stays deleted', async () => {
    expect(await findAppliedContentVersion(database.db)).toBeNull();
    const before = await rowCounts(database);
    expect(await seedContent(database.db, nextContent)).toBe(true);
    const ids = (await database.db.select({ id: tools.id }).from(tools)).map((t) => t.id);
    expect(ids).toContain('sleep-diary');
    expect(ids).not.toContain('goal-planning-tool');
    expect(await rowCounts(database)).toEqual([
      before[0],
      before[1]! + 1,
      before[2]! + 1,
      before[3],
      before[4],
      before[5]! + 1,
    ]);
    expect(await findAppliedContentVersion(database.db)).toBe(NEXT);
    expect(await seedContent(database.db, nextContent)).toBe(false);
  });
});
