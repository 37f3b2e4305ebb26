import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminContext,
  baseUrl,
  chooseForumNameViaApi,
  DESKTOP,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  newContext,
  PHONE,
  signUpViaApi,
  useBrowser,
} from './support/browser';

const browser = useBrowser();
const FREE_CHANNEL = 'Free User Questions';

async function send(context: BrowserContext, url: string, data: unknown) {
  const response = await context.request.post(url, { data, headers: { origin: baseUrl() } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** A member's post in the free channel, reported by another member (setup through the API). */
async function reportedPost(content: string) {
  const author = await newContext(browser());
  await signUpViaApi(author);
  await chooseForumNameViaApi(author);
  const channels = (await (await author.request.get('/api/community/channels')).json()) as {
    items: { id: string; name: string }[];
  };
  const channelId = channels.items.find((c) => c.name === FREE_CHANNEL)?.id;
  if (!channelId) throw new Error(`no channel named ${FREE_CHANNEL}`);
  const post = await send(author, '/api/community/posts', { channelId, postType: 'discussion', content });
  const reporter = await newContext(browser());
  await signUpViaApi(reporter);
  await send(reporter, '/api/community/reports', {
    contentType: 'post',
    postId: post.id,
    reason: 'spam',
    note: 'Selling something',
  });
  await author.close();
  await reporter.close();
  return post.id;
}

describe('community moderation', () => {
  it('an admin resolves a report by hiding the post, and finds it among the resolved', async () => {
    const content = `Buy my course ${Date.now().toString(36)}`;
    const postId = await reportedPost(content);
    const context = await adminContext(browser());
    const page = await context.newPage();
    await page.goto('/admin/reports');
    // The menu names how many reported items are open (other journeys report too: compare with the API).
    const navShowsOpenReports = async () => {
      const counts = (await (await context.request.get('/api/admin/nav-counts')).json()) as {
        openReports: number;
      };
      const name = counts.openReports > 0 ? `Reports, ${counts.openReports} open` : 'Reports';
      return page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true }).count();
    };
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /^Reports, \d+ open$/ })
      .waitFor();
    await expect.poll(navShowsOpenReports).toBe(1);
    const card = page.getByRole('article').filter({ hasText: content });
    await card.getByText('Spam or advertising × 1').waitFor();
    await card.getByText('“Selling something”').waitFor();
    await card.getByRole('button', { name: 'Hide' }).click();
    await page.getByText('Post hidden', { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });
    await expect.poll(navShowsOpenReports).toBe(1);

    await page.getByRole('tab', { name: 'Resolved' }).click();
    await page.getByRole('article').filter({ hasText: content }).getByText('Hidden').waitFor();
    const posts = (await (
      await context.request.get(`/api/admin/community/posts?q=${encodeURIComponent(content)}`)
    ).json()) as { items: { id: string; isHidden: boolean; pendingReports: number }[] };
    expect(posts.items).toEqual([expect.objectContaining({ id: postId, isHidden: true, pendingReports: 0 })]);
    await context.close();
  });

  it('an admin deletes a post from the community table after confirming', async () => {
    const content = `Delete me please ${Date.now().toString(36)}`;
    await reportedPost(content);
    const context = await adminContext(browser());
    const page = await context.newPage();
    await page.goto('/admin/community');
    await page.getByPlaceholder('Search posts by their words').fill(content);
    const row = page.getByRole('row').filter({ hasText: content });
    await row.getByRole('cell', { name: '1', exact: true }).waitFor();
    await row.getByRole('button', { name: /Delete/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete this post?' })
      .getByRole('button', { name: 'Delete post' })
      .click();
    await page.getByText('Post deleted successfully', { exact: true }).waitFor();
    await page.getByText(`No post matches “${content}”.`).waitFor();
    await context.close();
  });

  for (const device of [DESKTOP, PHONE]) {
    it(`the Community and Reports pages pass axe at ${device.viewport.width} px with content`, async () => {
      await reportedPost(`Axe check ${Date.now().toString(36)}`);
      const context = await adminContext(browser(), device);
      const page = await context.newPage();
      for (const path of ['community', 'reports']) {
        await page.goto(`/admin/${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const first =
          path === 'community'
            ? page.getByRole('link', { name: /^View post/ }).first()
            : page.getByRole('article').first();
        await first.waitFor();
        await expectNoSeriousA11yViolations(page);
        if (device === PHONE) await expectNoHorizontalScroll(page);
      }
      await context.close();
    }, 120_000);
  }
});
