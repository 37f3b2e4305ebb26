import { describe, expect, it } from 'vitest';
import {
  PHONE,
  baseUrl,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  newContext,
  signUpViaApi,
  useBrowser,
} from './support/browser';

const browser = useBrowser();

describe('weekly review', () => {
  it('is offered on the dashboard, shows the week’s wins and saves one intention for next week', async () => {
    const context = await newContext(browser(), PHONE);
    await signUpViaApi(context);
    // Opening on Mondays, this week's review is open whatever day the test runs.
    const day = await context.request.put('/api/me/weekly-review/day', {
      data: { weekday: 1 },
      headers: { origin: baseUrl() },
    });
    expect(day.status()).toBe(200);
    const journal = await context.request.post('/api/tools/self-awareness-journal/entries', {
      data: { data: { mode: 'free', text: 'A slow morning', mood: 4, emotions: [] } },
      headers: { origin: baseUrl() },
    });
    expect(journal.status()).toBe(201);

    const page = await context.newPage();
    await page.goto('/dashboard');
    const offer = page.getByTestId('review-offer');
    await offer.getByRole('heading', { name: 'Your weekly review' }).waitFor();
    await offer.getByRole('link', { name: 'Start review' }).click();

    await page.getByRole('heading', { level: 1, name: 'Your weekly review' }).waitFor();
    await page.getByTestId('review-wins').getByText('You wrote 1 journal entry.').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Your intention').fill('Call my sister on Sunday');
    await page.getByLabel('Focus area', { exact: true }).selectOption('Relationships');
    await page.getByRole('button', { name: 'Save and finish the review' }).click();
    await page.getByText('Review done', { exact: true }).waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    expect(await page.getByTestId('review-offer').count()).toBe(0);

    const status = (await (await context.request.get('/api/me/weekly-review/status')).json()) as {
      weekStart: string;
      state: string;
    };
    expect(status.state).toBe('done');
    const entries = (await (
      await context.request.get('/api/tools/intention-setting-tool/entries?limit=5')
    ).json()) as { items: { data: { intention: string; date: string } }[] };
    const monday = new Date(`${status.weekStart}T12:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() + 7);
    expect(entries.items.map((item) => item.data)).toEqual([
      expect.objectContaining({
        intention: 'Call my sister on Sunday',
        date: monday.toISOString().slice(0, 10),
      }),
    ]);
    await context.close();
  });
});
