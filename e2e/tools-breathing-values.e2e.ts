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

const pileOf = (page: Page, pile: 'very' | 'somewhat' | 'not') => page.locator(`[data-pile="${pile}"]`);
const topCard = (page: Page) => page.locator('[data-value-card]');
/** Reaches for the card (which loads dnd-kit) and waits until dragging is on: the card then carries its instructions. */
async function dragOn(page: Page) {
  await page.locator('[data-value-card]').focus();
  await page.locator('[data-value-card][aria-describedby]').waitFor();
}
const topValue = async (page: Page) => (await topCard(page).getAttribute('data-value-card')) ?? '';
const veryButton = (page: Page) => page.getByRole('button', { name: /^Put .+ in Very important/ });
/** Waits until the deck's count says `left` cards are left: each placement is confirmed by it. */
const expectLeft = (page: Page, left: number, total: number) =>
  page.getByTestId('deck-count').getByText(`${left} of ${total} cards left`).waitFor();

/** Drags the card on top of the deck onto a pile with real mouse movements. */
async function dragCard(page: Page, pile: 'very' | 'somewhat' | 'not') {
  await dragOn(page);
  const from = await topCard(page).boundingBox();
  const to = await pileOf(page, pile).boundingBox();
  if (!from || !to) throw new Error('card or pile not on screen');
  const startX = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 12, startY + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

/** Drags the top card onto a pile with a finger (Chrome DevTools touch events on a touch-emulated phone). */
async function touchDragCard(page: Page, pile: 'very' | 'somewhat' | 'not') {
  await dragOn(page);
  await pileOf(page, pile).scrollIntoViewIfNeeded();
  const card = await topCard(page).boundingBox();
  const target = await pileOf(page, pile).boundingBox();
  if (!card || !target) throw new Error('card or pile not on screen');
  const from = { x: card.x + card.width / 2, y: card.y + card.height / 2 };
  const to = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from.x, from.y);
  // Past the touch sensor's hold delay, so the finger picks the card up instead of scrolling.
  await page.waitForTimeout(300);
  for (let step = 1; step <= 12; step += 1) {
    await touch('touchMove', from.x + ((to.x - from.x) * step) / 12, from.y + ((to.y - from.y) * step) / 12);
  }
  await touch('touchEnd', to.x, to.y);
  await cdp.detach();
}

/** How far down the page the tool reaches (the main content, without the site header's and footer's share). */
const pageHeight = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return main ? main.getBoundingClientRect().height : Number.POSITIVE_INFINITY;
  });

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

describe('mindful breathing on a phone', () => {
  it('starts the guide above the fold and keeps cues off until chosen', async () => {
    const context = await newContext(browser(), PHONE);
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/tools/mindful-breathing');
    const start = page.getByRole('button', { name: 'Start' });
    await start.waitFor();
    const guide = (await page.getByTestId('breathing-guide').boundingBox())!;
    const button = (await start.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(844);
    expect(guide.y).toBeLessThan(844);
    expect(await page.getByRole('checkbox', { name: 'Soft tone at each phase' }).isChecked()).toBe(false);
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});

describe('values clarification', () => {
  it('sorts a deck by mouse drags, taps and keys, picks and rates a top five, and shows the results', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/tools/values-clarification');
    await page.getByText('No saved sorts yet').waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await topCard(page).count()).toBe(1);
    const total = Number((await page.getByTestId('deck-count').textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(30);

    // A mouse drag onto each (empty) pile lands there.
    const dragged: Record<'very' | 'somewhat' | 'not', string> = { very: '', somewhat: '', not: '' };
    for (const pile of ['very', 'somewhat'] as const) {
      dragged[pile] = await topValue(page);
      await dragCard(page, pile);
      await pileOf(page, pile)
        .getByRole('button', { name: new RegExp(`^${dragged[pile]}`) })
        .waitFor();
    }

    // A tap straight after a drop places the next card: the first one too (it used to be swallowed).
    dragged.not = await topValue(page);
    await dragCard(page, 'not');
    await veryButton(page).click();
    await pileOf(page, 'not')
      .getByRole('button', { name: new RegExp(`^${dragged.not}`) })
      .waitFor();
    await expectLeft(page, total - 4, total);
    for (let index = 0; index < 4; index += 1) {
      await veryButton(page).click();
      await expectLeft(page, total - 5 - index, total);
    }
    // And after a drag in the middle of the deck, with a tap on another pile than the one under the pointer.
    const middle = await topValue(page);
    await dragCard(page, 'not');
    await page.getByRole('button', { name: /^Put .+ in Somewhat important/ }).click();
    await expectLeft(page, total - 10, total);
    await pileOf(page, 'not')
      .getByRole('button', { name: new RegExp(`^${middle}`) })
      .waitFor();

    const keyed = await topValue(page);
    await page.keyboard.press('2');
    await pileOf(page, 'somewhat')
      .getByRole('button', { name: new RegExp(`^${keyed}`) })
      .waitFor();
    while ((await topCard(page).count()) > 0) await page.keyboard.press('3');
    await page.getByText(`All ${total} cards sorted`).waitFor();
    expect(await pileOf(page, 'very').getByRole('listitem').count()).toBe(6);
    expect(await pageHeight(page)).toBeLessThanOrEqual(2 * 844);

    // A sort in progress survives a reload.
    await page.reload();
    await pileOf(page, 'very')
      .getByRole('button', { name: new RegExp(`^${dragged.very}`) })
      .waitFor();

    await page.getByRole('button', { name: /Next: choose your top five/ }).click();
    const choices = page.getByRole('checkbox');
    for (let index = 0; index < 5; index += 1) await choices.nth(index).check();
    expect(await choices.nth(5).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /Next: rate them/ }).click();
    await page.getByRole('slider', { name: new RegExp(`^${dragged.very}`) }).fill('8');
    await page.getByText('8/10').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save this sort' }).click();
    const results = page.getByTestId('values-results');
    await results.getByRole('heading', { name: 'Your top five values' }).waitFor();
    expect(await results.getByRole('listitem').count()).toBe(5);
    await results.getByText(dragged.very).waitFor();
    expect(await results.boundingBox().then((box) => box?.y ?? 9999)).toBeLessThan(900);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    const history = page.getByRole('region', { name: 'Past sorts' });
    await history.getByText(dragged.very).waitFor();
    await history.getByText('8/10').waitFor();
    await history.getByRole('button', { name: 'View' }).click();
    await history.getByRole('heading', { name: 'Very important (6)' }).waitFor();
    await context.close();
  });

  it('lands a touch drag on a phone and keeps every step within two phone heights', async () => {
    const context = await newContext(browser(), PHONE);
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/tools/values-clarification');
    await page.getByText('No saved sorts yet').waitFor();
    expect(await pageHeight(page)).toBeLessThanOrEqual(2 * 844);
    const total = Number((await page.getByTestId('deck-count').textContent())?.match(/of (\d+)/)?.[1]);
    for (const pile of ['very', 'not'] as const) {
      const value = await topValue(page);
      await touchDragCard(page, pile);
      // A tap right after the touch drag places the next card.
      await page.getByRole('button', { name: /^Put .+ in Somewhat important/ }).tap();
      await pileOf(page, pile)
        .getByRole('button', { name: new RegExp(`^${value}`) })
        .waitFor();
    }
    await expectLeft(page, total - 4, total);
    expect(await pileOf(page, 'somewhat').getByRole('listitem').count()).toBe(2);
    for (let left = total - 4; left > 0; left -= 1) {
      await page.getByRole('button', { name: /^Put .+ in Somewhat important/ }).tap();
      if (left > 1) await expectLeft(page, left - 1, total);
    }
    await page.getByText(/All \d+ cards sorted/).waitFor();
    expect(await pageHeight(page)).toBeLessThanOrEqual(2 * 844);
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});
