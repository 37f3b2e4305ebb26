import { mkdirSync } from 'node:fs';
import { describe, it } from 'vitest';
import {
  adminContext,
  DESKTOP,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  PHONE,
  useBrowser,
} from './support/browser';

// Every admin page under axe at both widths, in a file of its own: at about four minutes it was half of
// admin.e2e.ts, which then finished last on its worker.
const browser = useBrowser();

describe('admin pages', () => {
  const pages = [
    '',
    'users',
    'content',
    'pages',
    'layout',
    'media',
    'community',
    'reports',
    'messages',
    'settings',
    'audit',
  ];

  for (const device of [DESKTOP, PHONE]) {
    it(`every admin page passes axe at ${device.viewport.width} px${device === PHONE ? ', with the side navigation as a menu' : ''}`, async () => {
      mkdirSync('screenshots', { recursive: true });
      const context = await adminContext(browser(), device);
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(`/admin/${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
        if (device === PHONE) await expectNoHorizontalScroll(page);
        await page.screenshot({
          path: `screenshots/admin-${path || 'dashboard'}-${device.viewport.width}.png`,
          fullPage: true,
        });
      }
      if (device === PHONE) {
        await page.goto('/admin');
        await page.getByRole('button', { name: /Admin menu/ }).tap();
        await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Members' }).tap();
        await page.waitForURL('**/admin/users');
        await page.getByRole('heading', { name: 'Members' }).waitFor();
      }
      await context.close();
    }, 240_000);
  }
});
