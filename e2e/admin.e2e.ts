import sharp from 'sharp';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminContext,
  baseUrl,
  newContext,
  signUpViaApi,
  uniqueMember,
  useBrowser,
} from './support/browser';

const browser = useBrowser();

async function api(
  context: BrowserContext,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
) {
  const response = await context.request.fetch(url, { method, data, headers: { origin: baseUrl() } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response;
}

describe('admin area', () => {
  it('creates a member who can then sign in', async () => {
    const context = await adminContext(browser());
    const page = await context.newPage();
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a member' });
    const member = uniqueMember();
    await dialog.getByLabel('First name').fill('Casey');
    await dialog.getByLabel('Last name').fill('Newcomer');
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Create member' }).click();
    await page.getByText('User Created!', { exact: true }).waitFor();
    await page.getByPlaceholder('Search by name, username or email').fill(member.email);
    await page.getByRole('cell', { name: new RegExp(member.email) }).waitFor();
    await context.close();

    const newcomer = await newContext(browser());
    const login = await newcomer.newPage();
    await login.goto('/login');
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password').fill(member.password);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await login.waitForURL('**/dashboard');
    await newcomer.close();
  });

  it('reorders categories by keyboard drag and drop; the library shows the new order after a reload', async () => {
    const context = await adminContext(browser());
    const before = (await (await context.request.get('/api/content')).json()) as {
      skillCategories: { id: string; title: string }[];
    };
    const [first, second] = before.skillCategories;
    if (!first || !second) throw new Error('seeded categories missing');
    const page = await context.newPage();
    try {
      await page.goto('/admin/content');
      const handle = page.getByRole('button', { name: `Move ${first.title}` });
      // Focusing a handle loads dnd-kit; the handle keeps the focus and then carries dnd-kit's instructions.
      await handle.focus();
      await page.locator(`[aria-label="Move ${first.title}"][aria-describedby]`).waitFor();
      // Waiting for dnd-kit's state (pressed handle, then its live announcement) paces the keys like a person.
      await page.keyboard.press('Space');
      await page.locator(`[aria-label="Move ${first.title}"][aria-pressed="true"]`).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.getByText(`${first.title} is over position 2`).waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await page.getByText('Category reordered', { exact: true }).waitFor();
      await page.goto('/library');
      await page.reload();
      const links = page.locator('main a[href^="/skills/"]');
      await links.first().waitFor();
      const hrefs = await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')));
      expect(hrefs.indexOf(`/skills/${second.id}`)).toBeGreaterThanOrEqual(0);
      expect(hrefs.indexOf(`/skills/${second.id}`)).toBeLessThan(hrefs.indexOf(`/skills/${first.id}`));
    } finally {
      await api(
        context,
        'PUT',
        '/api/admin/categories/order',
        before.skillCategories.map((c, i) => ({ id: c.id, order: i + 1 })),
      );
      await context.close();
    }
  });

  it('edits a skill’s Markdown with a live preview and a member sees it', async () => {
    const context = await adminContext(browser());
    const bundle = (await (await context.request.get('/api/content')).json()) as {
      skillCategories: { id: string; title: string; accessLevel: string }[];
    };
    const category = bundle.skillCategories.find((c) => c.accessLevel === 'free');
    if (!category) throw new Error('no free category');
    const id = `e2e-skill-${Date.now().toString(36)}`;
    await api(context, 'POST', '/api/admin/skills', {
      id,
      categoryId: category.id,
      title: 'E2E skill',
      body: 'Old body',
    });
    try {
      const page = await context.newPage();
      await page.goto('/admin/content');
      await page.getByRole('tab', { name: 'Skills' }).click();
      await page.getByLabel('Category').selectOption(category.id);
      await page.getByRole('button', { name: 'Edit E2E skill' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Body (Markdown)').fill('## Fresh words\n\nBreathe **slowly**.');
      await dialog.getByTestId('skill-preview').getByRole('heading', { name: 'Fresh words' }).waitFor();
      await dialog.getByRole('button', { name: 'Save skill' }).click();
      await page.getByText('Skill updated', { exact: true }).waitFor();

      const member = await newContext(browser());
      await signUpViaApi(member);
      const reader = await member.newPage();
      await reader.goto(`/skill/${id}`);
      await reader.getByRole('heading', { name: 'Fresh words' }).waitFor();
      await member.close();
    } finally {
      await api(context, 'DELETE', `/api/admin/skills/${id}`);
      await context.close();
    }
  });

  it('names a new skill from its title, follows it to its category, and audits a one-field edit as that field', async () => {
    const context = await adminContext(browser());
    const bundle = (await (await context.request.get('/api/content')).json()) as {
      skillCategories: { id: string; title: string }[];
    };
    const [shown, other] = bundle.skillCategories;
    if (!shown || !other) throw new Error('seeded categories missing');
    const suffix = Date.now().toString(36);
    const title = `Calm Café Minute ${suffix}`;
    const id = `calm-cafe-minute-${suffix}`;
    const page = await context.newPage();
    try {
      await page.goto('/admin/content');
      await page.getByRole('tab', { name: 'Skills' }).click();
      const list = page.getByRole('tabpanel');
      expect(await list.getByLabel('Category').inputValue()).toBe(shown.id);
      await list.getByRole('button', { name: 'New skill' }).click();
      const dialog = page.getByRole('dialog', { name: 'New skill' });
      await dialog.getByLabel('Title').fill(title);
      expect(await dialog.getByLabel('Id').inputValue()).toBe(id);
      await dialog.getByLabel('Category').selectOption(other.id);
      await dialog.getByRole('button', { name: 'Save skill' }).click();
      await page.getByText('Skill created', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(await list.getByLabel('Category').inputValue()).toBe(other.id);
      await list.getByTestId(`row-${id}`).waitFor();

      await list.getByRole('button', { name: `Edit ${title}` }).click();
      const editor = page.getByRole('dialog', { name: `Edit “${title}”` });
      await editor.getByLabel('Minutes').fill('7');
      await editor.getByRole('button', { name: 'Save skill' }).click();
      await page.getByText('Skill updated', { exact: true }).waitFor();

      await page.goto('/admin/audit');
      const entry = page.getByRole('listitem').filter({ hasText: `skill.update ${id}` });
      await entry.getByText('changed: estimatedMinutes · estimatedMinutes: 5 → 7', { exact: true }).waitFor();
    } finally {
      await api(context, 'DELETE', `/api/admin/skills/${id}`);
      await context.close();
    }
  });

  it('edits the home layout as a draft with a preview; visitors see it only once it is published', async () => {
    const context = await adminContext(browser());
    const visitor = await newContext(browser());
    const home = await visitor.newPage();
    type Section = { sectionKey: string; displayOrder: number; isVisible: boolean; settings: object };
    const published = (await (await context.request.get('/api/content')).json()) as {
      homepageLayout: Section[];
    };
    const page = await context.newPage();
    /** The visible sections' headings in page order (the hero's h1, then each section's h2). */
    const headings = (root: ReturnType<typeof page.locator>) =>
      root.locator('h1, h2').evaluateAll((nodes) => nodes.map((n) => n.textContent?.trim()));
    try {
      await home.goto('/');
      await home.getByRole('heading', { name: 'How it works' }).waitFor();
      const before = await headings(home.locator('main'));
      expect(before.indexOf('Design Your Life')).toBeLessThan(before.indexOf('How it works'));

      await page.goto('/admin/layout');
      const preview = page.getByTestId('home-layout-preview');
      await preview.getByText('How it works', { exact: true }).first().waitFor();
      // The accident, now a draft: "How it works" moved above the hero by the keyboard.
      const handle = page.getByRole('button', { name: 'Move How it works' });
      await handle.focus();
      await page.locator('[aria-label="Move How it works"][aria-describedby]').waitFor();
      await page.keyboard.press('Space');
      await page.locator('[aria-label="Move How it works"][aria-pressed="true"]').waitFor();
      for (const position of [3, 2, 1]) {
        await page.keyboard.press('ArrowUp');
        await page.getByText(`How it works is over position ${position}`).waitFor({ state: 'attached' });
      }
      await page.keyboard.press('Space');
      await page.getByRole('checkbox', { name: 'Shown Call to action' }).uncheck();
      await page.getByText('Unpublished changes.').waitFor();
      await expect
        .poll(async () => (await headings(preview)).slice(0, 2))
        .toEqual(['How it works', 'Design Your Life']);
      expect(await headings(preview)).not.toContain('Start with one small step today');

      // Nothing has reached visitors; the draft survives a trip to another admin page.
      await home.reload();
      await home.getByRole('heading', { name: 'How it works' }).waitFor();
      expect(await headings(home.locator('main'))).toEqual(before);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media' }).click();
      await page.getByRole('heading', { name: 'Media', level: 1 }).waitFor();
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Home layout' })
        .click();
      await page.getByText('Your unpublished changes from before are still here').waitFor();
      expect(await page.getByRole('checkbox', { name: 'Shown Call to action' }).isChecked()).toBe(false);

      // Closing the tab asks first; staying keeps the page.
      const asked = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const dialog = await asked;
      expect(dialog.type()).toBe('beforeunload');
      await dialog.dismiss();

      await page.getByRole('button', { name: 'Publish layout' }).click();
      await page.getByText('Homepage layout updated!', { exact: true }).waitFor();
      await page.getByText('Visitors see this layout.').waitFor();
      await home.reload();
      await home.getByRole('heading', { name: 'How it works' }).waitFor();
      const after = await headings(home.locator('main'));
      expect(after.slice(0, 2)).toEqual(['How it works', 'Design Your Life']);
      expect(after).not.toContain('Start with one small step today');
    } finally {
      await api(
        context,
        'PUT',
        '/api/admin/homepage-layout',
        published.homepageLayout.map((s, i) => ({ ...s, displayOrder: i + 1 })),
      );
      await visitor.close();
      await context.close();
    }
  });

  it('uploads an image and sees it in the grid', async () => {
    const context = await adminContext(browser());
    const page = await context.newPage();
    await page.goto('/admin/media');
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const name = `teal-${Date.now()}.png`;
    await page.locator('#media-upload').setInputFiles({ name, mimeType: 'image/png', buffer: png });
    await page.getByText('Media uploaded!', { exact: true }).waitFor();
    const image = page.getByRole('list', { name: 'Media files' }).getByRole('img', { name });
    await image.waitFor();
    // The thumbnail is the re-encoded file served from /media/.
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 40,
      await image.elementHandle(),
    );
    await context.close();
  });

  it('turns a progress feature off', async () => {
    const context = await adminContext(browser());
    const page = await context.newPage();
    const bundle = (await (await context.request.get('/api/content')).json()) as {
      progressFeatures: { id: string; name: string; isVisible: boolean }[];
    };
    const feature = bundle.progressFeatures.find((f) => f.isVisible);
    if (!feature) throw new Error('no visible feature');
    try {
      await page.goto('/admin/layout');
      await page.getByRole('checkbox', { name: `Visible ${feature.name}` }).uncheck();
      expect(await page.getByRole('checkbox', { name: `Visible ${feature.name}` }).isChecked()).toBe(false);
      await page.getByText('Feature visibility updated!', { exact: true }).waitFor();
      const after = (await (await context.request.get('/api/content')).json()) as typeof bundle;
      expect(after.progressFeatures.find((f) => f.id === feature.id)?.isVisible).toBe(false);
    } finally {
      await api(context, 'PUT', `/api/admin/progress-features/${feature.id}`, { isVisible: true });
      await context.close();
    }
  });
});
