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

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.server.inject({
    method,
    url,
    headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    payload: payload as object,
  });

async function bundle() {
  const response = await app.server.inject({ method: 'GET', url: '/api/content' });
  return { etag: response.headers.etag as string, body: response.json() };
}

describe('admin categories', () => {
  it('creates, updates and deletes, each changing the bundle and its ETag', async () => {
    const start = await bundle();
    const created = await call('POST', '/api/admin/categories', { id: 'new-topic', title: 'New topic' });
    expect(created.statusCode).toBe(201);
    const afterCreate = await bundle();
    expect(afterCreate.etag).not.toBe(start.etag);
    const listed = afterCreate.body.skillCategories;
    expect(listed.at(-1)).toMatchObject({ id: 'new-topic', title: 'New topic' });

    const updated = await call('PATCH', '/api/admin/categories/new-topic', {
      title: 'Renamed topic',
      accessLevel: 'premium',
    });
    expect(updated.json()).toMatchObject({ title: 'Renamed topic', accessLevel: 'premium' });
    const afterUpdate = await bundle();
    expect(afterUpdate.etag).not.toBe(afterCreate.etag);
    expect(afterUpdate.body.skillCategories.find((c: { id: string }) => c.id === 'new-topic').title).toBe(
      'Renamed topic',
    );

    expect((await call('DELETE', '/api/admin/categories/new-topic')).statusCode).toBe(204);
    const afterDelete = await bundle();
    expect(afterDelete.body.skillCategories.some((c: { id: string }) => c.id === 'new-topic')).toBe(false);
    expect((await call('DELETE', '/api/admin/categories/new-topic')).statusCode).toBe(404);
  });

  it('validates slugs and refuses a taken id', async () => {
    const bad = await call('POST', '/api/admin/categories', { id: 'Not A Slug', title: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toBeDefined();
    const existing = (await bundle()).body.skillCategories[0].id;
    const dup = await call('POST', '/api/admin/categories', { id: existing, title: 'Dup' });
    expect(dup.statusCode).toBe(409);
  });

  it('refuses to delete a category that holds skills, naming how many', async () => {
    const { body } = await bundle();
    const category = body.skillCategories[0].id as string;
    const held = body.skills.filter((s: { categoryId: string }) => s.categoryId === category).length;
    const response = await call('DELETE', `/api/admin/categories/${category}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain(`${held} skill`);
  });

  it('reorders in one call and the bundle follows; unknown ids are refused', async () => {
    const ids = (await bundle()).body.skillCategories.map((c: { id: string }) => c.id) as string[];
    const reversed = [...ids].reverse();
    const response = await call(
      'PUT',
      '/api/admin/categories/order',
      reversed.map((id, order) => ({ id, order: order + 1 })),
    );
    expect(response.json()).toEqual({ updated: ids.length });
    expect((await bundle()).body.skillCategories.map((c: { id: string }) => c.id)).toEqual(reversed);
    expect(
      (await call('PUT', '/api/admin/categories/order', [{ id: 'no-such-thing', order: 1 }])).statusCode,
    ).toBe(400);
  });
});

describe('admin skills', () => {
  it('creates a skill with Markdown and steps, edits its body (members see it), reorders and deletes', async () => {
    const category = (await bundle()).body.skillCategories.find(
      (c: { accessLevel: string }) => c.accessLevel === 'free',
    ).id as string;
    const created = await call('POST', '/api/admin/skills', {
      id: 'box-breathing-2',
      categoryId: category,
      title: 'Box breathing',
      summary: 'Four counts each way.',
      body: '# Box\n\nBreathe.',
      practiceSteps: ['In for 4', 'Hold for 4'],
      difficulty: 'intermediate',
      accessLevel: 'free',
      estimatedMinutes: 4,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      practiceSteps: ['In for 4', 'Hold for 4'],
      difficulty: 'intermediate',
    });

    const before = await bundle();
    const edited = await call('PATCH', '/api/admin/skills/box-breathing-2', {
      body: '# Box\n\nEdited **body**.',
    });
    expect(edited.statusCode).toBe(200);
    const member = await app.server.inject({ method: 'GET', url: '/api/skills/box-breathing-2' });
    expect(member.json().body).toBe('# Box\n\nEdited **body**.');
    expect((await call('GET', '/api/admin/skills/box-breathing-2')).json().body).toContain('Edited');
    await call('PATCH', '/api/admin/skills/box-breathing-2', { title: 'Box breathing, square' });
    expect((await bundle()).etag).not.toBe(before.etag);

    const inCategory = (await bundle()).body.skills
      .filter((s: { categoryId: string }) => s.categoryId === category)
      .map((s: { id: string }) => s.id) as string[];
    const order = [...inCategory].reverse().map((id, i) => ({ id, order: i + 1 }));
    expect((await call('PUT', '/api/admin/skills/order', order)).statusCode).toBe(200);
    const after = (await bundle()).body.skills
      .filter((s: { categoryId: string }) => s.categoryId === category)
      .map((s: { id: string }) => s.id);
    expect(after).toEqual([...inCategory].reverse());

    expect((await call('DELETE', '/api/admin/skills/box-breathing-2')).statusCode).toBe(204);
    expect((await app.server.inject({ method: 'GET', url: '/api/skills/box-breathing-2' })).statusCode).toBe(
      404,
    );
  });

  it('refuses an unknown category', async () => {
    const response = await call('POST', '/api/admin/skills', {
      id: 'orphan',
      categoryId: 'nowhere',
      title: 'Orphan',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.categoryId).toBeDefined();
  });
});

describe('admin tools', () => {
  it('creates, updates, reorders and deletes, each audited', async () => {
    expect(
      (await call('POST', '/api/admin/tools', { id: 'new-tool', name: 'New tool', icon: 'Star' })).statusCode,
    ).toBe(201);
    expect((await call('PATCH', '/api/admin/tools/new-tool', { name: 'Newer tool' })).json().name).toBe(
      'Newer tool',
    );
    const ids = (await bundle()).body.tools.map((t: { id: string }) => t.id) as string[];
    expect(ids.at(-1)).toBe('new-tool');
    const moved = ['new-tool', ...ids.filter((id) => id !== 'new-tool')];
    await call(
      'PUT',
      '/api/admin/tools/order',
      moved.map((id, order) => ({ id, order })),
    );
    expect((await bundle()).body.tools[0].id).toBe('new-tool');
    expect((await call('DELETE', '/api/admin/tools/new-tool')).statusCode).toBe(204);
    const actions = await queryRows<{ action: string }>(
      app,
      sql`select action from admin_audit where target_type = 'tool' order by created_at`,
    );
    expect(actions.map((a) => a.action)).toEqual(['tool.create', 'tool.update', 'tool.order', 'tool.delete']);
  });
});

describe('the audit of an edit', () => {
  const lastSummary = async (action: string) =>
    (
      await queryRows<{ summary: Record<string, unknown> }>(
        app,
        sql`select summary from admin_audit where action = ${action} order by created_at desc limit 1`,
      )
    )[0]?.summary;

  it('lists only the field that changed when the body carries every field of the form', async () => {
    const { body } = await bundle();
    const id = body.skills[0].id as string;
    const {
      order: _o,
      relatedToolIds: _r,
      id: _id,
      ...form
    } = (await call('GET', `/api/admin/skills/${id}`)).json();
    const edited = await call('PATCH', `/api/admin/skills/${id}`, { ...form, estimatedMinutes: 42 });
    expect(edited.statusCode).toBe(200);
    expect(await lastSummary('skill.update')).toEqual({
      changed: ['estimatedMinutes'],
      estimatedMinutes: { from: form.estimatedMinutes, to: 42 },
    });

    const tool = body.tools[0];
    await call('PATCH', `/api/admin/tools/${tool.id}`, {
      name: tool.name,
      description: tool.description,
      icon: tool.icon,
      accessLevel: tool.accessLevel === 'free' ? 'premium' : 'free',
    });
    expect((await lastSummary('tool.update'))?.changed).toEqual(['accessLevel']);

    const category = body.skillCategories[0];
    await call('PATCH', `/api/admin/categories/${category.id}`, {
      title: category.title,
      description: `${category.description} More.`,
      icon: category.icon,
      accessLevel: category.accessLevel,
    });
    // A long text is named, not copied.
    expect(await lastSummary('category.update')).toEqual({ changed: ['description'] });
  });

  it('lists nothing as changed when the form saved what it loaded', async () => {
    const id = (await bundle()).body.skills[1].id as string;
    const {
      order: _o,
      relatedToolIds: _r,
      id: _id,
      ...form
    } = (await call('GET', `/api/admin/skills/${id}`)).json();
    expect((await call('PATCH', `/api/admin/skills/${id}`, form)).statusCode).toBe(200);
    expect(await lastSummary('skill.update')).toEqual({ changed: [] });
  });
});
