import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysetPage, type KeyColumn, type KeysetPage } from '../../lib/keyset';
import { buildTestApp, queryRows, type TestApp } from '../../test/test-app';
import { communityKit, type Member } from '../community/community.test-kit';
import * as account from './export-account.repository';
import * as forum from './export-forum.repository';
import * as tools from './export.repository';

let app: TestApp;
let member: Member;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  const kit = communityKit(app);
  member = await kit.member();
  const other = await kit.member();
  const channel = (await kit.channel('general-discussion')).id;
  const owner = sql`case when g % 2 = 0 then ${member.userId} else ${other.userId} end`;
  // Two members sharing every table, so the member's rows are half of each and the planner could as well
  // read the whole table: the plan must still be an ordered index scan. A member writes a smaller share of a
  // forum: one post in four here.
  const postOwner = sql`case when g % 4 = 0 then ${member.userId} else ${other.userId} end`;
  await app.database.db.execute(sql`
    insert into posts (channel_id, user_id, post_type, content, created_at)
    select ${channel}::uuid, ${postOwner}, case when g % 3 = 0 then 'poll' else 'discussion' end,
           'post ' || g, now() - make_interval(secs => g)
    from generate_series(1, 4000) as g`);
  await app.database.db.execute(sql`
    insert into poll_options (post_id, option_text, position)
    select id, 'An option', 0 from posts where post_type = 'poll'`);
  await app.database.db.execute(sql`
    insert into replies (post_id, user_id, content, created_at)
    select p.id, u.id, 'a reply', p.created_at
    from posts p cross join (values (${member.userId}), (${other.userId})) as u(id)`);
  await app.database.db.execute(sql`
    insert into post_likes (post_id, user_id, created_at)
    select p.id, u.id, p.created_at
    from posts p cross join (values (${member.userId}), (${other.userId})) as u(id)`);
  await app.database.db.execute(sql`
    insert into poll_votes (option_id, post_id, user_id, created_at)
    select o.id, o.post_id, u.id, now()
    from poll_options o cross join (values (${member.userId}), (${other.userId})) as u(id)`);
  await app.database.db.execute(sql`
    insert into skill_completions (user_id, skill_id, completed_at)
    select ${owner}, (select id from skills order by id limit 1), now() - make_interval(secs => g)
    from generate_series(1, 4000) as g`);
  await app.database.db.execute(sql`
    insert into tool_entries (user_id, tool_key, data, created_at)
    select ${owner}, 'gratitude-log', '{}'::jsonb, now() - make_interval(secs => g)
    from generate_series(1, 4000) as g`);
  await app.database.db.execute(sql`
    insert into notifications (user_id, kind, post_id, created_at)
    select case when p.n % 2 = 0 then ${member.userId} else ${other.userId} end, 'reply', p.id, p.created_at
    from (select id, created_at, row_number() over (order by id) as n from posts) p`);
  await app.database.db.execute(sql`analyze`);
});
afterAll(async () => app.close());

type PageQuery = (page: KeysetPage) => PromiseLike<unknown[]> & {
  toSQL(): { sql: string; params: unknown[] };
};

/** The query with its parameters written in as literals, for EXPLAIN (which takes no parameters). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_m, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

describe('export query plans', () => {
  const cases: { name: string; keys: KeyColumn[]; query: PageQuery; index: string }[] = [
    {
      name: 'posts',
      keys: forum.ownPostKeys,
      query: (p) => forum.ownPostsPageQuery(app.database.db, member.userId, p),
      // The admin list's index has the same order; where the member's share is large the planner may walk it
      // with a filter, which is still ordered and bounded by the cursor.
      index: '(posts_user_idx|posts_created_idx)',
    },
    {
      name: 'replies',
      keys: forum.ownReplyKeys,
      query: (p) => forum.findOwnRepliesPage(app.database.db, member.userId, p),
      index: 'replies_user_idx',
    },
    {
      name: 'likes',
      keys: forum.ownLikeKeys,
      query: (p) => forum.findOwnLikesPage(app.database.db, member.userId, p),
      index: 'post_likes_user_idx',
    },
    {
      name: 'poll votes',
      keys: forum.ownVoteKeys,
      query: (p) => forum.findOwnVotesPage(app.database.db, member.userId, p),
      index: 'poll_votes_user_idx',
    },
    {
      name: 'notifications',
      keys: account.ownNotificationKeys,
      query: (p) => account.findOwnNotificationsPage(app.database.db, member.userId, p),
      index: 'notifications_user_idx',
    },
    {
      name: 'tool entries',
      keys: tools.entryKeys,
      query: (p) => tools.findEntriesPage(app.database.db, member.userId, 'gratitude-log', p),
      index: 'tool_entries_user_tool_created_idx',
    },
    {
      name: 'skill practice',
      keys: tools.practiceKeys,
      query: (p) => tools.findPracticePage(app.database.db, member.userId, p),
      index: 'skill_completions_user_completed_idx',
    },
  ];

  for (const c of cases) {
    it(`reads the member's ${c.name} by an ordered index scan, first page and deep page, with no sort`, async () => {
      const first = keysetPage(c.keys, undefined, 200);
      const rows = await c.query(first);
      expect(rows).toHaveLength(201);
      const deep = first.finish(rows).nextCursor!;
      for (const cursor of [undefined, deep]) {
        const { sql: text, params } = c.query(keysetPage(c.keys, cursor, 200)).toSQL();
        const plan = await queryRows<{ 'QUERY PLAN': string }>(
          app,
          sql.raw(`explain ${inline(text, params)}`),
        );
        const lines = plan.map((r) => r['QUERY PLAN']).join('\n');
        const label = `${c.name} ${cursor ? 'deep' : 'first'} page`;
        expect(lines, label).toMatch(new RegExp(`Index (Only )?Scan (Backward )?using ${c.index} `));
        expect(lines, label).not.toMatch(/Sort/);
      }
    });
  }
});
