import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  baseUrl,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  newContext,
  setTier,
  signUpViaApi,
  useBrowser,
} from './support/browser';
import { memberWithData } from './support/member-with-data';
import {
  circleScale,
  collectTargets,
  intersects,
  undersized,
  wordsAcrossTheCircle,
  type Box,
} from './support/phone-fit';

const browser = useBrowser();

/** Opens a page and waits for its heading and its data. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

const tools = [
  'gratitude-log',
  'intention-setting-tool',
  'self-awareness-journal',
  'thought-record-builder',
  'emotional-regulation-tool',
  'mindful-breathing',
  'values-clarification',
  'habit-tracker',
  'goal-planning-tool',
  'pomodoro-timer',
];

describe('phone fit: target sizes at 390 px', () => {
  it('gives every control on the member pages a 24 × 24 px target, and main actions 44 px', async () => {
    const offenders: string[] = [];
    let counted = 0;
    const check = async (page: Page, label: string) => {
      const targets = await collectTargets(page);
      counted += targets.length;
      offenders.push(...undersized(targets).map((offender) => `${label}: ${offender}`));
    };

    const premium = await memberWithData(browser(), 'premium');
    const page = await premium.context.newPage();
    const pages = [
      '/dashboard',
      '/progress',
      '/profile',
      '/subscription',
      '/community',
      `/community/post/${premium.postId}`,
      ...tools.map((tool) => `/tools/${tool}`),
    ];
    for (const path of pages) {
      await open(page, path);
      if (path === '/tools/values-clarification') {
        // A sort in progress: cards in each pile, and the Undo button.
        for (const pile of ['Very', 'Somewhat', 'Not', 'Very']) {
          await page.getByRole('button', { name: new RegExp(`^Put .+ in ${pile} important`) }).click();
        }
        await page.getByRole('button', { name: /^Undo/ }).waitFor();
      }
      if (path === '/tools/habit-tracker') await page.getByText('Walk 20 minutes').first().waitFor();
      if (path === '/tools/goal-planning-tool') await page.getByText('Run 4 km non-stop').waitFor();
      await check(page, path);
      // The forms that open on the page: a new habit (its days), a new goal.
      const form = { '/tools/habit-tracker': 'Add a habit', '/tools/goal-planning-tool': 'Set a goal' }[path];
      if (form) {
        await page.getByRole('button', { name: form }).click();
        await page.getByRole('button', { name: 'Cancel' }).waitFor();
        await check(page, `${path} (${form})`);
      }
    }
    await premium.context.close();

    const free = await memberWithData(browser(), 'free');
    const freePage = await free.context.newPage();
    for (const path of ['/dashboard', '/community', '/subscription', '/tools']) {
      await open(freePage, path);
      await check(freePage, `${path} (free)`);
    }
    await free.context.close();

    expect(counted).toBeGreaterThan(300);
    expect(offenders, `${offenders.length} of ${counted} controls are too small`).toEqual([]);
  }, 240_000);
});

/**
 * Fake time, paused just after the page's present moment; the page's timers run as it is moved on. On a loaded
 * machine more than the margin can pass between reading the page's time and pausing it (Playwright then refuses
 * to go back): read it again and pause a little later.
 */
async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50 * attempt);
      return;
    } catch (error) {
      if (attempt >= 5 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}

const box = async (page: Page, selector: string): Promise<Box> => {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

describe('phone fit: the values deck at 390 px', () => {
  it('sorts within two phone screens, says to hold the card, and carries it above the finger', async () => {
    const context = await newContext(browser(), PHONE);
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/tools/values-clarification');
    await page.getByText('No saved sorts yet').waitFor();
    await page.getByText('Tap a pile, or hold the card, then drag it.').waitFor();
    // Halfway through the deck: cards in every pile, the Undo button showing.
    for (let index = 0; index < 18; index += 1) {
      const pile = ['Very', 'Somewhat', 'Not'][index % 3];
      await page.getByRole('button', { name: new RegExp(`^Put .+ in ${pile} important`) }).tap();
    }
    await page.getByTestId('pile-count-not').getByText('6 cards').waitFor();
    await expectNoSeriousA11yViolations(page);
    const documentHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    expect(await documentHeight()).toBeLessThanOrEqual(2 * 844);

    // A finger holds the card a moment, then carries it onto the middle pile.
    await page.locator('[data-value-card]').focus();
    await page.locator('[data-value-card][aria-describedby]').waitFor();
    const value = (await page.locator('[data-value-card]').getAttribute('data-value-card')) ?? '';
    const card = await box(page, '[data-value-card]');
    const pile = await box(page, '[data-pile="somewhat"]');
    const from = { x: card.x + card.width / 2, y: card.y + card.height / 2 };
    const to = { x: pile.x + pile.width * 0.7, y: pile.y + pile.height / 2 };
    const cdp: CDPSession = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', from.x, from.y);
    await page.waitForTimeout(200); // past the 150 ms hold
    for (let step = 1; step <= 12; step += 1) {
      await touch(
        'touchMove',
        from.x + ((to.x - from.x) * step) / 12,
        from.y + ((to.y - from.y) * step) / 12,
      );
    }
    await page.locator('[data-pile="somewhat"][data-over]').waitFor();
    // The carried card is above the fingertip (a 44 px square around the touch), so the pile shows under it.
    const carried = await box(page, '[data-testid="carried-card"]');
    const fingertip = { x: to.x - 22, y: to.y - 22, width: 44, height: 44 };
    expect(intersects(carried, fingertip), JSON.stringify({ carried, fingertip })).toBe(false);
    expect(carried.y + carried.height).toBeLessThanOrEqual(to.y - 22);
    await touch('touchEnd', to.x, to.y);
    await cdp.detach();
    await page
      .locator('[data-pile="somewhat"]')
      .getByRole('button', { name: new RegExp(`^${value}`) })
      .waitFor();
    expect(await documentHeight()).toBeLessThanOrEqual(2 * 844);
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});

describe('phone fit: the breathing circle at 390 px', () => {
  it('keeps “Breathe out” and “Hold” from spilling out of the smallest circle', async () => {
    const context = await newContext(browser(), PHONE);
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/tools/mindful-breathing');
    await page.getByRole('radio', { name: /^Box breathing/ }).check();
    // Start is enabled once the member's settings are read; with the clock paused, the query's answer (delivered
    // on a timer) would never reach the page, and Start would stay disabled.
    await expect
      .poll(() => page.getByRole('button', { name: 'Start', exact: true }).isEnabled(), { timeout: 20_000 })
      .toBe(true);
    // Paused before the start, so the session's seconds are the test's: on a loaded machine, seconds of real time
    // passed between the start and a pause after it, and the breath out was over before it was looked for.
    await pauseClock(page);
    await page.getByRole('button', { name: 'Start' }).click();
    const guide = page.getByTestId('breathing-guide');
    await page.clock.runFor(100);
    await guide.getByText('Breathe in').waitFor();
    // The end of the breath out (8–12 s of box breathing), then the hold with empty lungs: the smallest circle.
    for (const [ms, word] of [
      [11_500, 'Breathe out'],
      [1_000, 'Hold'],
    ] as const) {
      await page.clock.runFor(ms);
      await guide.getByText(word, { exact: true }).waitFor();
      await expect.poll(() => circleScale(page, 'breathing-guide')).toBeLessThan(0.56);
      expect(await wordsAcrossTheCircle(page, 'breathing-guide')).toEqual([]);
    }
    await context.close();
  });
});

/** The names of the focus timer's buttons on screen (the timer page's, the widget's or the dock's), in order. */
const timerButtons = (page: Page) =>
  page
    .locator('[data-timer-actions]')
    .filter({ visible: true })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? ''));

describe('phone fit: the focus timer', () => {
  it('offers on a phone the timer page’s own buttons, Skip break among them, each 44 px tall', async () => {
    const context = await newContext(browser(), PHONE);
    const member = await signUpViaApi(context);
    await setTier(browser(), member.id, 'premium');
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/tools/pomodoro-timer');
    await page.getByRole('button', { name: 'Start focus' }).click();
    await page.clock.fastForward('25:00');
    await page.getByRole('button', { name: 'Skip break' }).waitFor();
    const onThePage = await timerButtons(page);
    expect(onThePage).toEqual(['Pause', 'Skip break']);

    await page.goto('/community');
    const widget = page.getByRole('complementary', { name: 'Focus timer' });
    await widget.getByRole('button', { name: /Show the focus timer/ }).click();
    await widget.getByRole('button', { name: 'Skip break' }).waitFor();
    const inTheWidget = await timerButtons(page);
    expect(inTheWidget).toEqual(onThePage);
    const offenders = undersized(await collectTargets(page));
    expect(offenders).toEqual([]);
    await widget.getByRole('button', { name: 'Skip break' }).click();
    await widget.getByText('Focus', { exact: true }).waitFor();
    await context.close();
  });

  it('docks under the header on a desktop, off the community stats card', async () => {
    const context = await browser().newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl(),
    });
    const member = await signUpViaApi(context);
    await setTier(browser(), member.id, 'premium');
    const page = await context.newPage();
    await page.goto('/tools/pomodoro-timer');
    await page.getByRole('button', { name: 'Start focus' }).click();
    await page.goto('/community');
    const widget = page.getByRole('complementary', { name: 'Focus timer' });
    await widget.getByRole('button', { name: 'Pause' }).waitFor();
    const stats = page.getByTestId('community-stats').filter({ visible: true });
    await stats.getByText('Members').waitFor();
    const timerBox = (await widget.boundingBox())!;
    const statsBox = (await stats.boundingBox())!;
    expect(intersects(timerBox, statsBox), JSON.stringify({ timerBox, statsBox })).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});

describe('phone fit: TIPP at 390 px', () => {
  it('times the cold water with a countdown and paces the breathing with the breathing circle', async () => {
    const context = await newContext(browser(), PHONE);
    const member = await signUpViaApi(context);
    await setTier(browser(), member.id, 'premium');
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/tools/emotional-regulation-tool');
    await page.getByLabel('Search emotions').fill('ang');
    await page
      .locator('label')
      .filter({ hasText: /^Angry$/ })
      .click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('slider').fill('8');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /TIPP/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    const countdown = page.getByRole('timer');
    await expect.poll(() => countdown.textContent()).toBe('00:30');
    expect(undersized(await collectTargets(page))).toEqual([]);
    await page.getByRole('button', { name: 'Start 30 seconds' }).click();
    await pauseClock(page);
    await page.clock.runFor(10_000);
    await expect.poll(() => countdown.textContent()).toBe('00:20');
    await page.clock.runFor(20_500);
    await page.getByRole('status').filter({ hasText: '30 seconds are up' }).waitFor();

    for (const title of ['Intense exercise', 'Paced breathing']) {
      await page.getByRole('button', { name: 'Next step' }).click();
      await page.getByRole('heading', { level: 3, name: new RegExp(title) }).waitFor();
    }
    const pacer = page.getByTestId('step-pacer');
    await pacer.getByText('In for 4, out for 6').waitFor();
    await page.getByRole('button', { name: 'Start 1 minute' }).click();
    await pacer.getByText('Breathe in', { exact: true }).waitFor();
    // The end of the first breath out (4–10 s): the circle at its smallest, the words clear of it.
    await page.clock.runFor(9_800);
    await pacer.getByText('Breathe out', { exact: true }).waitFor();
    await expect.poll(() => circleScale(page, 'step-pacer')).toBeLessThan(0.56);
    expect(await wordsAcrossTheCircle(page, 'step-pacer')).toEqual([]);
    expect(undersized(await collectTargets(page))).toEqual([]);
    await page.clock.resume(); // axe waits on timers of its own
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
