import type { BrowserContext, Page } from 'playwright-core';
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

const browser = useBrowser();

async function memberWithTools(device?: typeof PHONE): Promise<BrowserContext> {
  const context = await newContext(browser(), device);
  const member = await signUpViaApi(context);
  await setTier(browser(), member.id, 'premium');
  return context;
}

async function createHabitViaApi(context: BrowserContext, name: string) {
  const response = await context.request.post('/api/tools/habit-tracker/entries', {
    data: { data: { name, schedule: { type: 'daily' }, completions: [], archived: false } },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(201);
}

const habitOrder = (page: Page) =>
  page.locator('[data-habit]').evaluateAll((items) => items.map((i) => i.getAttribute('data-habit')));

/** The next PATCH of an entry, checked to have succeeded (its body tells why, if not). */
async function patched(page: Page) {
  const response = await page.waitForResponse((r) => r.request().method() === 'PATCH');
  expect(response.status(), await response.text()).toBe(200);
}

const settingsSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('/api/tools/habit-tracker/settings') && r.request().method() === 'PUT',
  );

/** Scrolls the list's top to the top of the window, so every handle the test drags is on screen. */
async function bringListIntoView(page: Page) {
  await page
    .getByRole('list', { name: 'Your habits' })
    .evaluate((list) => list.scrollIntoView({ block: 'start', behavior: 'instant' }));
}

async function centre(page: Page, name: string) {
  const handle = page.getByRole('button', { name });
  // dnd-kit loads when a handle is first reached for (focused, pointed at or touched); the handle then carries
  // dnd-kit's instructions.
  await handle.focus();
  await page.locator(`[aria-label="${name}"][aria-describedby]`).waitFor();
  const box = await handle.boundingBox();
  if (!box) throw new Error(`no box for ${name}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('habit tracker', () => {
  it('creates a habit, ticks today, and keeps it with a streak of 1 after a reload', async () => {
    const context = await memberWithTools();
    const page = await context.newPage();
    await page.goto('/tools/habit-tracker');
    await page.getByRole('heading', { name: 'Start small' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add a habit' }).click();
    await page.getByLabel('Habit', { exact: true }).fill('Walk 20 minutes');
    await page.getByRole('button', { name: 'Add habit' }).click();
    await page.getByRole('heading', { name: 'Walk 20 minutes' }).waitFor();

    const days = page.getByRole('button', { name: /^Walk 20 minutes, .*, not done$/ });
    expect(await days.count()).toBe(7);
    const saved = patched(page);
    await days.last().click();
    await saved;
    await page.getByText('Done 1 day in a row').waitFor();
    expect(
      await page.getByRole('button', { name: /^Walk 20 minutes, .*, done$/, pressed: true }).count(),
    ).toBe(1);

    await page.reload();
    await page.getByText('Done 1 day in a row').waitFor();
    expect(
      await page.getByRole('button', { name: /^Walk 20 minutes, .*, done$/, pressed: true }).count(),
    ).toBe(1);

    await page.getByRole('button', { name: 'Show progress' }).click();
    await page.getByRole('table', { name: /Walk 20 minutes: each day of the last 12 weeks/ }).waitFor();
    expect(await page.getByRole('cell').count()).toBe(84);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('reorders habits by dragging the handle with a mouse, and keeps the order', async () => {
    const context = await memberWithTools();
    for (const name of ['Stretch', 'Drink water', 'Read 10 pages']) await createHabitViaApi(context, name);
    const page = await context.newPage();
    await page.goto('/tools/habit-tracker');
    await page.getByRole('heading', { name: 'Read 10 pages' }).waitFor();
    expect(await habitOrder(page)).toEqual(['Stretch', 'Drink water', 'Read 10 pages']);
    await bringListIntoView(page);

    const from = await centre(page, 'Move Read 10 pages');
    const to = await centre(page, 'Move Stretch');
    const saved = settingsSaved(page);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      await page.mouse.move(from.x, from.y + ((to.y - 20 - from.y) * step) / 12);
    }
    await page.mouse.up();
    await saved;
    expect(await habitOrder(page)).toEqual(['Read 10 pages', 'Stretch', 'Drink water']);

    await page.reload();
    await page.getByRole('heading', { name: 'Read 10 pages' }).waitFor();
    expect(await habitOrder(page)).toEqual(['Read 10 pages', 'Stretch', 'Drink water']);
    await context.close();
  });

  it('reorders habits with a finger on a phone, and keeps the order', async () => {
    const context = await memberWithTools(PHONE);
    for (const name of ['Stretch', 'Drink water', 'Read 10 pages']) await createHabitViaApi(context, name);
    const page = await context.newPage();
    await page.goto('/tools/habit-tracker');
    await page.getByRole('heading', { name: 'Read 10 pages' }).waitFor();
    await expectNoHorizontalScroll(page);
    await bringListIntoView(page);

    const from = await centre(page, 'Move Drink water');
    const to = await centre(page, 'Move Stretch');
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const saved = settingsSaved(page);
    await touch('touchStart', from.x, from.y);
    await page.waitForTimeout(300);
    for (let step = 1; step <= 12; step += 1) {
      await touch('touchMove', from.x, from.y + ((to.y - 20 - from.y) * step) / 12);
    }
    await touch('touchEnd', from.x, to.y);
    await saved;
    expect(await habitOrder(page)).toEqual(['Drink water', 'Stretch', 'Read 10 pages']);

    await page.reload();
    await page.getByRole('heading', { name: 'Read 10 pages' }).waitFor();
    expect(await habitOrder(page)).toEqual(['Drink water', 'Stretch', 'Read 10 pages']);
    await context.close();
  });
});

describe('goal planning tool', () => {
  it('creates a goal with two milestones, ticks one to reach 50%, and keeps it after a reload', async () => {
    const context = await memberWithTools();
    const page = await context.newPage();
    await page.goto('/tools/goal-planning-tool');
    await page.getByRole('heading', { name: 'No goals yet' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Set a goal' }).click();
    await page.getByLabel('Goal', { exact: true }).fill('Run a 5 km race');
    await page.getByLabel('Specific').fill('Finish the spring 5 km without walking');
    await page.getByLabel('Time-bound: by when?').fill('2027-04-01');
    await page.getByRole('button', { name: 'Add goal' }).click();
    await page.getByRole('heading', { name: 'Run a 5 km race' }).waitFor();

    for (const title of ['Run 2 km non-stop', 'Run 4 km non-stop']) {
      const added = patched(page);
      await page.getByLabel('New milestone').fill(title);
      // Enter, not a click: the pointer resting on the previous toast would hold that toast open over the button.
      await page.getByLabel('New milestone').press('Enter');
      await added;
      await page.getByRole('checkbox', { name: new RegExp(title) }).waitFor();
    }
    const ticked = patched(page);
    await page.getByRole('checkbox', { name: /Run 2 km non-stop/ }).check();
    await ticked;
    await page.getByText('1 of 2 milestones done (50%)').waitFor();
    expect(
      await page
        .getByRole('progressbar', { name: 'Progress of Run a 5 km race' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');

    await page.reload();
    await page.getByText('1 of 2 milestones done (50%)').waitFor();
    expect(await page.getByRole('checkbox', { name: /Run 2 km non-stop/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Run 4 km non-stop/ }).isChecked()).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('tags a habit with a value, ticks it, and the values compass moves', async () => {
    const context = await memberWithTools(PHONE);
    const sorted = await context.request.post('/api/tools/values-clarification/entries', {
      data: {
        data: {
          very: ['Health', 'Family'],
          somewhat: [],
          not: [],
          topFive: ['Health', 'Family'],
          ratings: {},
        },
      },
      headers: { origin: baseUrl() },
    });
    expect(sorted.status()).toBe(201);
    const page = await context.newPage();
    await page.goto('/tools/habit-tracker');
    await page.getByRole('button', { name: 'Add a habit' }).click();
    await page.getByLabel('Habit', { exact: true }).fill('Walk 20 minutes');
    const values = page.getByRole('group', { name: 'Values it lives (optional)' });
    await values.getByRole('button', { name: 'Health' }).click();
    expect(await values.getByRole('button', { name: 'Health' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Add habit' }).click();
    await page.getByRole('heading', { name: 'Walk 20 minutes' }).waitFor();
    await page.getByText('Every day · Lives Health').waitFor();

    await page.goto('/tools/values-clarification');
    const health = page.getByTestId('compass-row').filter({ hasText: 'Health · your value no. 1' });
    await health.getByText('0 of 1 tagged action done').waitFor();
    await page.getByTestId('values-compass').getByText('Family · your value no. 2').waitFor();

    await page.goto('/tools/habit-tracker');
    const saved = patched(page);
    await page
      .getByRole('button', { name: /^Walk 20 minutes, .*, not done$/ })
      .last()
      .click();
    await saved;
    await page.goto('/tools/values-clarification');
    await health.getByText('1 of 1 tagged action done').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
