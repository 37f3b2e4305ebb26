import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDueAfter } from '@shared/reminders/reminder-times';
import type { ReminderSettings } from '@shared/reminders/reminders.schemas';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../../test/test-app';
import { remindersKit } from './reminders.test-kit';

const LA = 'America/Los_Angeles';
let app: TestApp;
let second: TestApp;
let kit: ReturnType<typeof remindersKit>;
beforeAll(async () => {
  app = await buildTestApp();
  second = await buildTestApp({ shareDatabaseWith: app });
  kit = remindersKit(app);
});
afterAll(async () => {
  await second.close();
  await app.close();
});

/** The first Sunday at this time on a Los Angeles clock after now. */
const sundayAt = (time: string) => nextDueAfter(new Date(), { times: [time], days: [0], timeZone: LA })!;

const choose = (cookie: string, weeklySummaryEmail: boolean) =>
  kit.call('PUT', '/api/reminders/preferences', cookie, {
    quietStart: null,
    quietEnd: null,
    weeklySummaryEmail,
  });

/** A member in Los Angeles who chose the summary, with a journal entry and a gratitude entry on that Saturday. */
async function summaryMember(sunday: Date) {
  const member = await signUpMember(app, { timeZone: LA });
  expect((await choose(member.cookie, true)).statusCode).toBe(200);
  const saturday = new Date(sunday.getTime() - 24 * 3_600_000);
  await app.database.db.execute(sql`
    insert into tool_entries (user_id, tool_key, data, created_at) values
      (${member.userId}, 'self-awareness-journal',
       ${JSON.stringify({ mode: 'free', text: 'A private line about my sister', mood: 2, emotions: ['tired'] })}::jsonb,
       ${saturday.toISOString()}::timestamptz),
      (${member.userId}, 'gratitude-log', ${JSON.stringify({ items: ['Tea'] })}::jsonb,
       ${saturday.toISOString()}::timestamptz)`);
  return member;
}
/** The mails either process sent to an address (whichever claimed the week sends it). */
const mailsTo = (email: string) => [...app.mail, ...second.mail].filter((mail) => mail.to === email);

describe('the weekly summary e-mail', () => {
  it('goes once on the member’s Sunday evening, counts only, with a one-click unsubscribe', async () => {
    const sunday = sundayAt('18:05');
    const member = await summaryMember(sunday);
    const notChosen = await signUpMember(app, { timeZone: LA });
    const inTokyo = await signUpMember(app, { timeZone: 'Asia/Tokyo' });
    await choose(inTokyo.cookie, true);

    await app.runWeeklySummaries(new Date(sunday.getTime() - 15 * 60_000));
    expect(mailsTo(member.email)).toEqual([]);
    // 18:05 and 18:10 there, in both processes at once: one mail.
    await Promise.all([
      app.runWeeklySummaries(sunday),
      second.runWeeklySummaries(sunday),
      app.runWeeklySummaries(new Date(sunday.getTime() + 5 * 60_000)),
    ]);
    const [mail, ...more] = mailsTo(member.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your week in Design Your Life');
    expect(mail!.text).toContain('- Journal: 1 entry (average mood 2.0 of 5)');
    expect(mail!.text).toContain('- Gratitude: 1 entry');
    expect(mail!.text).toContain('- Days you used the app: 1 of 7');
    expect(mail!.text).not.toContain('sister');
    expect(mail!.text).not.toContain('Tea');
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(
        /^<https?:\/\/[^>]+\/api\/reminders\/unsubscribe\?member=[^&]+&token=[^>]+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toMatch(/\/email\/unsubscribe\?member=/);
    // Sunday evening in Los Angeles is Monday in Tokyo; and a member who did not choose it gets nothing.
    expect(mailsTo(notChosen.email)).toEqual([]);
    expect(mailsTo(inTokyo.email)).toEqual([]);
  });

  it('stops with the mail app’s one-click POST, no session needed; a forged link stops nothing', async () => {
    const sunday = sundayAt('18:30');
    const member = await summaryMember(sunday);
    const other = await summaryMember(sunday);
    await app.runWeeklySummaries(sunday);
    const header = mailsTo(member.email)[0]!.headers!['List-Unsubscribe']!;
    const oneClick = new URL(header.slice(1, -1));
    const post = (url: string) =>
      app.server.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    // The same token for another member, or a changed one, is refused.
    const forged = new URLSearchParams(oneClick.search);
    forged.set('member', other.userId);
    expect((await post(`${oneClick.pathname}?${forged.toString()}`)).statusCode).toBe(404);
    expect((await post(`${oneClick.pathname}${oneClick.search}x`)).statusCode).toBe(404);

    const stopped = await post(`${oneClick.pathname}${oneClick.search}`);
    expect(stopped.statusCode).toBe(200);
    const settings = (await kit.call('GET', '/api/reminders', member.cookie)).json() as ReminderSettings;
    expect(settings.preferences.weeklySummaryEmail).toBe(false);
    // The page the mail links to posts with no body, from the site itself.
    const fromPage = await app.server.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { origin: TEST_ORIGIN },
    });
    expect(fromPage.statusCode).toBe(200);

    const nextSunday = new Date(sunday.getTime() + 7 * 24 * 3_600_000);
    await app.runWeeklySummaries(nextSunday);
    expect(mailsTo(member.email)).toHaveLength(1);
    expect(mailsTo(other.email)).toHaveLength(2);
  });
});
