import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function baseUrl(): string {
  return inject('baseUrl');
}

/** System Chromium with the flags this machine needs (no downloads, no background networking). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Launches one browser for the file's tests and closes it after them; returns a getter for it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll; use it inside a test or hook.');
    return browser;
  };
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

export async function newContext(
  browser: Browser,
  device: typeof PHONE | typeof DESKTOP = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ ...device, baseURL: baseUrl() });
}

let counter = 0;

export function uniqueMember() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Jordan',
    lastName: 'Rivera',
    email: `jordan-${tag}@example.com`,
    password: 'a calm strong password',
  };
}

/** Fills in and sends the sign-up form on the page it is on (/register), as a visitor does. */
export async function registerThroughForm(page: Page, member: ReturnType<typeof uniqueMember>) {
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * From a fresh sign-up to onboarding's data step: an interest, the experience level, the day (left as it is);
 * the step 'Your data, in plain words' is showing when it returns.
 */
export async function walkOnboardingToDataStep(page: Page) {
  await page.waitForURL(/\/onboarding(\?|$)/);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/New to this/).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Your day, on your clock' }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Your data, in plain words' }).waitFor();
}

/** Creates an account through the API; the context then carries its session cookie. */
export async function signUpViaApi(context: BrowserContext, member = uniqueMember()) {
  const response = await context.request.post('/api/account/sign-up', {
    data: member,
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(201);
  const session = (await response.json()) as { user: { id: string } };
  return { ...member, id: session.user.id };
}

/**
 * Chooses the context's member's forum name through the API (their username given at sign-up unless named), as
 * the forum asks before a first post or reply; returns the name.
 */
export async function chooseForumNameViaApi(context: BrowserContext, forumName?: string): Promise<string> {
  const session = (await (await context.request.get('/api/account/session')).json()) as {
    profile: { username: string };
  };
  const response = await context.request.put('/api/profile/forum-name', {
    data: { forumName: forumName ?? session.profile.username },
    headers: { origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { username: string }).username;
}

export async function signInViaApi(
  context: BrowserContext,
  credentials: { email: string; password: string },
) {
  const response = await context.request.post('/api/account/sign-in', {
    data: credentials,
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
}

/** A new context signed in as the seeded admin (the global setup's). */
export async function adminContext(
  browser: Browser,
  device: typeof DESKTOP | typeof PHONE = DESKTOP,
): Promise<BrowserContext> {
  const context = await newContext(browser, device);
  await signInViaApi(context, inject('admin'));
  return context;
}

/** Sets site settings as the admin, from a separate context so the caller's session is untouched. */
export async function setSiteSettings(browser: Browser, settings: Record<string, unknown>) {
  const context = await newContext(browser);
  await signInViaApi(context, inject('admin'));
  const response = await context.request.put('/api/admin/settings', {
    data: settings,
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  await context.close();
}

/** Fails on any serious or critical axe violation, listing each one. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Legacy mode runs axe in the page itself: the default opens a blank page per check to merge the results of
  // frames (the app has none), which doubled the time of each check (about 0.9 s against 0.45 s).
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/** Gives a member a tier through the admin API. */
export async function setTier(browser: Browser, userId: string, subscriptionTier: string) {
  const context = await newContext(browser);
  await signInViaApi(context, inject('admin'));
  const response = await context.request.patch(`/api/admin/users/${userId}`, {
    data: { subscriptionTier },
    headers: { origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(200);
  await context.close();
}

/** The admin gives the member a forum trust level (1 basic: polls, links, images; 2 member), as one of some standing. */
export async function setTrustLevel(browser: Browser, userId: string, trustLevel: 1 | 2) {
  const context = await newContext(browser);
  await signInViaApi(context, inject('admin'));
  const response = await context.request.put(`/api/admin/community/members/${userId}/trust-level`, {
    data: { trustLevel },
    headers: { origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(200);
  await context.close();
}

/** The page has nothing wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
