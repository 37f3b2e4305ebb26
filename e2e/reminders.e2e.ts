import { describe, expect, it } from 'vitest';
import { PHONE, baseUrl, expectNoSeriousA11yViolations, signUpViaApi, useBrowser } from './support/browser';

// Issue 29, "reminders at the member's hour": set in the profile, on the member's own clock.
const browser = useBrowser();

describe('reminders', () => {
  it('a journal reminder set at 21:00 by a member in Los Angeles is due at 21:00 there', async () => {
    const context = await browser().newContext({
      ...PHONE,
      baseURL: baseUrl(),
      timezoneId: 'America/Los_Angeles',
    });
    await signUpViaApi(context);
    const zone = await context.request.patch('/api/profile', {
      data: { timeZone: 'America/Los_Angeles' },
      headers: { origin: baseUrl() },
    });
    expect(zone.status()).toBe(200);
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByText('on your own clock (America/Los_Angeles)', { exact: false }).waitFor();
    const journal = page.getByRole('form', { name: 'Journal' });
    await journal.getByRole('checkbox', { name: 'Remind me' }).check();
    await journal.getByLabel('At', { exact: true }).fill('21:00');
    await journal.getByRole('button', { name: 'Save the Journal reminder' }).click();
    await page.getByText('Reminder saved', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const settings = (await (await context.request.get('/api/reminders')).json()) as {
      reminders: { tool: string; times: string[]; nextDueAt: string }[];
    };
    const reminder = settings.reminders.find((r) => r.tool === 'self-awareness-journal');
    expect(reminder?.times).toEqual(['21:00']);
    const dueThere = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Los_Angeles',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(reminder!.nextDueAt));
    expect(dueThere).toBe('21:00');
    // Reloaded, the form shows it as saved.
    await page.reload();
    await expect
      .poll(() => page.getByRole('form', { name: 'Journal' }).getByLabel('At', { exact: true }).inputValue())
      .toBe('21:00');
    expect(
      await page
        .getByRole('form', { name: 'Journal' })
        .getByRole('checkbox', { name: 'Remind me' })
        .isChecked(),
    ).toBe(true);
    await context.close();
  });
});
