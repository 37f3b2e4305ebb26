import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  newContext,
  setTier,
  signUpViaApi,
  useBrowser,
} from './support/browser';

const browser = useBrowser();

describe('pomodoro timer', () => {
  it('saves a completed focus session, starts a short break, and floats the timer on other pages', async () => {
    const context = await newContext(browser());
    const member = await signUpViaApi(context);
    await setTier(browser(), member.id, 'premium');
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-22T09:00:00') });
    await page.goto('/tools/pomodoro-timer');
    await page.getByRole('heading', { level: 1, name: 'Pomodoro Timer' }).waitFor();
    await page.getByText('No focus sessions yet').waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('What are you working on?').fill('Draft the report');
    await page.getByRole('button', { name: 'Start focus' }).click();
    await page.clock.fastForward('25:00');

    await page.getByTestId('focus-session').filter({ hasText: 'Draft the report' }).waitFor();
    await expect.poll(() => page.getByTestId('timer-mode').textContent()).toBe('Short break');
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(() => page.getByTestId('today-count').textContent()).toBe('1');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
    const widget = page.getByRole('complementary', { name: 'Focus timer' });
    await widget.getByText('Short break').waitFor();
    // On a desktop the timer is docked under the header (the floating card is for phones and tablets).
    expect(await widget.getAttribute('data-focus-dock')).toBe('');
    await widget.getByRole('link', { name: 'Go to full timer' }).click();
    await page.waitForURL('**/tools/pomodoro-timer');
    await context.close();
  });

  it('keeps running across a reload, and saves partial focus when stopped early', async () => {
    const context = await newContext(browser());
    const member = await signUpViaApi(context);
    await setTier(browser(), member.id, 'premium');
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-22T14:00:00') });
    await page.goto('/tools/pomodoro-timer');
    await page.getByLabel('What are you working on?').fill('Read a chapter');
    await page.getByRole('button', { name: 'Start focus' }).click();
    await page.clock.fastForward('05:00');
    await page.goto('/library');
    const widget = page.getByRole('complementary', { name: 'Focus timer' });
    await expect.poll(() => widget.getByRole('timer').textContent()).toMatch(/^(19|20):\d\d$/);

    await widget.getByRole('link', { name: 'Go to full timer' }).click();
    await page.getByRole('button', { name: 'Stop' }).click();
    const session = page.getByTestId('focus-session').filter({ hasText: 'Read a chapter' });
    await session.waitFor();
    expect(await session.textContent()).toContain('stopped early');
    await expect.poll(() => page.getByTestId('timer-remaining').textContent()).toBe('25:00');
    await context.close();
  });

  it('refuses a free member with the upgrade notice', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/tools/pomodoro-timer');
    await page.getByRole('note').filter({ hasText: 'part of the Growth membership' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start focus' }).count()).toBe(0);
    await context.close();
  });
});
