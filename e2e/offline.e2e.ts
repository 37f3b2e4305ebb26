import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signUpViaApi, useBrowser } from './support/browser';

const browser = useBrowser();

/** Every URL held in any of the page's Cache Storage caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) urls.push(request.url);
    }
    return urls;
  });

describe('installable, and open offline', () => {
  it('links a manifest with 192/512 and maskable icons, and theme colours for both themes', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href!)).json()) as {
      icons: { src: string; sizes: string; purpose?: string }[];
      display: string;
    };
    expect(manifest.display).toBe('standalone');
    for (const sizes of ['192x192', '512x512'])
      expect(manifest.icons.some((i) => i.sizes === sizes)).toBe(true);
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons)
      expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
    expect(await page.locator('meta[name="theme-color"][media*="dark"]').count()).toBe(1);
    expect(await page.locator('meta[name="theme-color"][media*="light"]').count()).toBe(1);
    await context.close();
  });

  it('opens the cached shell offline with a clear notice, and never caches an API response', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/library');
    await page.getByRole('heading', { level: 1, name: 'Skill Library' }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The worker has the shell and the chunks this page loaded (sent to it after registration). Every one of
    // them, not just a few: on a loaded machine the last ones are still being stored when the test goes offline.
    const loadedAssets = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/assets/')),
      );
    const missingFromCache = async (wanted: string[]) => {
      const cached = new Set(await cachedUrls(page));
      return wanted.filter((url) => !cached.has(url));
    };
    const libraryAssets = await loadedAssets();
    expect(libraryAssets.length).toBeGreaterThan(2);
    await expect.poll(() => missingFromCache(libraryAssets), { timeout: 20_000 }).toEqual([]);
    // A member page that talks to the API, seen through the worker now that it controls the page.
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const dashboardAssets = await loadedAssets();
    await expect.poll(() => missingFromCache(dashboardAssets), { timeout: 20_000 }).toEqual([]);

    await context.setOffline(true);
    await page.goto('/library');
    await page.getByText('You are offline.').waitFor();
    await page.getByRole('link', { name: 'Design Your Life' }).first().waitFor();

    const urls = await cachedUrls(page);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Skill Library' }).waitFor();
    expect(await page.getByText('You are offline.').count()).toBe(0);

    // A member page opened offline waits on its own address for the connection: nobody is sent to /login.
    await context.setOffline(true);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'This page needs a connection' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // Back online, it opens by itself, still signed in.
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await context.close();
  });
});
