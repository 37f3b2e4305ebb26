import { describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, setTier, signUpViaApi, useBrowser } from './support/browser';

const browser = useBrowser();

/**
 * A time zone where it is now between 06:00 and 22:00: the member's day (which ends at 04:00) cannot turn during
 * the journey, and the browser's calendar day, which dates the intention, is the member's day.
 */
function daytimeZone(): string {
  const hourIn = (timeZone: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
    );
  return ['UTC', 'Asia/Tokyo'].find((zone) => hourIn(zone) >= 6 && hourIn(zone) < 22) ?? 'UTC';
}

// Well inside the 30 s a dashboard stays fresh in the cache: only a refresh after the write can show the change.
const WITHOUT_WAITING_FOR_STALENESS = { timeout: 10_000 };

describe('dashboard after a write', () => {
  it('shows an intention just set and a focus session just completed when the member goes back to it', async () => {
    const timezoneId = daytimeZone();
    const context = await browser().newContext({ ...DESKTOP, baseURL: baseUrl(), timezoneId });
    const member = await signUpViaApi(context);
    await setTier(browser(), member.id, 'growth');
    const profile = await context.request.patch('/api/profile', {
      data: { timeZone: timezoneId },
      headers: { origin: baseUrl() },
    });
    expect(profile.status()).toBe(200);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/dashboard');
    const setIntention = page.getByRole('link', { name: 'Set today’s intention' });
    await setIntention.waitFor();
    await page.getByText('0 minutes of focus').waitFor();
    // Gone if the page is ever loaded again: everything below happens in this one document.
    await page.evaluate(() => Object.assign(window, { journeyDocument: true }));

    await setIntention.click();
    await page.waitForURL('**/tools/intention-setting-tool');
    await page.getByLabel('Your intention', { exact: true }).fill('Pause before I answer');
    await page.getByRole('button', { name: 'Set intention' }).click();
    await page.getByRole('heading', { name: 'Evening check-in' }).waitFor();
    await page.goBack();
    await page.waitForURL('**/dashboard');
    await page.getByText('“Pause before I answer”').waitFor(WITHOUT_WAITING_FOR_STALENESS);
    expect(await setIntention.count()).toBe(0);

    await page.getByRole('link', { name: 'Start a focus session' }).click();
    await page.waitForURL('**/tools/pomodoro-timer');
    await page.getByLabel('What are you working on?').fill('Draft the report');
    await page.getByRole('button', { name: 'Start focus' }).click();
    // Close to the end of the period, then the dashboard once more: it is cached with no focus today.
    await page.clock.fastForward('24:55');
    await page.goBack();
    await page.getByText('0 minutes of focus').waitFor();
    await page.goForward();
    await page.waitForURL('**/tools/pomodoro-timer');
    await page.clock.fastForward('00:06');
    await page.getByTestId('focus-session').filter({ hasText: 'Draft the report' }).waitFor();
    await page.goBack();
    await page.waitForURL('**/dashboard');
    await page.getByText('25 minutes of focus').waitFor(WITHOUT_WAITING_FOR_STALENESS);
    expect(await page.getByText('“Pause before I answer”').count()).toBe(1);

    expect(await page.evaluate(() => 'journeyDocument' in window)).toBe(true);
    await context.close();
  });
});
