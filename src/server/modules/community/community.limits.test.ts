import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { defaultCommunityLimits } from './community-limits';
import { communityKit, type Member } from './community.test-kit';
import { setTrustLevel } from './trust/trust.repository';

// The one suite that runs with the real limits (every other suite switches them off to post quickly).
let app: TestApp;
let kit: ReturnType<typeof communityKit>;
let author: Member;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true, communityLimits: defaultCommunityLimits });
  kit = communityKit(app);
  author = await kit.member('growth');
});
afterAll(async () => app.close());

const generalId = async () => (await kit.channel('general-discussion')).id;

/** Backdated posts by the member, as if written over the last hours. */
async function insertPosts(member: Member, count: number) {
  await app.database.db.execute(sql`insert into posts (channel_id, user_id, post_type, content, created_at)
    select ${await generalId()}, ${member.userId}, 'discussion', 'earlier', now() - make_interval(mins => g)
    from generate_series(1, ${count}) as g`);
}

function expect429(
  response: { statusCode: number; json(): { error: { code: string; message: string } } },
  message: RegExp,
) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error.code).toBe('rate_limited');
  expect(response.json().error.message).toMatch(message);
}

describe('community rate limits', () => {
  it('allows one post every 30 seconds', async () => {
    await kit.post(author);
    const again = await kit.call('POST', '/api/community/posts', author.cookie, {
      channelId: await generalId(),
      postType: 'discussion',
      content: 'too soon',
    });
    expect429(again, /You can post again in (2\d|30) seconds\./);
  });

  it('allows a reply every 5 seconds', async () => {
    const post = await kit.post(await kit.member('growth'));
    // Past the first day, whose replies are 30 s apart (trust.routes.test).
    const replier = await kit.member('growth');
    await app.database.db.execute(
      sql`update "user" set created_at = now() - interval '2 days' where id = ${replier.userId}`,
    );
    await kit.reply(replier, post.id);
    const again = await kit.call('POST', `/api/community/posts/${post.id}/replies`, replier.cookie, {
      content: 'more',
    });
    expect429(again, /You can reply again in [1-5] seconds?\./);
  });

  it('allows a basic member 50 likes a day (the trust settings decide how many)', async () => {
    const liker = await kit.member('growth');
    await setTrustLevel(app.database.db, liker.userId, 1, true);
    await insertPosts(author, 50);
    await app.database.db.execute(sql`insert into post_likes (post_id, user_id)
      select id, ${liker.userId} from posts where user_id = ${author.userId} and content = 'earlier' limit 50`);
    const fresh = await kit.post(await kit.member('growth'));
    expect429(
      await kit.call('POST', `/api/community/posts/${fresh.id}/like`, liker.cookie),
      /today's 50 likes/,
    );
  });

  it('allows 10 reports a day', async () => {
    const reporter = await kit.member('growth');
    const target = await kit.post(await kit.member('growth'));
    await app.database.db.execute(sql`insert into reports (reporter_id, reason, content_type, post_id, status)
      select ${reporter.userId}, 'spam', 'post', ${target.id}, 'dismissed' from generate_series(1, 10)`);
    const response = await kit.call('POST', '/api/community/reports', reporter.cookie, {
      contentType: 'post',
      postId: target.id,
      reason: 'spam',
    });
    expect429(response, /10 reports today/);
  });
});
