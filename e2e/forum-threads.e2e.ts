import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  baseUrl,
  chooseForumNameViaApi,
  expectNoSeriousA11yViolations,
  newContext,
  setTier,
  setTrustLevel,
  signUpViaApi,
  useBrowser,
} from './support/browser';

const browser = useBrowser();
const CHANNEL = 'General Discussion';
// What a growth member may post in, in the forum's order (not the Lifetime Masters' room).
const GROWTH_CHANNELS = [
  'Free User Questions',
  CHANNEL,
  'Questions & Support',
  'Skill Spotlight',
  'Tool Talk',
  'Wins & Celebrations',
];

/**
 * A growth member in their own context, with the forum name given and the basic trust level (a new member's
 * writes are 30 s apart: trust.routes.test); returns the context and the name.
 */
async function growthMember(forumName: string, device?: typeof PHONE) {
  const context = await newContext(browser(), device);
  const { id } = await signUpViaApi(context);
  await setTier(browser(), id, 'growth');
  await setTrustLevel(browser(), id, 1);
  return { context, name: await chooseForumNameViaApi(context, forumName) };
}

/** Setup through the API: a topic by the context's member in General Discussion. */
async function postViaApi(context: BrowserContext, title: string, content: string) {
  const channels = (await (await context.request.get('/api/community/channels')).json()) as {
    items: { id: string; name: string }[];
  };
  const response = await context.request.post('/api/community/posts', {
    data: {
      channelId: channels.items.find((c) => c.name === CHANNEL)?.id,
      postType: 'discussion',
      title,
      content,
    },
    headers: { origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Resolves once the server holds a new-topic or reply draft containing `text` (saved once typing stops). */
const draftSaved = (page: Page, text: string) =>
  page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      r.url().includes('/api/community/drafts/') &&
      (r.request().postData() ?? '').includes(text) &&
      r.ok(),
  );

const bell = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('forum threads', () => {
  it('a titled topic from a restored draft, a reply with a mention edited on a 390 px phone, and the bell', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const title = `Evening walks after a long day ${tag}`;
    const content = 'Twenty minutes outside before dinner, phone left at home. Anyone else?';
    const a = await growthMember(`walker_${tag}`);
    const b = await growthMember(`strider_${tag}`, PHONE);

    // 1. A writes a topic; a reload before posting brings it back from the server's draft.
    const page = await a.context.newPage();
    await page.goto('/community/create-post');
    const channel = page.getByLabel('Channel');
    await channel.waitFor();
    expect(await channel.locator('option').allTextContents()).toEqual(GROWTH_CHANNELS);
    await channel.selectOption({ label: CHANNEL });
    await page.getByLabel('Type').selectOption({ label: 'Discussion' });
    await page.getByLabel('Title', { exact: true }).fill(title);
    const saved = draftSaved(page, content);
    await page.getByLabel('Content', { exact: true }).fill(content);
    await saved;
    expect(await page.getByRole('status').filter({ hasText: 'Draft restored' }).count()).toBe(0);

    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Draft restored' }).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    expect(await page.getByLabel('Content', { exact: true }).inputValue()).toBe(content);
    expect(await page.getByLabel('Channel').locator('option:checked').textContent()).toBe(CHANNEL);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.waitForURL(/\/community\/post\/[^/]+$/);
    const postUrl = new URL(page.url()).pathname;
    // The new page's heading (the form's page had its own while the topic's loaded).
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${title}`));

    // 2. The feed's card is headed by the title, linking to the topic.
    await page.goto('/community');
    const card = page.getByRole('list', { name: 'Posts', exact: true }).getByRole('article', { name: title });
    const heading = card.getByRole('heading', { name: title });
    await heading.waitFor();
    expect(await heading.getByRole('link', { name: title }).getAttribute('href')).toBe(postUrl);

    // 3. B, on a phone, replies mentioning A: the mention links to A's profile.
    const phone = await b.context.newPage();
    await phone.goto(postUrl);
    await phone.getByRole('heading', { level: 1, name: title }).waitFor();
    await phone.getByLabel('Your reply').fill(`@${a.name} same here, it helps me sleep.`);
    await phone.getByRole('button', { name: 'Reply', exact: true }).click();
    const reply = phone.getByRole('list', { name: 'Replies' }).getByRole('article', { name: 'Reply' });
    await reply.getByText('it helps me sleep').waitFor();
    const mention = reply.getByRole('link', { name: `@${a.name}`, exact: true });
    expect(await mention.getAttribute('href')).toBe(`/community/user/${a.name}`);

    // 4. B edits the reply: the new words show, marked as edited, and stay after a reload.
    await reply.getByRole('button', { name: 'Edit reply' }).click();
    await reply
      .getByLabel('Edit your reply')
      .fill(`@${a.name} same here, twenty minutes and I sleep better.`);
    await reply.getByRole('button', { name: 'Save changes' }).click();
    await reply.getByText('twenty minutes and I sleep better').waitFor();
    await reply.getByText(/^Edited /).waitFor();
    expect(await reply.getByLabel('Edit your reply').count()).toBe(0);
    await phone.reload();
    await reply.getByText('twenty minutes and I sleep better').waitFor();
    await reply.getByText(/^Edited /).waitFor();
    expect(await reply.getByText('it helps me sleep').count()).toBe(0);
    await reply.getByRole('link', { name: `@${a.name}`, exact: true }).waitFor();
    await expectNoSeriousA11yViolations(phone);

    // A reply on A's own topic tells A of the reply only (not of the mention as well); a mention elsewhere is a
    // notification of its own.
    const elsewhere = `Walking clubs near you ${tag}`;
    await postViaApi(b.context, elsewhere, `Is there one, @${a.name}? Your evening walks sound lovely.`);

    // 5. A's bell: two new; opening it clears the badge, the items stay unread, and a reload keeps it cleared.
    await page.goto('/dashboard');
    await bell(page, 'Notifications, 2 new').waitFor();
    const [seen] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/notifications/seen') && r.ok()),
      bell(page, 'Notifications, 2 new').click(),
    ]);
    expect(seen.request().method()).toBe('POST');
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('link', { name: `Unread: ${b.name} replied to “${title}”` }).waitFor();
    await panel.getByRole('link', { name: `Unread: ${b.name} mentioned you in “${elsewhere}”` }).waitFor();
    await bell(page, 'Notifications').waitFor();
    expect(await bell(page, 'Notifications').getAttribute('aria-expanded')).toBe('true');

    const listed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/notifications' && r.request().method() === 'GET',
    );
    await page.reload();
    // The bell's name is drawn from this answer: it holds nothing new, and the two unread.
    const after = (await (await listed).json()) as { unseenCount: number; unreadCount: number };
    expect(after).toMatchObject({ unseenCount: 0, unreadCount: 2 });
    await bell(page, 'Notifications').click();
    await panel.getByRole('link', { name: `Unread: ${b.name} replied to “${title}”` }).waitFor();
    await panel.getByRole('link', { name: `Unread: ${b.name} mentioned you in “${elsewhere}”` }).waitFor();
    expect(await bell(page, 'Notifications').getAttribute('aria-expanded')).toBe('true');

    // 6. The topic's page for its author, with the reply.
    await page.goto(postUrl);
    await page
      .getByRole('list', { name: 'Replies' })
      .getByText('twenty minutes and I sleep better')
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    for (const c of [a.context, b.context]) await c.close();
  });

  it('a reply appears live in the other member’s open thread, without a reload', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const title = `Live thread ${tag}`;
    const a = await growthMember(`reader_${tag}`);
    const b = await growthMember(`writer_${tag}`, PHONE);
    await postViaApi(a.context, title, 'Who is up early?');
    const page = await a.context.newPage();
    await page.goto('/community');
    const live = page.waitForResponse((r) => /\/posts\/[^/]+\/live$/.test(r.url()) && r.status() === 200);
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await live;

    const phone = await b.context.newPage();
    await phone.goto(new URL(page.url()).pathname);
    await phone.getByLabel('Your reply').fill(`Me, with tea ${tag}.`);
    const sent = Date.now();
    await phone.getByRole('button', { name: 'Reply', exact: true }).click();
    await page
      .getByRole('list', { name: 'Replies' })
      .getByText(`Me, with tea ${tag}.`)
      .waitFor({ timeout: 5_000 });
    // Within the two seconds the issue asks, measured from the click (the reply's own save included).
    expect(Date.now() - sent).toBeLessThan(4_000);
    for (const c of [a.context, b.context]) await c.close();
  });

  it('an image with its alt text in a reply, loaded lazily in its box, seen by another member on a phone', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const title = `The view from my walk ${tag}`;
    const a = await growthMember(`viewer_${tag}`);
    const b = await growthMember(`looker_${tag}`, PHONE);
    await postViaApi(a.context, title, 'Where do you walk?');
    const page = await a.context.newPage();
    await page.goto('/community');
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByLabel('Your reply').fill('This was mine today:');
    await page.getByRole('button', { name: 'Add image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an image' });
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3b7a57' } })
      .jpeg()
      .toBuffer();
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'walk.jpg', mimeType: 'image/jpeg', buffer: picture });
    await dialog.getByLabel('Describe the image').fill('A green field under a grey sky');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add image' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Your reply').inputValue()).toMatch(
      /^This was mine today:\n\n!\[A green field under a grey sky\]\(\/forum-images\/[0-9a-f-]{36}-1200x800\.webp\)\n$/,
    );
    await page.getByRole('button', { name: 'Reply', exact: true }).click();

    const phone = await b.context.newPage();
    await phone.goto(new URL(page.url()).pathname);
    const image = phone
      .getByRole('list', { name: 'Replies' })
      .getByRole('img', { name: 'A green field under a grey sky' });
    await image.waitFor();
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual(['1200', '800']);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    // Scaled to the phone's width, never wider.
    const box = await image.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.viewport.width);
    await expectNoSeriousA11yViolations(phone);
    for (const c of [a.context, b.context]) await c.close();
  });
});
