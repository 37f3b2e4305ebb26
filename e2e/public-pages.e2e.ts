import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, newContext, useBrowser } from './support/browser';
import { publicPages } from './support/public-pages';

const browser = useBrowser();

describe('public pages', () => {
  // One visitor at each width opens every page in turn, as a visitor would (a fresh browser context per page
  // spent more time starting than checking).
  let pages: Page[] = [];
  beforeAll(async () => {
    const contexts = await Promise.all([DESKTOP, PHONE].map((device) => newContext(browser(), device)));
    pages = await Promise.all(contexts.map((context) => context.newPage()));
  });
  afterAll(async () => {
    await Promise.all(pages.map((page) => page.context().close()));
  });

  for (const [path, heading] of publicPages) {
    it(`${path} renders its heading with no serious axe violation, at desktop and phone width`, async () => {
      for (const page of pages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expectNoSeriousA11yViolations(page);
      }
    });
  }

  it('titles each page and answers an unknown address with 404 and the not-found page', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/help');
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    expect(await page.title()).toBe('Help Center · Design Your Life');
    await page.getByRole('link', { name: 'About' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'About Design Your Life' }).waitFor();
    expect(await page.title()).toBe('About · Design Your Life');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/Why Design Your Life exists/);
    const response = await page.goto('/nowhere');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: "We couldn't find that page" }).waitFor();
    expect(await page.title()).toBe('Page not found · Design Your Life');
    await context.close();
  });

  it('sends a contact message and confirms it', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Name is required.').waitFor();
    await page.getByLabel('Your name').fill('Casey');
    await page.getByLabel('Email').fill('casey@example.com');
    await page.getByLabel('Topic').selectOption('feedback');
    await page.getByLabel('Message').fill('The breathing tool helped me sleep last night. Thank you!');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('your message has reached us').waitFor();
    await context.close();
  });

  it('filters the help center FAQ as you type', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/help');
    await page.getByRole('searchbox').or(page.getByRole('textbox')).first().fill('password');
    await page
      .getByText(/password/i)
      .first()
      .waitFor();
    const search = page.getByLabel('Search the questions');
    for (const [query, question] of [
      ['cancel subscription', 'How do I cancel my subscription?'],
      ['export', 'Can I export or download my data?'],
      ['mood', null],
    ] as const) {
      await search.fill(query);
      await page
        .getByRole('status')
        .filter({ hasText: `“${query}”` })
        .first()
        .waitFor();
      expect(await page.getByText(/^No questions match/).count(), query).toBe(0);
      if (question) await page.getByText(question).waitFor();
    }
    await context.close();
  });
});
