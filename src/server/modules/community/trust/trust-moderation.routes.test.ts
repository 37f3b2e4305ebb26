import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCommunityApp, type Member } from '../community.test-kit';
import { setTrustLevel } from './trust.repository';

// Reports weighed by who files them, and an admin's silence or suspension, with trust levels on.
const { app, kit } = useCommunityApp({ communityLimits: { trustLevels: true } });

const adminCookie = async () => (await kit.admin()).cookie;

async function withLevel(trustLevel: 0 | 1 | 2): Promise<Member> {
  const member = await kit.member();
  await app.database.db.execute(
    sql`update "user" set created_at = now() - interval '30 days' where id = ${member.userId}`,
  );
  // Set behind the API: the admin's route is trust.routes.test's, and this file makes many members.
  await setTrustLevel(app.database.db, member.userId, trustLevel, true);
  return member;
}
const freshAccounts = () => Promise.all([kit.member(), kit.member(), kit.member()]);

/** Whether a member who did not write the post can still open it (hidden posts are a 404 to them). */
async function visibleToOthers(postId: string) {
  const reader = await kit.member();
  return (await kit.call('GET', `/api/community/posts/${postId}`, reader.cookie)).statusCode === 200;
}
const reportPost = (reporter: Member, postId: string) =>
  kit.call('POST', '/api/community/reports', reporter.cookie, {
    contentType: 'post',
    postId,
    reason: 'spam',
  });

describe('weighted reports', () => {
  it("three fresh accounts do not hide an established member's post; an established reporter's report counts", async () => {
    const post = await kit.post(await withLevel(2), { content: 'Walking helped me today.' });
    for (const fresh of await freshAccounts())
      expect((await reportPost(fresh, post.id)).statusCode).toBe(201);
    expect(await visibleToOthers(post.id)).toBe(true);
    // A member's report weighs 3: with the three new accounts' 1 each, the hiding score (6) is reached.
    expect((await reportPost(await withLevel(2), post.id)).statusCode).toBe(201);
    expect(await visibleToOthers(post.id)).toBe(false);
    const [group] = (await kit.pendingReportGroups()).filter((g) => g.itemId === post.id);
    expect(group?.reportCount).toBe(4);
  });

  it('never hides a pinned post or an admin’s words automatically: they wait for the admin', async () => {
    const admin = await kit.admin();
    const announcement = await kit.post(admin, { content: 'Welcome, everyone.' });
    const pinned = await kit.post(await withLevel(1), { content: 'Start here.' });
    expect((await kit.call('POST', `/api/community/posts/${pinned.id}/pin`, admin.cookie)).statusCode).toBe(
      200,
    );
    for (const post of [announcement, pinned]) {
      for (let i = 0; i < 3; i += 1)
        expect((await reportPost(await withLevel(2), post.id)).statusCode).toBe(201);
      expect(await visibleToOthers(post.id)).toBe(true);
    }
    expect((await kit.pendingReportGroups()).map((g) => g.itemId)).toEqual(
      expect.arrayContaining([announcement.id, pinned.id]),
    );
  });

  it('refuses reporting one’s own post', async () => {
    const author = await withLevel(2);
    const post = await kit.post(author);
    const response = await reportPost(author, post.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'own_content',
      message: 'You cannot report your own post.',
    });
  });

  it('after an admin keeps a post, its reporters cannot report it again and new reports do not hide it', async () => {
    const post = await kit.post(await withLevel(1), { content: 'An unpopular opinion.' });
    const reporters = [await withLevel(2), await withLevel(2)];
    const [first] = await Promise.all(reporters.map((r) => reportPost(r, post.id)));
    expect(await visibleToOthers(post.id)).toBe(false);
    const decided = await kit.call('PATCH', `/api/admin/reports/${first!.json().id}`, await adminCookie(), {
      status: 'dismissed',
      action: 'restore',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await visibleToOthers(post.id)).toBe(true);
    for (const reporter of reporters) {
      const again = await reportPost(reporter, post.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('You have already reported this. Our team will review it.');
    }
    for (let i = 0; i < 2; i += 1)
      expect((await reportPost(await withLevel(2), post.id)).statusCode).toBe(201);
    expect(await visibleToOthers(post.id)).toBe(true);
  });

  it('gives weight to a record of agreed reports', async () => {
    const reporter = await withLevel(0);
    // Three reports the team agreed with, filed earlier.
    const author = await withLevel(1);
    for (let i = 0; i < 3; i += 1) {
      const earlier = await kit.post(author, { content: `Spam ${i}` });
      await app.database.db
        .execute(sql`insert into reports (reporter_id, reason, content_type, post_id, status)
        values (${reporter.userId}, 'spam', 'post', ${earlier.id}, 'resolved')`);
    }
    const post = await kit.post(await withLevel(1), { content: 'Buy now' });
    expect((await reportPost(reporter, post.id)).statusCode).toBe(201);
    const weights = await app.database.db.execute(sql`select weight from reports where post_id = ${post.id}`);
    expect((weights as unknown as { rows: { weight: number }[] }).rows).toEqual([{ weight: 3 }]);
  });
});

describe('silence and suspension', () => {
  const sanctionUrl = (member: Member) => `/api/admin/community/members/${member.userId}/sanction`;
  const topic = async (member: Member, content = 'Hello again') =>
    kit.call('POST', '/api/community/posts', member.cookie, {
      channelId: (await kit.channel('general-discussion')).id,
      postType: 'discussion',
      content,
    });

  it('a suspension refuses every forum write with the reason, until it is lifted', async () => {
    const member = await withLevel(1);
    const someone = await kit.post(await withLevel(1));
    const put = await kit.call('PUT', sanctionUrl(member), await adminCookie(), {
      kind: 'suspend',
      days: 3,
      reason: 'Repeated personal attacks in replies.',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().sanction).toMatchObject({
      kind: 'suspend',
      reason: 'Repeated personal attacks in replies.',
    });
    const refusals = [
      await topic(member),
      await kit.call('POST', `/api/community/posts/${someone.id}/replies`, member.cookie, { content: 'Hi' }),
      await kit.call('POST', `/api/community/posts/${someone.id}/like`, member.cookie),
      await reportPost(member, someone.id),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forum_suspended');
      expect(response.json().error.message).toMatch(
        /^An admin has paused your forum account until \d{1,2} \w+ \d{4}\. Reason: Repeated personal attacks in replies\.$/,
      );
    }
    const standing = (await kit.call('GET', '/api/community/standing', member.cookie)).json();
    expect(standing.sanction).toMatchObject({
      kind: 'suspend',
      reason: 'Repeated personal attacks in replies.',
    });
    // Reading stays open.
    expect((await kit.call('GET', `/api/community/posts/${someone.id}`, member.cookie)).statusCode).toBe(200);
    expect((await kit.call('DELETE', sanctionUrl(member), await adminCookie())).json().sanction).toBeNull();
    expect((await topic(member)).statusCode).toBe(201);
  });

  it('a silence refuses topics, replies and edits but not likes; it ends by itself', async () => {
    const member = await withLevel(1);
    const own = await kit.post(member);
    const someone = await kit.post(await withLevel(1));
    await kit.call('PUT', sanctionUrl(member), await adminCookie(), {
      kind: 'silence',
      days: 1,
      reason: 'Cool off.',
    });
    const silenced = await topic(member);
    expect(silenced.statusCode).toBe(403);
    expect(silenced.json().error.code).toBe('forum_silenced');
    expect(silenced.json().error.message).toMatch(
      /^An admin has paused posting in the forum until .+\. Reason: Cool off\.$/,
    );
    const edit = await kit.call('PATCH', `/api/community/posts/${own.id}`, member.cookie, {
      content: 'Edited',
    });
    expect(edit.json().error.code).toBe('forum_silenced');
    expect(
      (await kit.call('POST', `/api/community/posts/${someone.id}/like`, member.cookie)).statusCode,
    ).toBe(200);
    await app.database.db.execute(
      sql`update forum_sanctions set ends_at = now() - interval '1 second' where user_id = ${member.userId}`,
    );
    expect((await topic(member)).statusCode).toBe(201);
  });

  it('is an admin’s alone, needs a reason, and never applies to an admin', async () => {
    const member = await withLevel(1);
    const body = { kind: 'suspend', days: 3, reason: 'Spam.' };
    expect((await kit.call('PUT', sanctionUrl(member), member.cookie, body)).statusCode).toBe(403);
    const noReason = await kit.call('PUT', sanctionUrl(member), await adminCookie(), {
      ...body,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const tooLong = await kit.call('PUT', sanctionUrl(member), await adminCookie(), { ...body, days: 400 });
    expect(tooLong.statusCode).toBe(400);
    const admin = await kit.admin();
    const onAdmin = await kit.call('PUT', sanctionUrl(admin), admin.cookie, body);
    expect(onAdmin.statusCode).toBe(409);
    const missing = await kit.call('PUT', '/api/admin/community/members/nobody/sanction', admin.cookie, body);
    expect(missing.statusCode).toBe(404);
  });
});
