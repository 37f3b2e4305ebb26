import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  chooseForumNameViaApi,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  newContext,
  registerThroughForm,
  signUpViaApi,
  uniqueMember,
  useBrowser,
  walkOnboardingToDataStep,
} from './support/browser';

const browser = useBrowser();
const FREE_CHANNEL = 'Free User Questions';
const STEP = 'Choose the name the community sees';

/** The page says nothing of the legal name. */
async function expectNoLegalName(page: Page) {
  const text = (await page.locator('body').textContent()) ?? '';
  expect(text).not.toMatch(/Zebulon|Quixotic/i);
}

describe('a forum name of the member’s choosing', () => {
  it('is asked for before the first post (390 px phone), shows instead of the legal name, and changes on the profile', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const pseudonym = `quietfern_${tag}`;
    const renamed = `brightcomet_${tag}`;

    // Someone already holds a name the new member will try.
    const holder = await newContext(browser());
    await signUpViaApi(holder);
    const taken = await chooseForumNameViaApi(holder, `taken_${tag}`);
    await holder.close();

    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto('/register');
    await registerThroughForm(page, { ...uniqueMember(), firstName: 'Zebulon', lastName: 'Quixotic' });
    await walkOnboardingToDataStep(page);
    await page.getByText(/under a forum name you choose before your first post/).waitFor();
    await page.getByRole('button', { name: 'I understand, continue' }).click();
    await page.getByRole('link', { name: 'Set today’s intention' }).waitFor();
    await page.getByRole('button', { name: 'Maybe later' }).click();
    await page.waitForURL('**/dashboard');

    // The composer asks first, prefilled with a neutral name, and says where the name shows.
    await page.goto('/community/create-post');
    const step = page.getByRole('region', { name: STEP });
    await step.waitFor();
    await step.getByText(/on your posts and replies, on your community profile/).waitFor();
    await step.getByText(/first and last name are never shown to other members/).waitFor();
    const field = step.getByLabel('Forum name');
    const given = await field.inputValue();
    expect(given).toMatch(/^[a-z]+\d{4}$/);
    expect(given).not.toMatch(/zebulon|quixotic/);
    expect(await page.getByLabel('Channel').count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    await field.fill(taken);
    await step.getByRole('button', { name: 'Use this name' }).click();
    await step.getByText('That forum name is taken.').waitFor();
    await field.fill(pseudonym);
    await step.getByRole('button', { name: 'Use this name' }).click();

    // Then the post, which shows the pseudonym.
    await page.getByLabel('Channel').selectOption({ label: FREE_CHANNEL });
    const content = `My first post under a name I chose ${tag}`;
    await page.getByLabel('Title', { exact: true }).fill(content);
    await page.getByLabel('Content').fill(content);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.waitForURL(/\/community\/post\/[^/]+$/);
    const postUrl = page.url();
    const article = page.getByRole('article', { name: content });
    await article.getByRole('link', { name: pseudonym }).waitFor();
    await expectNoHorizontalScroll(page);

    // Another member sees the pseudonym, never the legal name, and is asked for their own before replying.
    const reader = await newContext(browser(), DESKTOP);
    await signUpViaApi(reader);
    const readerPage = await reader.newPage();
    await readerPage.goto(postUrl);
    await readerPage.getByRole('article', { name: content }).getByRole('link', { name: pseudonym }).waitFor();
    const replyStep = readerPage.getByRole('region', { name: STEP });
    await replyStep.waitFor();
    const readerName = await replyStep.getByLabel('Forum name').inputValue();
    await expectNoLegalName(readerPage);
    await replyStep.getByRole('button', { name: 'Use this name' }).click();
    await readerPage.getByLabel('Your reply').fill('Welcome! Lovely to meet you.');
    await readerPage.getByRole('button', { name: 'Reply', exact: true }).click();
    await readerPage.getByRole('list', { name: 'Replies' }).getByRole('link', { name: readerName }).waitFor();
    await readerPage.goto(`/community/user/${pseudonym}`);
    await readerPage.getByRole('heading', { level: 1, name: pseudonym }).waitFor();
    await readerPage.getByRole('article', { name: content }).waitFor();
    await expectNoLegalName(readerPage);

    // The member changes the name on their profile; the post follows.
    await page.goto('/profile');
    const card = page.getByRole('heading', { name: 'Your forum name' }).locator('..');
    await card.getByText(/on your posts and replies, on your community profile/).waitFor();
    const profileField = card.getByLabel('Forum name');
    expect(await profileField.inputValue()).toBe(pseudonym);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await profileField.fill('no spaces here');
    await card.getByRole('button', { name: 'Save forum name' }).click();
    await card.getByText('A forum name is 3–20 characters: letters, digits or _.').waitFor();
    await profileField.fill(renamed);
    await card.getByRole('button', { name: 'Save forum name' }).click();
    await page
      .locator('[data-variant]')
      .filter({ hasText: `The community sees you as ${renamed}.` })
      .waitFor();

    await readerPage.goto(postUrl);
    await readerPage.getByRole('article', { name: content }).getByRole('link', { name: renamed }).waitFor();
    await expectNoLegalName(readerPage);
    await reader.close();
    await context.close();
  });
});
