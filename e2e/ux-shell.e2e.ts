import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext, setTier, signUpViaApi, useBrowser } from './support/browser';

const browser = useBrowser();

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
}

/** Starts the focus timer from the full timer page (a growth member may use it). */
async function startFocusTimer(page: Page) {
  await page.goto('/tools/pomodoro-timer');
  await page.getByRole('button', { name: 'Start focus' }).click();
  await page.getByRole('button', { name: 'Pause' }).waitFor();
}

describe('shell: toasts, focus timer and footer stay out of the way', () => {
  it('shows a toast away from the header navigation on desktop and on a phone', async () => {
    for (const device of [DESKTOP, PHONE]) {
      const context = await newContext(browser(), device);
      await signUpViaApi(context);
      const page = await context.newPage();
      await page.goto('/profile');
      await page.getByLabel('First name').fill('Jo');
      await page.getByRole('button', { name: 'Save name' }).click();
      const toast = page.locator('[data-variant]').filter({ hasText: 'successfully updated' }).first();
      await toast.waitFor();
      const header = await box(page, 'header');
      expect(intersects(await toast.boundingBox().then((b) => b!), header)).toBe(false);
      await context.close();
    }
  });

  it('keeps the focus timer small on a phone, off the footer and away from a focused field', async () => {
    const context = await newContext(browser(), PHONE);
    const member = await signUpViaApi(context);
    await setTier(browser(), member.id, 'growth');
    const page = await context.newPage();
    await startFocusTimer(page);
    await page.goto('/contact');
    const widget = page.getByRole('complementary', { name: 'Focus timer' });
    const pill = widget.getByRole('button', { name: /Show the focus timer/ });
    await pill.waitFor();
    const pillBox = (await pill.boundingBox())!;
    expect(pillBox.height).toBeLessThanOrEqual(56);
    // It sits above the bottom edge, with room for the safe area.
    expect(pillBox.y + pillBox.height).toBeLessThanOrEqual(844 - 8);

    // Scrolled to the end, the last footer link is not under the pill.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLink = page.getByRole('contentinfo').getByRole('link').last();
    expect(intersects((await lastLink.boundingBox())!, (await pill.boundingBox())!)).toBe(false);

    // A field at the bottom of the screen, with the focus: the timer steps aside.
    const message = page.getByLabel('Message');
    await message.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await message.focus();
    await expect.poll(() => widget.isVisible()).toBe(false);
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => pill.isVisible()).toBe(true);

    // Opened, it offers stop as well as pause.
    await pill.click();
    await widget.getByRole('button', { name: 'Stop' }).click();
    await widget.getByRole('button', { name: 'Start' }).waitFor();
    await context.close();
  });

  it('gives every footer link a tap target of at least 24 × 24 px', async () => {
    for (const device of [DESKTOP, PHONE]) {
      const context = await newContext(browser(), device);
      const page = await context.newPage();
      await page.goto('/');
      const links = page.getByRole('contentinfo').getByRole('link');
      await links.first().waitFor();
      const sizes = await links.evaluateAll((elements) =>
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          return { text: element.textContent, width: rect.width, height: rect.height };
        }),
      );
      expect(sizes.length).toBeGreaterThan(5);
      for (const size of sizes) {
        expect(size.width, `${size.text} width`).toBeGreaterThanOrEqual(24);
        expect(size.height, `${size.text} height`).toBeGreaterThanOrEqual(24);
      }
      await context.close();
    }
  });
});
