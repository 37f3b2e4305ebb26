import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  PHONE,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  newContext,
  setTier,
  signInViaApi,
  signUpViaApi,
  useBrowser,
} from './support/browser';

const browser = useBrowser();

/** Opens the help panel from the header, checks it, and closes it again. */
async function openHelp(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByRole('button', { name: 'Need help now' }).click();
  const panel = page.getByRole('dialog', { name: 'Need help now' });
  await panel.getByRole('heading', { name: 'Talk to someone now' }).waitFor();
  await panel.getByRole('combobox', { name: 'Country' }).waitFor();
  return panel;
}

describe('help now, from every page', () => {
  it('opens one tap from the header on a phone, for a visitor, a member and the admin', async () => {
    const visitor = await newContext(browser(), PHONE);
    const page = await visitor.newPage();
    for (const path of ['/', '/library', '/help', '/login']) {
      const panel = await openHelp(page, path);
      await expectNoHorizontalScroll(page);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
    }
    await visitor.close();

    const member = await newContext(browser(), PHONE);
    await signUpViaApi(member);
    const memberPage = await member.newPage();
    for (const path of ['/dashboard', '/tools/self-awareness-journal', '/community', '/progress']) {
      const panel = await openHelp(memberPage, path);
      if (path === '/dashboard') await expectNoSeriousA11yViolations(memberPage);
      await memberPage.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
    }
    await member.close();

    const admin = await newContext(browser(), PHONE);
    await signInViaApi(admin, inject('admin'));
    const adminPage = await admin.newPage();
    const panel = await openHelp(adminPage, '/admin');
    // The machine's language is the default country's; the lines are the ones an admin keeps.
    await panel.getByRole('combobox', { name: 'Country' }).selectOption('GB');
    await panel.getByRole('link', { name: 'Call 116 123' }).waitFor();
    expect(await panel.getByRole('link', { name: 'Call 116 123' }).getAttribute('href')).toBe('tel:116123');
    await admin.close();
  });

  it('opens offline, from what the device kept when the app was installed', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The worker keeps the panel's code when it installs: the page itself never loaded it.
    const panelCached = () =>
      page.evaluate(async () => {
        const meta = document.querySelector('meta[name="offline-assets"]')?.getAttribute('content') ?? '';
        const wanted = meta.split(' ').filter(Boolean);
        if (wanted.length === 0) return false;
        for (const url of wanted) if (!(await caches.match(url))) return false;
        return true;
      });
    await expect.poll(panelCached, { timeout: 20_000 }).toBe(true);
    await context.setOffline(true);
    await page.goto('/library');
    await page.getByText('You are offline.').first().waitFor();
    await page.getByRole('button', { name: 'Need help now' }).click();
    const panel = page.getByRole('dialog', { name: 'Need help now' });
    await panel.getByRole('heading', { name: 'Talk to someone now' }).waitFor();
    await panel.getByRole('button', { name: 'Start (1 minute)' }).click();
    await panel.getByText('Name 5 things you can see.').waitFor();
    await context.close();
  });

  it('offers help when journal words are heavy, and no request carries them', async () => {
    const context = await newContext(browser(), PHONE);
    const member = await signUpViaApi(context);
    await setTier(browser(), member.id, 'premium');
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
    await page.goto('/tools/self-awareness-journal');
    const entry = page.getByLabel('Your answer');
    await entry.fill('Work was long. I want to kill myself some days.');
    const card = page.getByRole('complementary', { name: 'Support' });
    await card.waitFor();
    await expectNoHorizontalScroll(page);
    await card.getByRole('button', { name: 'See help now' }).click();
    await page.getByRole('dialog', { name: 'Need help now' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(sent.filter((line) => /kill(%20|\+|\s)myself/i.test(line))).toEqual([]);
    await context.close();
  });
});
