import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  chooseForumNameViaApi,
  DESKTOP,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  newContext,
  PHONE,
  registerThroughForm,
  setTier,
  signUpViaApi,
  uniqueMember,
  useBrowser,
  walkOnboardingToDataStep,
} from './support/browser';

const browser = useBrowser();

const post = (context: BrowserContext, url: string, data: object) =>
  context.request.post(url, { data, headers: { origin: baseUrl() } });

/** The member's day as the server counts it for a new member (UTC, day ending at 04:00). */
function memberToday(): string {
  return new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);
}

describe('member space', () => {
  it('sign up → onboarding → dashboard shows the first intention', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const member = uniqueMember();
    await page.goto('/register');
    await registerThroughForm(page, member);
    await walkOnboardingToDataStep(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'I understand, continue' }).click();
    await page.getByRole('link', { name: 'Set today’s intention' }).waitFor();
    const created = await post(context, '/api/tools/intention-setting-tool/entries', {
      data: { date: memberToday(), intention: 'Notice three good things', focusArea: 'Joy' },
    });
    expect(created.status()).toBe(201);
    await page.getByRole('button', { name: 'Maybe later' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('“Notice three good things”').waitFor();
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('ticks a habit on the dashboard and sees it on /progress/streaks', async () => {
    const context = await newContext(browser());
    const member = await signUpViaApi(context);
    await setTier(browser(), member.id, 'growth');
    const habit = await post(context, '/api/tools/habit-tracker/entries', {
      data: { name: 'Drink water', schedule: { type: 'daily' }, completions: [], archived: false },
    });
    expect(habit.status()).toBe(201);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const tick = page.getByRole('checkbox', { name: 'Drink water' });
    // The box shows ticked at once; the reload waits for the save, which it would otherwise cut off.
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/habit-tracker/'),
    );
    await tick.check();
    await expect.poll(() => tick.isChecked()).toBe(true);
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Drink water' }).isChecked()).toBe(true);
    await page.goto('/progress/streaks');
    await page.getByText(/Drink water: 1 of \d+ due days/).waitFor();
    await page.getByText(/1 day in a row/).waitFor();
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('draws one journal entry as one point on the 1–5 mood scale, and calls no emotion "most named" in a tie', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const journal = await post(context, '/api/tools/self-awareness-journal/entries', {
      data: { mode: 'free', text: 'A quiet day.', mood: 3, emotions: ['calm', 'tired'] },
    });
    expect(journal.status()).toBe(201);
    const page = await context.newPage();
    await page.goto('/progress/mood-trends');
    const mood = page.getByRole('figure').filter({ hasText: 'Mood per day' });
    await mood.getByText('Average mood 3.0 of 5 over 1 day').waitFor();
    // One point, on an axis from 1 to 5 whatever the data.
    await expect.poll(() => mood.locator('.recharts-line-dots circle').count()).toBe(1);
    await expect
      .poll(() =>
        mood.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents(),
      )
      .toEqual(['1', '2', '3', '4', '5']);
    const emotions = page.getByRole('figure').filter({ hasText: 'Emotions you named' });
    await emotions.getByText('Each named once: calm and tired.').waitFor();
    expect(await emotions.textContent()).not.toContain('Most named');
    await context.close();
  });

  it('downloads the export with a journal entry in it, then deletes the account and cannot sign in', async () => {
    const context = await newContext(browser());
    const member = await signUpViaApi(context);
    const journal = await post(context, '/api/tools/self-awareness-journal/entries', {
      data: { mode: 'free', text: 'The sea was calm this morning.', mood: 4, emotions: ['calm'] },
    });
    expect(journal.status()).toBe(201);
    await chooseForumNameViaApi(context);
    const channels = (await (await context.request.get('/api/community/channels')).json()) as {
      items: { id: string; requiredTier: string }[];
    };
    const forumPosted = await post(context, '/api/community/posts', {
      channelId: channels.items.find((c) => c.requiredTier === 'free')!.id,
      postType: 'discussion',
      content: 'A post I will take with me when I leave.',
    });
    expect(forumPosted.status()).toBe(201);
    const forumPost = (await forumPosted.json()) as { id: string };
    const page = await context.newPage();
    await page.goto('/profile');
    await expectNoSeriousA11yViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(strFromU8(files['tools/self-awareness-journal.md']!)).toContain('The sea was calm this morning.');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('form', { name: 'Confirm account deletion' });
    // Leaving says what stays: posts stay as by 'Former member' unless the member removes them too.
    await confirm.getByText(/signed “Former member” instead of your name/).waitFor();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('checkbox', { name: 'Also remove my community posts and replies' }).check();
    await confirm.getByLabel('Your password').fill(member.password);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signUpViaApi(context);
    expect((await context.request.get(`/api/community/posts/${forumPost.id}`)).status()).toBe(404);
    const signIn = await post(context, '/api/account/sign-in', {
      email: member.email,
      password: member.password,
    });
    expect(signIn.status()).toBe(401);
    await context.close();
  });

  it('upgrades with the built-in provider and opens a premium skill', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const content = (await (await context.request.get('/api/content')).json()) as {
      skills: { id: string; title: string; accessLevel: string; categoryId: string }[];
    };
    const premium = content.skills.find((s) => s.accessLevel === 'premium');
    expect(premium).toBeDefined();
    // A locked skill answers with its preview only (its summary and first section), never its body.
    const locked = (await (await context.request.get(`/api/skills/${premium!.id}`)).json()) as {
      locked?: boolean;
    };
    expect(locked.locked).toBe(true);
    const page = await context.newPage();
    await page.goto('/subscription');
    await page.getByRole('heading', { name: 'Premium', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await page
      .getByRole('dialog', { name: /^Upgrade to Premium for / })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await page.getByText('Your plan').waitFor();
    await expect
      .poll(
        async () =>
          ((await (await context.request.get(`/api/skills/${premium!.id}`)).json()) as { locked?: boolean })
            .locked ?? false,
      )
      .toBe(false);
    await page.goto(`/skill/${premium!.id}`);
    await page.getByRole('heading', { name: premium!.title, level: 1 }).waitFor();
    await context.close();
  });

  it('starts a thought record, leaves it, and the dashboard offers to continue where it stopped', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    const step = (n: number) => page.getByRole('heading', { level: 2, name: new RegExp(`Step ${n} of 7`) });
    await page.goto('/tools/thought-record-builder');
    await step(1).waitFor();
    await page.getByLabel('What happened?').fill('The train was late again.');
    await page.getByRole('button', { name: 'Next' }).click();
    await step(2).waitFor();
    await page.getByLabel('The thought', { exact: true }).fill('I will never get anywhere on time');

    await page.goto('/dashboard');
    const resume = page.getByRole('link', { name: 'Continue your thought record' });
    await resume.waitFor();
    await page.getByText('Not saved yet, stopped at step 2: “The train was late again.”').waitFor();
    await expectNoSeriousA11yViolations(page);
    await resume.click();
    await page.waitForURL('**/tools/thought-record-builder');
    await step(2).waitFor();
    await page.getByText('We kept the record you were working on').waitFor();
    expect(await page.getByLabel('The thought', { exact: true }).inputValue()).toBe(
      'I will never get anywhere on time',
    );
    await page.getByRole('button', { name: 'Back' }).click();
    await step(1).waitFor();
    expect(await page.getByLabel('What happened?').inputValue()).toBe('The train was late again.');
    await context.close();
  });
});

// One test per page, so a slow machine never runs a whole sweep against one test's time limit.
describe('member pages at 390 px', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser(), PHONE);
    await signUpViaApi(context);
  });
  afterAll(async () => context.close());

  it.each(['/onboarding', '/dashboard', '/progress', '/progress/mood-trends', '/subscription', '/profile'])(
    '%s has no sideways scrolling and no serious axe issues',
    async (path) => {
      const page = await context.newPage();
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: `.tmp/screens/member${path.replace(/\//g, '-')}-390.png`,
        fullPage: true,
      });
      await page.close();
    },
  );
});

describe('member pages at desktop width', () => {
  it('render their first screen (screenshots for review)', async () => {
    const desktop = await newContext(browser(), DESKTOP);
    await signUpViaApi(desktop);
    const wide = await desktop.newPage();
    for (const path of ['/onboarding', '/dashboard', '/progress/overview', '/subscription', '/profile']) {
      await wide.goto(path);
      await wide.getByRole('heading', { level: 1 }).waitFor();
      await wide.waitForLoadState('networkidle');
      await wide.screenshot({
        path: `.tmp/screens/member${path.replace(/\//g, '-')}-1280.png`,
        fullPage: true,
      });
    }
    await desktop.close();
  });
});
