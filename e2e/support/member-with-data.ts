import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import {
  PHONE,
  baseUrl,
  chooseForumNameViaApi,
  newContext,
  setTier,
  setTrustLevel,
  signUpViaApi,
} from './browser';

const post = async (context: BrowserContext, url: string, data: object, method = 'post') => {
  const response = await context.request.fetch(url, { method, data, headers: { origin: baseUrl() } });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { id: string };
};

/**
 * A member of the given tier on a phone, with a forum name, rest days and a little of everything; a basic member
 * of the forum (their post has a link, and its reply follows at once).
 */
export async function memberWithData(browser: Browser, tier: 'free' | 'premium') {
  const context = await newContext(browser, PHONE);
  const member = await signUpViaApi(context);
  if (tier !== 'free') await setTier(browser, member.id, tier);
  await setTrustLevel(browser, member.id, 1);
  await chooseForumNameViaApi(context);
  await post(context, '/api/profile', { restDays: [0, 6] }, 'patch');
  const channels = (await (await context.request.get('/api/community/channels')).json()) as {
    items: { id: string; canAccess: boolean }[];
  };
  const open = channels.items.find((channel) => channel.canAccess);
  const { id: postId } = await post(context, '/api/community/posts', {
    channelId: open?.id,
    postType: 'discussion',
    content: 'What helps you **start** the day calmly? I keep a [short list](https://example.com).',
  });
  await post(context, `/api/community/posts/${postId}/replies`, { content: 'A glass of water first.' });
  if (tier === 'free') return { context, postId };
  const entry = (tool: string, data: object) => post(context, `/api/tools/${tool}/entries`, { data });
  await entry('habit-tracker', {
    name: 'Walk 20 minutes',
    schedule: { type: 'weekdays', days: [1, 2, 3, 4, 5] },
    completions: [],
    archived: false,
  });
  await entry('goal-planning-tool', {
    title: 'Run a 5 km race',
    status: 'in-progress',
    milestones: [
      { id: 'm1', title: 'Run 2 km non-stop', done: true },
      { id: 'm2', title: 'Run 4 km non-stop', done: false },
    ],
  });
  await entry('gratitude-log', { items: ['The morning light'] });
  await entry('self-awareness-journal', { mode: 'free', text: 'A quiet day.', mood: 3, emotions: ['calm'] });
  return { context, postId };
}
