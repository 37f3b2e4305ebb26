import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryRows, signUpAdmin, TEST_ORIGIN, type TestApp } from '../../../test/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  admin = await signUpAdmin(app);
});
afterAll(() => app.close());

const put = (url: string, payload: unknown) =>
  app.server.inject({
    method: 'PUT',
    url,
    headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    payload: payload as object,
  });
const bundle = async () => {
  const response = await app.server.inject({ method: 'GET', url: '/api/content' });
  return { etag: response.headers.etag, body: response.json() };
};

describe('admin pages, home layout and progress features', () => {
  it('updates a page and the bundle carries it under a new ETag', async () => {
    const before = await bundle();
    const response = await put('/api/admin/pages/about', { content: '# About us\n\nNew words.' });
    expect(response.json()).toEqual({ pageId: 'about', content: '# About us\n\nNew words.' });
    const after = await bundle();
    expect(after.etag).not.toBe(before.etag);
    expect(after.body.pages.about).toBe('# About us\n\nNew words.');
    expect((await put('/api/admin/pages/unknown', { content: 'x' })).statusCode).toBe(400);
  });

  it('saves the home layout order and visibility', async () => {
    const sections = (await bundle()).body.homepageLayout as { sectionKey: string; settings: object }[];
    const reordered = [...sections]
      .reverse()
      .map((s, i) => ({ ...s, displayOrder: i + 1, isVisible: i !== 0 }));
    const response = await put('/api/admin/homepage-layout', reordered);
    expect(response.statusCode).toBe(200);
    const layout = (await bundle()).body.homepageLayout;
    expect(layout.map((s: { sectionKey: string }) => s.sectionKey)).toEqual(
      reordered.map((s) => s.sectionKey),
    );
    expect(layout[0].isVisible).toBe(false);
    const unknown = await put('/api/admin/homepage-layout', [
      { sectionKey: 'nope', displayOrder: 1, isVisible: true },
    ]);
    expect(unknown.statusCode).toBe(400);
  });

  it('audits only the section that changed, whatever order its settings keys come in', async () => {
    const sections = (await bundle()).body.homepageLayout as {
      sectionKey: string;
      isVisible: boolean;
      settings: Record<string, unknown>;
    }[];
    const published = sections.map((s, i) => ({
      sectionKey: s.sectionKey,
      displayOrder: i + 1,
      isVisible: i === 1 ? !s.isVisible : s.isVisible,
      // As a client may send them: the keys in another order than the database keeps them.
      settings: Object.fromEntries(Object.entries(s.settings).reverse()),
    }));
    expect((await put('/api/admin/homepage-layout', published)).statusCode).toBe(200);
    const [entry] = await queryRows<{ summary: Record<string, unknown> }>(
      app,
      sql`select summary from admin_audit where action = 'homepage_layout.update' order by created_at desc limit 1`,
    );
    const toggled = sections[1]!;
    expect(entry?.summary).toEqual({
      [toggled.sectionKey]: {
        changed: ['isVisible'],
        isVisible: { from: toggled.isVisible, to: !toggled.isVisible },
      },
    });
  });

  it('turns a progress feature off', async () => {
    const feature = (await bundle()).body.progressFeatures[0].id;
    const response = await put(`/api/admin/progress-features/${feature}`, { isVisible: false });
    expect(response.json()).toMatchObject({ id: feature, isVisible: false });
    expect((await bundle()).body.progressFeatures[0].isVisible).toBe(false);
    expect((await put('/api/admin/progress-features/nope', { isVisible: false })).statusCode).toBe(404);
  });
});
