import { describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  expectNoSeriousA11yViolations,
  newContext,
  setSiteSettings,
  signInViaApi,
  useBrowser,
} from './support/browser';

const browser = useBrowser();

describe('shell', () => {
  it('shows the admin Admin in the header and Admin Panel in the phone-width menu', async () => {
    const desktop = await newContext(browser());
    await signInViaApi(desktop, inject('admin'));
    const page = await desktop.newPage();
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await desktop.close();

    const phone = await newContext(browser(), PHONE);
    await signInViaApi(phone, inject('admin'));
    const mobile = await phone.newPage();
    await mobile.goto('/dashboard');
    expect(await mobile.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await mobile.getByRole('button', { name: 'Open menu' }).tap();
    const menu = mobile.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Admin Panel' }).waitFor();
    for (const label of ['Progress', 'Library', 'Tools', 'Community', 'Profile']) {
      expect(await menu.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    await menu.getByRole('link', { name: 'Admin Panel' }).tap();
    await mobile.waitForURL('**/admin');
    await phone.close();
  });

  it('shows the announcement above the header and dismisses it for the page view', async () => {
    await setSiteSettings(browser(), {
      siteAnnouncementMessage: 'New breathing patterns are live',
      isAnnouncementVisible: true,
    });
    try {
      const context = await newContext(browser());
      const page = await context.newPage();
      await page.goto('/about');
      const banner = page.getByRole('region', { name: 'Announcement' });
      await banner.getByText('New breathing patterns are live').waitFor();
      const bannerBox = await banner.boundingBox();
      const headerBox = await page.locator('header').first().boundingBox();
      expect(bannerBox && headerBox && bannerBox.y < headerBox.y).toBe(true);
      await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
      expect(await banner.count()).toBe(0);
      await page.reload();
      await page.getByRole('region', { name: 'Announcement' }).waitFor();
      await context.close();
    } finally {
      await setSiteSettings(browser(), { isAnnouncementVisible: false });
    }
  });

  it('shows the maintenance page to a visitor while the admin still browses', async () => {
    await setSiteSettings(browser(), { maintenanceMode: true });
    try {
      const visitor = await newContext(browser());
      const page = await visitor.newPage();
      await page.goto('/help');
      await page.getByRole('heading', { name: "We'll be back shortly" }).waitFor();
      // The tab says what is shown, not the title of the page maintenance stands in for.
      expect(await page.title()).toBe('Down for maintenance · Design Your Life');
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await visitor.close();

      const admin = await newContext(browser());
      await signInViaApi(admin, inject('admin'));
      const adminPage = await admin.newPage();
      await adminPage.goto('/help');
      await adminPage.getByRole('heading', { name: 'Help Center', level: 1 }).waitFor();
      await adminPage.getByText('Maintenance mode is on').waitFor();
      await admin.close();
    } finally {
      await setSiteSettings(browser(), { maintenanceMode: false });
    }
  });

  it('serves the legal disclaimer at the spaced path and redirects the plain one', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/legal-%20disclaimer');
    await page.getByRole('heading', { name: 'Legal Disclaimer', level: 1 }).waitFor();
    await page.goto('/legal-disclaimer');
    expect(new URL(page.url()).pathname).toBe('/legal-%20disclaimer');
    await page.getByRole('heading', { name: 'Legal Disclaimer', level: 1 }).waitFor();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal Disclaimer' }).click();
    await page.getByRole('heading', { name: 'Legal Disclaimer', level: 1 }).waitFor();
    await context.close();
  });

  it('answers an unknown path with a helpful 404 page', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
    expect(await page.getByRole('link', { name: 'Visit the Help Center' }).isVisible()).toBe(true);
    await context.close();
  });

  it('keeps the header and asks for a reload when a page’s code is gone after a release', async () => {
    // Routing sees only the page's own requests: with the service worker fetching chunks, block it.
    const context = await browser().newContext({ ...DESKTOP, baseURL: baseUrl(), serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Design Your Life', level: 1 }).waitFor();
    // As after a release: the help page's chunk, named for the old build, is no longer on the server.
    await page.route(/\/assets\/help-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
    await page.getByRole('heading', { name: 'A new version is ready' }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.unroute(/\/assets\/help-page-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('heading', { name: 'Help Center', level: 1 }).waitFor();
    await context.close();
  });

  it('shows the footer columns and the copyright line', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('© 2025 Design Your Life').waitFor();
    const support = footer.getByRole('navigation', { name: 'Support' });
    for (const label of [
      'Help Center',
      'User Guide',
      'Contact',
      'About',
      'Plans and prices',
      'Lifetime Early Access',
    ]) {
      expect(await support.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    for (const label of ['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Legal Disclaimer']) {
      expect(await legal.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    await context.close();
  });
});
