import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  PHONE,
  baseUrl,
  chooseForumNameViaApi,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  newContext,
  setTrustLevel,
  signInViaApi,
  signUpViaApi,
  useBrowser,
} from './support/browser';

const browser = useBrowser();
const FREE_CHANNEL = 'Free User Questions';

/** A new free member in their own context, who chose their forum name; returns the context and the name. */
async function member(device?: typeof PHONE) {
  const context = await newContext(browser(), device);
  const { id } = await signUpViaApi(context);
  return { context, id, username: await chooseForumNameViaApi(context) };
}

async function freeChannelId(context: BrowserContext): Promise<string> {
  const response = await context.request.get('/api/community/channels');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const channel = items.find((c) => c.name === FREE_CHANNEL);
  if (!channel) throw new Error(`no channel named ${FREE_CHANNEL}`);
  return channel.id;
}

/** Setup through the API: a post by the context's member, returning its id. */
async function postViaApi(context: BrowserContext, content: string): Promise<string> {
  const response = await context.request.post('/api/community/posts', {
    data: { channelId: await freeChannelId(context), postType: 'discussion', content },
    headers: { origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function replyViaApi(context: BrowserContext, postId: string, content: string) {
  const response = await context.request.post(`/api/community/posts/${postId}/replies`, {
    data: { content },
    headers: { origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const toast = (page: Page, title: string) =>
  page.locator('[data-variant]').filter({ has: page.getByText(title, { exact: true }) });

async function createPostInUi(page: Page, type: 'Question' | 'Poll', text: string, options: string[] = []) {
  await fillPostInUi(page, type, text, options);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await page.waitForURL(/\/community\/post\/[^/]+$/);
  await page.getByRole('article', { name: text }).waitFor();
}

async function fillPostInUi(page: Page, type: 'Question' | 'Poll', text: string, options: string[]) {
  await page.goto('/community/create-post');
  await page.getByLabel('Channel').selectOption({ label: FREE_CHANNEL });
  await page.getByLabel('Type').selectOption({ label: type });
  await page.getByLabel('Title', { exact: true }).fill(text);
  await page.getByLabel(type === 'Poll' ? 'Your poll question' : 'Your question').fill(text);
  for (const [i, option] of options.entries())
    await page.getByLabel(`Option ${i + 1}`, { exact: true }).fill(option);
}

describe('community', () => {
  it('a member asks, others reply, and the accepted answer moves first', async () => {
    const asker = await member();
    const page = await asker.context.newPage();
    await page.goto('/community/create-post');
    await page.getByLabel('Channel').waitFor();
    await expectNoSeriousA11yViolations(page);
    const question = `How do you keep a breathing habit? ${Date.now()}`;
    await createPostInUi(page, 'Question', question);
    const postUrl = page.url();
    const postId = postUrl.split('/').pop()!;

    const early = await member();
    await replyViaApi(early.context, postId, 'Try it after brushing your teeth.');
    const helper = await member();
    const helperPage = await helper.context.newPage();
    await helperPage.goto(postUrl);
    await helperPage.getByLabel('Your reply').fill('Four counts in, six out, every morning.');
    await helperPage.getByRole('button', { name: 'Reply', exact: true }).click();
    await helperPage.getByText('Four counts in, six out, every morning.').waitFor();

    await page.reload();
    const replies = page.getByRole('list', { name: 'Replies' });
    await replies.getByRole('article').nth(1).getByText('Four counts in').waitFor();
    await expectNoSeriousA11yViolations(page);
    await replies.getByRole('article').nth(1).getByRole('button', { name: 'Mark as answer' }).click();
    const first = replies.getByRole('article').first();
    await first.getByText('Accepted answer').waitFor();
    expect(await first.textContent()).toContain('Four counts in, six out, every morning.');
    await page.getByText('Answered').first().waitFor();

    // Only the asker (and admins) may mark the answer.
    await helperPage.reload();
    await helperPage.getByRole('list', { name: 'Replies' }).waitFor();
    expect(await helperPage.getByRole('button', { name: 'Mark as answer' }).count()).toBe(0);
    for (const m of [asker, early, helper]) await m.context.close();
  });

  it("votes in a poll once ('Already voted' the second time), likes and unlikes, and reports", async () => {
    const pollster = await member();
    const page = await pollster.context.newPage();
    const text = `Morning or evening practice? ${Date.now()}`;
    // A new member is told why a poll waits, and how far they are; once the admin trusts them, it posts.
    await fillPostInUi(page, 'Poll', text, ['Morning', 'Evening']);
    await page.getByText(/^As a new member, you can share links, images and polls once/).waitFor();
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page
      .getByText('New members can start polls after reading a little longer', { exact: false })
      .first()
      .waitFor();
    await setTrustLevel(browser(), pollster.id, 1);
    await createPostInUi(page, 'Poll', text, ['Morning', 'Evening']);
    // A second tab opened before the vote, whose live updates do not arrive (a proxy dropped its stream),
    // still offers the buttons.
    const staleTab = await pollster.context.newPage();
    await staleTab.route('**/live', (route) => route.abort());
    await staleTab.goto(page.url());
    await staleTab.getByRole('button', { name: 'Vote for Morning' }).waitFor();

    await page.getByRole('button', { name: 'Vote for Evening' }).click();
    await page.getByRole('meter', { name: 'Evening: 100%' }).waitFor();
    await staleTab.getByRole('button', { name: 'Vote for Morning' }).click();
    const already = toast(staleTab, 'Already voted');
    await already.waitFor();
    expect(await already.getAttribute('data-variant')).toBe('default');
    await staleTab.getByText('You can only vote once per poll.').first().waitFor();

    const neighbour = await member();
    const other = await neighbour.context.newPage();
    await other.goto(page.url());
    const likeCount = other.getByTestId('like-count');
    await other.getByRole('button', { name: 'Like', exact: true }).click();
    await other.getByRole('button', { name: 'Unlike' }).waitFor();
    await other.reload();
    await other.getByRole('button', { name: 'Unlike' }).waitFor();
    expect(await likeCount.textContent()).toBe('1');
    await other.getByRole('button', { name: 'Unlike' }).click();
    await other.getByRole('button', { name: 'Like', exact: true }).waitFor();
    await other.reload();
    await other.getByRole('button', { name: 'Like', exact: true }).waitFor();
    expect(await likeCount.textContent()).toBe('0');

    await other.getByRole('button', { name: 'Report this post' }).click();
    const dialog = other.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('radio', { name: 'Off topic' }).check();
    await dialog.getByLabel(/A note for the moderators/).fill('Belongs in another channel.');
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await toast(other, 'Report submitted').waitFor();
    for (const m of [pollster, neighbour]) await m.context.close();
  });

  it("an admin's pin leads the feed, and the author's page lists their posts", async () => {
    const author = await member();
    const content = `A gentle hello from the pin test ${Date.now()}`;
    await postViaApi(author.context, content);
    const newer = await member();
    await postViaApi(newer.context, `A newer post ${Date.now()}`);

    const admin = await newContext(browser());
    await signInViaApi(admin, inject('admin'));
    const adminPage = await admin.newPage();
    await adminPage.goto(`/community/user/${author.username}`);
    const authorPosts = adminPage.getByRole('list', { name: `Posts by ${author.username}` });
    await authorPosts.getByRole('article', { name: content }).waitFor();
    await expectNoSeriousA11yViolations(adminPage);
    await authorPosts.getByRole('link', { name: content }).click();
    await adminPage.getByRole('button', { name: 'Pin', exact: true }).click();
    await adminPage.getByRole('button', { name: 'Unpin' }).waitFor();

    const page = await author.context.newPage();
    await page.goto('/community');
    const first = page.getByRole('list', { name: 'Posts', exact: true }).getByRole('article').first();
    await first.getByText('Pinned').waitFor();
    expect(await first.getAttribute('aria-label')).toBe(content);
    await expectNoSeriousA11yViolations(page);
    await adminPage.getByRole('button', { name: 'Unpin' }).click();
    await adminPage.getByRole('button', { name: 'Pin', exact: true }).waitFor();
    for (const c of [author.context, newer.context, admin]) await c.close();
  });

  it('the feed fits a 390 px phone', async () => {
    const phone = await member(PHONE);
    await postViaApi(phone.context, `Posting from my phone ${Date.now()}`);
    const page = await phone.context.newPage();
    await page.goto('/community');
    await page.getByRole('list', { name: 'Posts', exact: true }).getByRole('article').first().waitFor();
    await page
      .getByRole('navigation', { name: 'Channels' })
      .getByRole('button', { name: 'All', exact: true })
      .waitFor();
    await page.getByRole('link', { name: 'New post' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await phone.context.close();
  });
});
