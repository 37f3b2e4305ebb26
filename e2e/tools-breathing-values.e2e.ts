import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  newContext,
  signUpViaApi,
  useBrowser,
} from './support/browser';

const browser = useBrowser();

const pileOf = (page: Page, pile: 'unsorted' | 'very' | 'somewhat' | 'not') =>
  page.locator(`[data-pile="${pile}"]`);

/** Drags a card by its handle onto a pile with real mouse movements. */
async function dragCard(page: Page, value: string, pile: 'very' | 'somewhat' | 'not') {
  const handle = page.getByRole('button', { name: `Drag ${value}` });
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await pileOf(page, pile).getByRole('heading').boundingBox();
  if (!from || !to) throw new Error('card or pile not on screen');
  const startX = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 12, startY + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

describe('mindful breathing', () => {
  it('guides a one-minute session, logs it and remembers the choice', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/tools/mindful-breathing');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('No sessions yet').waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('radio', { name: /^Physiological sigh/ }).check();
    await page.getByRole('radio', { name: '1 min' }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    const guide = page.getByTestId('breathing-guide');
    await guide.getByText('Breathe in').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.clock.fastForward('01:01');
    await page.getByText(/Well done — 1 min of physiological sigh logged/).waitFor();

    await page.reload();
    const log = page.getByRole('region', { name: 'Your sessions' });
    await log.getByText('Physiological sigh').waitFor();
    expect(await log.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => page.getByTestId('week-summary').textContent()).toBe('1 session, 1 minute');
    // The remembered choice arrives with the settings, which load on their own.
    await expect.poll(() => page.getByRole('radio', { name: /^Physiological sigh/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '1 min' }).isChecked()).toBe(true);
    await context.close();
  });
});

describe('values clarification', () => {
  it('sorts the cards by buttons and by dragging, picks and rates a top five, and keeps the sort', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/tools/values-clarification');
    await page.getByText('No saved sorts yet').waitFor();
    await expectNoSeriousA11yViolations(page);

    const values = await pileOf(page, 'unsorted')
      .locator('[data-value-card]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-value-card') ?? ''));
    expect(values.length).toBeGreaterThanOrEqual(30);
    const dragged = 'Wisdom';
    const sorted = values.filter((v) => v !== dragged);
    const very = sorted.slice(0, 6);
    for (const [index, value] of sorted.entries()) {
      const pile = index < 6 ? 'Very' : index < 16 ? 'Somewhat' : 'Not';
      await page.getByRole('button', { name: `${value}: ${pile} important` }).click();
    }
    await dragCard(page, dragged, 'very');
    await pileOf(page, 'very').getByText(dragged, { exact: true }).waitFor();
    expect(await pileOf(page, 'unsorted').locator('[data-value-card]').count()).toBe(0);

    // A sort in progress survives a reload.
    await page.reload();
    await pileOf(page, 'very').getByText(dragged, { exact: true }).waitFor();
    expect(await pileOf(page, 'very').locator('[data-value-card]').count()).toBe(7);

    await page.getByRole('button', { name: /Next: choose your top five/ }).click();
    const top = [dragged, ...very.slice(0, 4)];
    for (const value of top) await page.getByRole('checkbox', { name: new RegExp(`^${value}`) }).check();
    expect(await page.getByRole('checkbox', { name: new RegExp(`^${very[5]}`) }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /Next: rate them/ }).click();
    await page.getByRole('slider', { name: new RegExp(`^${dragged}`) }).fill('8');
    await page.getByText('8/10').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save this sort' }).click();
    await page.getByText('Values sort saved').first().waitFor();

    await page.reload();
    const history = page.getByRole('region', { name: 'Past sorts' });
    await history.getByText(dragged).waitFor();
    await history.getByText('8/10').waitFor();
    expect(await history.locator('ol > li').count()).toBe(5);
    await history.getByRole('button', { name: 'View' }).click();
    await history.getByRole('heading', { name: 'Very important (7)' }).waitFor();
    expect(await pileOf(page, 'unsorted').locator('[data-value-card]').count()).toBe(values.length);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('fits the card sort on a phone', async () => {
    const context = await newContext(browser(), PHONE);
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/tools/values-clarification');
    await page.getByRole('button', { name: 'Courage: Very important' }).click();
    await pileOf(page, 'very').getByText('Courage', { exact: true }).waitFor();
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});
