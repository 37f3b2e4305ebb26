import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EXCERPT_LENGTH,
  type AdminPost,
  type ReportGroup,
} from '@shared/admin/admin-community.schemas';
import { buildTestApp, queryRows, type TestApp } from '../../../test/test-app';
import { communityKit, type Member } from '../../community/community.test-kit';

let app: TestApp;
let kit: ReturnType<typeof communityKit>;
let admin: Member;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
  admin = await kit.admin();
  alice = await kit.member('growth');
  bob = await kit.member('growth');
});
afterAll(async () => app.close());

async function hiddenByThree(postId: string) {
  const ids: string[] = [];
  for (const reason of ['spam', 'spam', 'harassment']) {
    ids.push((await kit.report(await kit.member('growth'), { postId }, reason, `note ${reason}`)).id);
  }
  return ids;
}

const reportsOf = (postId: string) =>
  queryRows<{ status: string; resolved_by: string | null; resolved_at: Date | null }>(
    app,
    sql`select status, resolved_by, resolved_at from reports where post_id = ${postId}`,
  );

const hiddenAt = async (postId: string) =>
  (await queryRows<{ hidden_at: Date | null }>(app, sql`select hidden_at from posts where id = ${postId}`))[0]
    ?.hidden_at ?? null;

const auditFor = (targetId: string) =>
  queryRows<{ action: string; actor_id: string; summary: Record<string, unknown> }>(
    app,
    sql`select action, actor_id, summary from admin_audit where target_id = ${targetId} order by created_at`,
  );

/** Every counter equals the rows it counts, and reputation equals what the remaining rows earn. */
async function countersMatch() {
  const [mismatch] = await queryRows<Record<string, number>>(
    app,
    sql`select
      (select count(*)::int from posts p where p.like_count <> (select count(*) from post_likes l where l.post_id = p.id)) as likes,
      (select count(*)::int from posts p where p.reply_count <> (select count(*) from replies r where r.post_id = p.id)) as replies,
      (select count(*)::int from poll_options o where o.vote_count <> (select count(*) from poll_votes v where v.option_id = o.id)) as votes,
      (select count(*)::int from profiles pr where pr.reputation <> (
        (select count(*) from post_likes l join posts p on p.id = l.post_id where p.user_id = pr.id and l.user_id <> pr.id)
        + 10 * (select count(*) from replies r join posts p on p.id = r.post_id
                where r.user_id = pr.id and r.is_answer and p.user_id <> pr.id))) as reputation`,
  );
  expect(mismatch).toEqual({ likes: 0, replies: 0, votes: 0, reputation: 0 });
}

describe('GET /api/admin/community/posts', () => {
  it('lists every post newest first, hidden ones included, with author, channel, counts and open reports', async () => {
    const oldest = await kit.post(bob, { content: 'The oldest post' });
    const older = await kit.post(alice, { content: 'An older moderation post about gardening' });
    const hidden = await kit.post(bob, { content: 'A hidden moderation post about gardening' });
    await hiddenByThree(hidden.id);
    await kit.reply(bob, hidden.id);
    const page = (await kit.call('GET', '/api/admin/community/posts?limit=2', admin.cookie)).json();
    expect(page.items.map((p: AdminPost) => p.id)).toEqual([hidden.id, older.id]);
    expect(page.items[0]).toMatchObject({
      isHidden: true,
      pendingReports: 3,
      replyCount: 1,
      channel: { slug: 'general-discussion' },
      author: { id: bob.userId, displayName: `${bob.firstName} ${bob.lastName}` },
    });
    const next = (
      await kit.call('GET', `/api/admin/community/posts?limit=2&cursor=${page.nextCursor}`, admin.cookie)
    ).json();
    expect(next.items.map((p: AdminPost) => p.id)).toEqual([oldest.id]);
    expect(next.nextCursor).toBeNull();
    // Search reads the forum's full-text index and still finds the hidden post.
    const found = (await kit.call('GET', '/api/admin/community/posts?q=gardening', admin.cookie)).json();
    expect(found.items.map((p: AdminPost) => p.id)).toEqual([hidden.id, older.id]);
  });

  it('shows posts and reported replies as the text their readers see, cut at a word', async () => {
    const daily = 'Then repeat it daily. '.repeat(20).trim();
    const markdown = `## Tips\n\nKeep it **tiny** and [kind](https://example.org)\n\n<script>alert(1)</script>\n\n${daily}`;
    const post = await kit.post(bob, { content: markdown });
    const reply = await kit.reply(
      alice,
      post.id,
      '> quoted\n\n- `one` step\n- ![a picture](/forum-images/0b7e6f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b-640x480.webp)',
    );
    await kit.report(bob, { replyId: reply.id });
    const page = (await kit.call('GET', '/api/admin/community/posts?limit=1', admin.cookie)).json();
    const excerpt: string = page.items[0].excerpt;
    const plain = `Tips Keep it tiny and kind ${daily}`;
    expect(excerpt.length).toBeLessThanOrEqual(ADMIN_EXCERPT_LENGTH);
    expect(excerpt.endsWith('…')).toBe(true);
    const kept = excerpt.slice(0, -1);
    expect(plain.startsWith(kept)).toBe(true);
    expect(plain[kept.length]).toMatch(/[ .]/);
    const queue = (await kit.call('GET', '/api/admin/reports?status=pending&limit=50', admin.cookie)).json();
    expect(queue.items.find((g: ReportGroup) => g.itemId === reply.id)).toMatchObject({
      excerpt: 'quoted one step a picture',
    });
  });

  it('shows a deleted author as null and refuses a forged cursor with 400', async () => {
    const leaver = await kit.member('growth');
    const post = await kit.post(leaver, { content: 'Left behind' });
    const gone = await kit.call('DELETE', `/api/admin/users/${leaver.userId}`, admin.cookie);
    expect(gone.statusCode).toBe(204);
    const page = (await kit.call('GET', '/api/admin/community/posts?q=behind', admin.cookie)).json();
    expect(page.items[0]).toMatchObject({ id: post.id, author: { id: null, displayName: null } });
    const forged = await kit.call('GET', '/api/admin/community/posts?cursor=abc', admin.cookie);
    expect(forged.statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/community/posts/:id', () => {
  it('removes the post with counters and reputation corrected, audited in the same transaction', async () => {
    const asker = await kit.member('growth');
    const post = await kit.post(asker, { postType: 'question', content: 'Delete **me**?' });
    const answer = await kit.reply(bob, post.id);
    await kit.call('POST', `/api/community/posts/${post.id}/answer`, asker.cookie, { replyId: answer.id });
    await kit.call('POST', `/api/community/posts/${post.id}/like`, alice.cookie);
    const other = await kit.post(alice, { content: 'Stays' });
    await kit.call('POST', `/api/community/posts/${other.id}/like`, asker.cookie);
    await kit.report(alice, { postId: post.id });

    const response = await kit.call('DELETE', `/api/admin/community/posts/${post.id}`, admin.cookie);
    expect(response.statusCode).toBe(204);
    const left = await queryRows<{ n: number }>(
      app,
      sql`select (select count(*) from posts where id = ${post.id})
        + (select count(*) from replies where post_id = ${post.id})
        + (select count(*) from reports where post_id = ${post.id})::int as n`,
    );
    expect(Number(left[0]?.n)).toBe(0);
    await countersMatch();
    expect(await auditFor(post.id)).toMatchObject([
      {
        action: 'post.delete',
        actor_id: admin.userId,
        summary: { authorId: asker.userId, excerpt: 'Delete me?' },
      },
    ]);
    expect((await kit.call('DELETE', `/api/admin/community/posts/${post.id}`, admin.cookie)).statusCode).toBe(
      404,
    );
    expect((await kit.call('DELETE', '/api/admin/community/posts/not-a-uuid', admin.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe('the reports queue', () => {
  it('groups reports by item with reasons, notes and counts, pending oldest first, paged by group', async () => {
    const first = await kit.post(alice, { content: 'First reported' });
    const second = await kit.post(alice, { content: 'Second reported' });
    const reply = await kit.reply(alice, second.id, 'A reported reply');
    await hiddenByThree(first.id);
    await kit.report(bob, { postId: second.id }, 'off_topic', 'Not about growth');
    await kit.report(bob, { replyId: reply.id }, 'harmful');

    const all = await kit.pendingReportGroups();
    const mine = all.filter((g) => [first.id, second.id, reply.id].includes(g.itemId));
    expect(mine.map((g) => g.itemId)).toEqual([first.id, second.id, reply.id]);
    expect(new Set(all.map((g) => g.itemId)).size).toBe(all.length);
    expect(mine[0]).toMatchObject({
      contentType: 'post',
      postId: first.id,
      excerpt: 'First reported',
      isHidden: true,
      reportCount: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'harassment', count: 1 },
      ],
      author: { id: alice.userId },
      channel: { slug: 'general-discussion' },
    });
    expect(mine[0]!.notes).toHaveLength(3);
    expect(mine[2]).toMatchObject({ contentType: 'reply', postId: second.id, excerpt: 'A reported reply' });
    const bad = await kit.call('GET', '/api/admin/reports?status=open', admin.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('dismissing closes every open report of the item and brings a hidden post back, audited', async () => {
    const post = await kit.post(alice, { content: 'Wrongly hidden' });
    const [reportId] = await hiddenByThree(post.id);
    expect(await hiddenAt(post.id)).not.toBeNull();
    const response = await kit.call('PATCH', `/api/admin/reports/${reportId}`, admin.cookie, {
      status: 'dismissed',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'dismissed',
      action: 'restore',
      closedReports: 3,
      isHidden: false,
    });
    expect(await hiddenAt(post.id)).toBeNull();
    const rows = await reportsOf(post.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ status: 'dismissed', resolved_by: admin.userId });
    for (const row of rows) expect(row.resolved_at).not.toBeNull();
    const viewer = await kit.member('growth');
    expect((await kit.call('GET', `/api/community/posts/${post.id}`, viewer.cookie)).statusCode).toBe(200);
    expect(await auditFor(post.id)).toMatchObject([
      {
        action: 'report.review',
        summary: { reportId, decision: 'dismissed', closedReports: 3, action: 'restore' },
      },
    ]);
    const dismissed = (await kit.call('GET', '/api/admin/reports?status=dismissed', admin.cookie)).json();
    expect(dismissed.items.find((g: ReportGroup) => g.itemId === post.id)).toMatchObject({ reportCount: 3 });
    const pending = (await kit.call('GET', '/api/admin/reports?limit=50', admin.cookie)).json();
    expect(pending.items.map((g: ReportGroup) => g.itemId)).not.toContain(post.id);
  });

  it('resolving with hide closes all open reports of the item (not only :id) and hides it; 409 after', async () => {
    const post = await kit.post(alice, { content: 'Hide this one' });
    const one = await kit.report(bob, { postId: post.id });
    await kit.report(await kit.member('growth'), { postId: post.id }, 'harmful');
    const response = await kit.call('PATCH', `/api/admin/reports/${one.id}`, admin.cookie, {
      status: 'resolved',
      action: 'hide',
    });
    expect(response.json()).toMatchObject({
      status: 'resolved',
      action: 'hide',
      closedReports: 2,
      isHidden: true,
    });
    expect(await hiddenAt(post.id)).not.toBeNull();
    expect((await reportsOf(post.id)).map((r) => r.status)).toEqual(['resolved', 'resolved']);
    const again = await kit.call('PATCH', `/api/admin/reports/${one.id}`, admin.cookie, {
      status: 'resolved',
    });
    expect(again.statusCode).toBe(409);
    expect(await auditFor(post.id)).toHaveLength(1);
    // Members no longer see the hidden post; an admin files the next report.
    const restore = await kit.report(admin, { postId: post.id });
    const restored = await kit.call('PATCH', `/api/admin/reports/${restore.id}`, admin.cookie, {
      status: 'resolved',
      action: 'restore',
    });
    expect(restored.json()).toMatchObject({ isHidden: false, closedReports: 1 });
    expect(await hiddenAt(post.id)).toBeNull();
  });

  it('resolving with delete removes a reply with its post’s reply count corrected', async () => {
    const post = await kit.post(alice, { content: 'Has a bad reply' });
    const reply = await kit.reply(bob, post.id, 'Nasty words');
    const filed = await kit.report(alice, { replyId: reply.id }, 'harassment');
    const response = await kit.call('PATCH', `/api/admin/reports/${filed.id}`, admin.cookie, {
      status: 'resolved',
      action: 'delete',
    });
    expect(response.json()).toMatchObject({ contentType: 'reply', isDeleted: true, closedReports: 1 });
    const read = (await kit.call('GET', `/api/community/posts/${post.id}`, alice.cookie)).json();
    expect(read.replyCount).toBe(0);
    await countersMatch();
    expect(await auditFor(reply.id)).toMatchObject([
      { action: 'report.review', summary: { decision: 'resolved', action: 'delete' } },
    ]);
  });

  it('answers 404 for an unknown report and 400 for a dismissal that would hide or delete', async () => {
    const unknown = await kit.call(
      'PATCH',
      '/api/admin/reports/00000000-0000-4000-8000-000000000000',
      admin.cookie,
      {
        status: 'resolved',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await kit.call('PATCH', '/api/admin/reports/nope', admin.cookie, { status: 'resolved' })).statusCode,
    ).toBe(404);
    const post = await kit.post(alice);
    const filed = await kit.report(bob, { postId: post.id });
    const bad = await kit.call('PATCH', `/api/admin/reports/${filed.id}`, admin.cookie, {
      status: 'dismissed',
      action: 'delete',
    });
    expect(bad.statusCode).toBe(400);
    expect((await reportsOf(post.id))[0]?.status).toBe('pending');
  });
});

describe('the dashboard community figures', () => {
  it('counts posts and replies this week and the items waiting in the reports queue', async () => {
    const body = (await kit.call('GET', '/api/admin/dashboard', admin.cookie)).json();
    const [truth] = await queryRows<Record<string, number>>(
      app,
      sql`select (select count(*)::int from posts) as posts, (select count(*)::int from replies) as replies,
        (select count(distinct coalesce(post_id, reply_id))::int from reports where status = 'pending') as items`,
    );
    expect(truth!.items).toBeGreaterThan(0);
    expect(body).toMatchObject({
      postsThisWeek: truth!.posts,
      repliesThisWeek: truth!.replies,
      openReports: truth!.items,
    });
  });
});
