import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  buildTestApp,
  chooseForumName,
  queryRows,
  signUpAdmin,
  signUpMember,
  type TestApp,
} from '../../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
});
afterAll(async () => app.close());

/** A new member who has chosen their forum name, so they can post. */
const poster = async () => chooseForumName(app, await signUpMember(app));

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.server.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, cookie } });

async function freeChannelId(cookie: string): Promise<string> {
  const channels = (await call('GET', '/api/community/channels', cookie)).json().items as {
    id: string;
    requiredTier: string;
  }[];
  return channels.find((c) => c.requiredTier === 'free')!.id;
}

/** Every counter equals the rows it counts. */
async function countersMatch() {
  const [mismatch] = await queryRows<{ likes: number; replies: number; votes: number }>(
    app,
    sql`select
      (select count(*)::int from posts p where p.like_count <> (select count(*) from post_likes l where l.post_id = p.id)) as likes,
      (select count(*)::int from posts p where p.reply_count <> (select count(*) from replies r where r.post_id = p.id)) as replies,
      (select count(*)::int from poll_options o where o.vote_count <> (select count(*) from poll_votes v where v.option_id = o.id)) as votes`,
  );
  expect(mismatch).toEqual({ likes: 0, replies: 0, votes: 0 });
}

describe('a member leaving the forum', () => {
  it('keeps their posts as by Former member and takes their likes and votes with counters corrected', async () => {
    const author = await poster();
    const leaver = await poster();
    const channelId = await freeChannelId(author.cookie);
    const poll = (
      await call('POST', '/api/community/posts', author.cookie, {
        channelId,
        postType: 'poll',
        content: 'Which practice helps you most?',
        pollOptions: ['Breathing', 'Journaling'],
      })
    ).json();
    expect((await call('POST', `/api/community/posts/${poll.id}/like`, leaver.cookie)).statusCode).toBe(200);
    const option = poll.poll.options[0].id as string;
    expect((await call('POST', `/api/community/poll-options/${option}/vote`, leaver.cookie)).statusCode).toBe(
      201,
    );
    const reply = await call('POST', `/api/community/posts/${poll.id}/replies`, leaver.cookie, {
      content: 'Breathing, every morning.',
    });
    expect(reply.statusCode).toBe(201);
    const leaverPost = (
      await call('POST', '/api/community/posts', leaver.cookie, {
        channelId,
        postType: 'discussion',
        content: 'Thank you all for this space.',
      })
    ).json();
    const reputation = async () =>
      (
        await queryRows<{ r: number }>(
          app,
          sql`select reputation as r from profiles where id = ${author.userId}`,
        )
      )[0]!.r;
    expect(await reputation()).toBe(1);

    const gone = await call('DELETE', '/api/me', leaver.cookie, { password: leaver.password });
    expect(gone.statusCode).toBeLessThan(300);

    const after = (await call('GET', `/api/community/posts/${poll.id}`, author.cookie)).json();
    expect(after.likeCount).toBe(0);
    expect(after.poll.totalVotes).toBe(0);
    expect(after.replyCount).toBe(1);
    const replies = (await call('GET', `/api/community/posts/${poll.id}/replies`, author.cookie)).json();
    expect(replies.items[0].author.id).toBeNull();
    const kept = (await call('GET', `/api/community/posts/${leaverPost.id}`, author.cookie)).json();
    expect(kept.author.id).toBeNull();
    expect(await reputation()).toBe(0);
    await countersMatch();
  });

  it('keeps the reports they filed for the moderation history, without them and without their notes', async () => {
    const admin = await signUpAdmin(app);
    const author = await poster();
    const leaver = await poster();
    const stayer = await poster();
    const channelId = await freeChannelId(author.cookie);
    const post = (
      await call('POST', '/api/community/posts', author.cookie, {
        channelId,
        postType: 'discussion',
        content: 'A post two members report.',
      })
    ).json();
    const report = (cookie: string, note: string) =>
      call('POST', '/api/community/reports', cookie, {
        contentType: 'post',
        postId: post.id,
        reason: 'spam',
        note,
      });
    expect((await report(leaver.cookie, 'The leaver explains in their own words')).statusCode).toBe(201);
    expect((await report(stayer.cookie, 'The stayer explains')).statusCode).toBe(201);

    const gone = await call('DELETE', '/api/me', leaver.cookie, { password: leaver.password });
    expect(gone.statusCode).toBe(200);

    const queue = (await call('GET', '/api/admin/reports?status=pending&limit=50', admin.cookie)).json();
    const group = queue.items.find((g: { itemId: string }) => g.itemId === post.id);
    expect(group.reportCount).toBe(2);
    expect(group.reasons).toEqual([{ reason: 'spam', count: 2 }]);
    expect(group.notes.map((n: { note: string }) => n.note)).toEqual(['The stayer explains']);
    const rows = await queryRows<{ reporter: string | null; note: string | null }>(
      app,
      sql`select reporter_id as reporter, note from reports where post_id = ${post.id} order by created_at`,
    );
    expect(rows).toEqual([
      { reporter: null, note: null },
      { reporter: stayer.userId, note: 'The stayer explains' },
    ]);
  });

  it('takes their posts and replies too when they choose so when deleting their own account', async () => {
    const author = await poster();
    const leaver = await poster();
    const channelId = await freeChannelId(author.cookie);
    const post = (
      await call('POST', '/api/community/posts', author.cookie, {
        channelId,
        postType: 'discussion',
        content: 'Who else walks before work?',
      })
    ).json();
    const reply = await call('POST', `/api/community/posts/${post.id}/replies`, leaver.cookie, {
      content: 'I do, most days.',
    });
    expect(reply.statusCode).toBe(201);
    const own = (
      await call('POST', '/api/community/posts', leaver.cookie, {
        channelId,
        postType: 'discussion',
        content: 'Something I no longer want here.',
      })
    ).json();

    const gone = await call('DELETE', '/api/me', leaver.cookie, {
      password: leaver.password,
      removeCommunityContent: true,
    });
    expect(gone.statusCode).toBe(200);

    expect((await call('GET', `/api/community/posts/${own.id}`, author.cookie)).statusCode).toBe(404);
    const after = (await call('GET', `/api/community/posts/${post.id}`, author.cookie)).json();
    expect(after.replyCount).toBe(0);
    const replies = (await call('GET', `/api/community/posts/${post.id}/replies`, author.cookie)).json();
    expect(replies.items).toEqual([]);
    await countersMatch();
  });

  it('takes their posts and replies too when an admin force-deletes them', async () => {
    const admin = await signUpAdmin(app);
    const author = await poster();
    const member = await poster();
    const channelId = await freeChannelId(author.cookie);
    const post = (
      await call('POST', '/api/community/posts', author.cookie, {
        channelId,
        postType: 'discussion',
        content: 'A first post from me.',
      })
    ).json();
    const other = (
      await call('POST', '/api/community/posts', member.cookie, {
        channelId,
        postType: 'discussion',
        content: 'Another member asks something.',
      })
    ).json();
    await call('POST', `/api/community/posts/${other.id}/replies`, author.cookie, { content: 'My answer.' });

    const deleted = await call('DELETE', `/api/admin/users/${author.userId}?force=true`, admin.cookie);
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await call('GET', `/api/community/posts/${post.id}`, member.cookie)).statusCode).toBe(404);
    const left = (await call('GET', `/api/community/posts/${other.id}`, member.cookie)).json();
    expect(left.replyCount).toBe(0);
    await countersMatch();
  });
});
