import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  useBrowser,
} from './support/browser';
import { publicPages } from './support/public-pages';

const browser = useBrowser();

const publicPaths = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/library',
  '/skills/mindfulness',
  '/tools',
  '/help',
  '/user-guide',
  '/contact',
  '/about',
  '/privacy',
  '/terms',
  '/cookies',
  '/lifetime-early-access',
  '/pricing',
];
/** Already checked with axe in the light theme, at desktop and phone width, by public-pages.e2e.ts. */
const sweptInLightByPublicPages = new Set<string>(publicPages.map(([path]) => path));
const memberPaths = [
  '/dashboard',
  '/profile',
  '/skill/body-scan',
  '/tools/values-clarification',
  '/tools/mindful-breathing',
  '/tools/gratitude-log',
  '/community/badges',
  '/review',
];

function themedContext(colorScheme: 'light' | 'dark', device: typeof DESKTOP | typeof PHONE = DESKTOP) {
  return browser().newContext({ ...device, baseURL: baseUrl(), colorScheme });
}

async function expectPagesAccessible(context: BrowserContext, paths: string[], dark: boolean) {
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), path).toBe(dark);
    await expectNoSeriousA11yViolations(page);
  }
}

describe('themes', () => {
  for (const scheme of ['light', 'dark'] as const) {
    // In groups of five pages, so each test stays well within its time on a busy machine.
    const sweep =
      scheme === 'light' ? publicPaths.filter((path) => !sweptInLightByPublicPages.has(path)) : publicPaths;
    for (let start = 0; start < sweep.length; start += 5) {
      const paths = sweep.slice(start, start + 5);
      it(`passes axe (contrast included) in the ${scheme} theme on ${paths.join(', ')}`, async () => {
        const context = await themedContext(scheme);
        await expectPagesAccessible(context, paths, scheme === 'dark');
        await context.close();
      });
    }

    it(`passes axe on member pages in the ${scheme} theme`, async () => {
      const context = await themedContext(scheme);
      await signUpViaApi(context);
      await expectPagesAccessible(context, memberPaths, scheme === 'dark');
      await context.close();
    }, 120_000);
  }

  it('switches theme from the header, remembers it, and paints dark from the first frame', async () => {
    const context = await themedContext('light');
    const page = await context.newPage();
    await page.goto('/library');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await nav.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');

    // Reloaded: the class is there as soon as the document is parsed, before the app's script runs.
    await page.goto('/library', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(250, 250, 249)');

    // The inline script of index.html alone sets it, with every app script refused: the CSP lets that one
    // script run by its hash, and no violation is reported.
    const noServiceWorker = await browser().newContext({
      ...DESKTOP,
      baseURL: baseUrl(),
      serviceWorkers: 'block',
    });
    const bare = await noServiceWorker.newPage();
    await bare.addInitScript(() => {
      localStorage.setItem('dyl-theme', 'dark');
      document.addEventListener('securitypolicyviolation', (event) => {
        document.documentElement.dataset.cspViolation = event.violatedDirective;
      });
    });
    await bare.route('**/assets/*.js', (route) => route.abort());
    await bare.goto('/library', { waitUntil: 'domcontentloaded' });
    expect(await bare.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await bare.evaluate(() => document.documentElement.dataset.cspViolation)).toBeUndefined();
    await noServiceWorker.close();

    await nav.getByRole('button', { name: 'System theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });

  it('offers the theme in the phone menu', async () => {
    const context = await themedContext('dark', PHONE);
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Light' }).tap();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });
});
