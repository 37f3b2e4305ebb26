import { describe, expect, it } from 'vitest';
import {
  PHONE,
  baseUrl,
  expectNoSeriousA11yViolations,
  newContext,
  setTier,
  signUpViaApi,
  useBrowser,
} from './support/browser';

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

  it('a habit’s reminder is set on its own card, on a phone', async () => {
    const context = await newContext(browser(), PHONE);
    const member = await signUpViaApi(context);
    await setTier(browser(), member.id, 'premium');
    const created = await context.request.post('/api/tools/habit-tracker/entries', {
      data: {
        data: { name: 'Walk 20 minutes', schedule: { type: 'daily' }, completions: [], archived: false },
      },
      headers: { origin: baseUrl() },
    });
    expect(created.status()).toBe(201);
    const habitId = ((await created.json()) as { id: string }).id;
    const page = await context.newPage();
    await page.goto('/tools/habit-tracker');
    await page.getByRole('button', { name: 'Reminder for Walk 20 minutes' }).click();
    const form = page.getByRole('form', { name: 'Walk 20 minutes' });
    // No device gets reminders yet: the panel says where to turn one on.
    await page.getByRole('link', { name: 'Profile → Reminders' }).waitFor();
    await form.getByRole('checkbox', { name: 'Remind me' }).check();
    await form.getByLabel('At', { exact: true }).fill('07:30');
    await form.getByRole('button', { name: 'Save the Walk 20 minutes reminder' }).click();
    await page.getByText('Reminder saved', { exact: true }).waitFor();
    await page.getByText(/^Reminder at (7:30\sAM|07:30)$/).waitFor();
    await expectNoSeriousA11yViolations(page);
    const settings = (await (await context.request.get('/api/reminders')).json()) as {
      reminders: { tool: string; habitId: string | null; times: string[] }[];
    };
    expect(settings.reminders).toEqual([
      expect.objectContaining({ tool: 'habit-tracker', habitId, times: ['07:30'] }),
    ]);
    await context.close();
  });

  it('the weekly summary’s unsubscribe page acts only on a click, and says when a link is not valid', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/email/unsubscribe?member=someone&token=not-a-real-token');
    await page.getByRole('heading', { name: 'Stop the weekly summary' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(posts).toEqual([]);
    await page.getByRole('button', { name: 'Stop the weekly summary' }).click();
    await page.getByText('This unsubscribe link is not valid.', { exact: false }).waitFor();
    expect(posts).toHaveLength(1);
    await context.close();
  });
});
