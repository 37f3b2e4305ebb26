import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDueAfter } from '@shared/reminders/reminder-times';
import { TEST_ORIGIN, buildTestApp, chooseForumName, signUpMember, type TestApp } from '../../test/test-app';
import { communityKit, type Member } from '../community/community.test-kit';
import { remindersKit } from './reminders.test-kit';

const LA = 'America/Los_Angeles';
let app: TestApp;
let second: TestApp;
let kit: ReturnType<typeof remindersKit>;
let forum: ReturnType<typeof communityKit>;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  second = await buildTestApp({ shareDatabaseWith: app });
  kit = remindersKit(app);
  forum = communityKit(app);
});
afterAll(async () => {
  await second.close();
  await app.close();
});

/** The next time a Los Angeles clock shows this time. */
const laAt = (time: string) =>
  nextDueAfter(new Date(), { times: [time], days: [0, 1, 2, 3, 4, 5, 6], timeZone: LA })!;
const mailsTo = (email: string) => [...app.mail, ...second.mail].filter((mail) => mail.to === email);

const chooseDigest = (cookie: string, forumDigestEmail: boolean) =>
  kit.call('PUT', '/api/reminders/preferences', cookie, {
    quietStart: null,
    quietEnd: null,
    weeklySummaryEmail: false,
    forumDigestEmail,
  });

/** A member in Los Angeles with a forum name and a topic, who chose the digest (unless told not to). */
async function author(title: string, chosen = true) {
  const member = await chooseForumName(app, await signUpMember(app, { timeZone: LA }));
  if (chosen) expect((await chooseDigest(member.cookie, true)).statusCode).toBe(200);
  const post = await forum.post(member as Member, {
    channel: 'free-user-questions',
    title,
    content: 'Twenty minutes outside.',
  });
  return { member, post };
}

describe('the forum digest e-mail', () => {
  it('lists the replies and mentions not seen, once, in the member’s morning, titles and names only', async () => {
    const morning = laAt('08:10');
    const { member, post } = await author('Evening walks');
    const replier = await forum.member();
    await forum.reply(replier, post.id, 'A private reply about my brother');
    await forum.post(replier, {
      channel: 'free-user-questions',
      title: 'Walking clubs',
      content: `Any near you, @${member.username}?`,
    });

    await app.runForumDigests(new Date(morning.getTime() - 20 * 60_000));
    expect(mailsTo(member.email)).toEqual([]);
    await Promise.all([app.runForumDigests(morning), second.runForumDigests(morning)]);
    await app.runForumDigests(new Date(morning.getTime() + 60 * 60_000));
    const [mail, ...more] = mailsTo(member.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('While you were away: 2 new things in the community');
    expect(mail!.text).toContain(`- ${replier.username} replied to “Evening walks”`);
    expect(mail!.text).toContain(`- ${replier.username} mentioned you in “Walking clubs”`);
    expect(mail!.text).toContain(`/community/post/${post.id}`);
    expect(mail!.text).not.toContain('brother');
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(
        /\/api\/reminders\/unsubscribe\?member=[^&]+&token=[^&]+&list=forum-digest>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toMatch(/\/email\/unsubscribe\?member=.+&list=forum-digest/);
  });

  it('sends nothing to a member who did not choose it, has seen everything, or has nothing new', async () => {
    const morning = laAt('09:30');
    const replier = await forum.member();
    const notChosen = await author('Not chosen', false);
    await forum.reply(replier, notChosen.post.id);
    const seenAll = await author('Seen it all');
    await forum.reply(replier, seenAll.post.id);
    // Opening the bell is a visit: what came before it is seen.
    const seen = await app.server.inject({
      method: 'POST',
      url: '/api/notifications/seen',
      headers: { origin: TEST_ORIGIN, cookie: seenAll.member.cookie },
    });
    expect(seen.statusCode).toBe(200);
    const quiet = await author('Nothing new');
    await app.runForumDigests(morning);
    for (const { member } of [notChosen, seenAll, quiet]) expect(mailsTo(member.email)).toEqual([]);
  });

  it('stops with its one-click link, which stops nothing else and is no other list’s', async () => {
    const morning = laAt('10:15');
    const { member, post } = await author('One click');
    await forum.reply(await forum.member(), post.id);
    await app.runForumDigests(morning);
    const [mail] = mailsTo(member.email);
    const oneClick = /^<(.+)>$/.exec(String(mail!.headers?.['List-Unsubscribe']))![1]!;
    const url = new URL(oneClick);
    const asWeekly = `${url.pathname}?member=${url.searchParams.get('member')}&token=${url.searchParams.get('token')}`;
    const forged = await app.server.inject({ method: 'POST', url: asWeekly });
    expect(forged.statusCode).toBe(404);
    const stopped = await app.server.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const preferences = (await kit.call('GET', '/api/reminders', member.cookie)).json();
    expect(preferences.preferences).toMatchObject({ forumDigestEmail: false, weeklySummaryEmail: false });
  });
});
