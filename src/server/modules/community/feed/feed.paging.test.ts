import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@shared/community/community.schemas';
import { keysetPage, type KeyColumn } from '../../../lib/keyset';
import { buildTestApp, queryRows, type TestApp } from '../../../test/test-app';
import { communityKit, type Member } from '../community.test-kit';
import {
  latestKeys,
  listPosts,
  popularKeys,
  postPageQuery,
  type PostVisibility,
} from '../posts/posts.repository';

let app: TestApp;
let kit: ReturnType<typeof communityKit>;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
  alice = await kit.member('growth');
  bob = await kit.member('growth');
});
afterAll(async () => app.close());

async function feedPage(cookie: string, query: string) {
  const response = await kit.call('GET', `/api/community/posts?${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Post[]; nextCursor: string | null };
}

describe('feed paging', () => {
  it('never repeats or skips a post while new posts arrive between pages', async () => {
    const existing: string[] = [];
    for (let i = 0; i < 23; i += 1)
      existing.unshift((await kit.post(alice, { channel: 'wins-celebrations' })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await feedPage(
        bob.cookie,
        `channel=wins-celebrations&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
      pages += 1;
      await kit.post(bob, { channel: 'wins-celebrations', content: `arrived during page ${pages}` });
    } while (cursor && pages < 20);
    expect(seen).toEqual(existing);
    expect(pages).toBe(5);
  });

  it('sends ONE statement per feed page, whatever the page holds', async () => {
    const poll = await kit.post(alice, {
      channel: 'tool-talk',
      postType: 'poll',
      content: 'Which?',
      pollOptions: ['a', 'b'],
    });
    const liked = await kit.post(alice, { channel: 'tool-talk', content: 'like me' });
    await kit.call('POST', `/api/community/posts/${liked.id}/like`, bob.cookie);
    await kit.call('POST', `/api/community/poll-options/${poll.poll!.options[0]!.id}/vote`, bob.cookie);
    await kit.reply(alice, liked.id);
    for (let i = 0; i < 6; i += 1)
      await kit.post(alice, { channel: 'tool-talk', postType: i % 2 ? 'question' : 'discussion' });
    await feedPage(bob.cookie, 'limit=1'); // warms the session and the channel list

    const first = await countStatements(() => feedPage(bob.cookie, 'channel=tool-talk&limit=5'));
    expect(first.result.items).toHaveLength(5);
    expect(first.postStatements).toBe(1);
    const second = await countStatements(() =>
      feedPage(bob.cookie, `channel=tool-talk&limit=5&cursor=${first.result.nextCursor}`),
    );
    const all = [...first.result.items, ...second.result.items];
    expect(all.find((p) => p.id === poll.id)?.poll).toMatchObject({ totalVotes: 1 });
    expect(all.find((p) => p.id === liked.id)).toMatchObject({ likedByMe: true, replyCount: 1 });
    expect(second.postStatements).toBe(1);
    for (const query of ['filter=popular&limit=20', 'filter=questions', 'q=like', 'channel=all&limit=50']) {
      const counted = await countStatements(() => feedPage(bob.cookie, query));
      expect(counted.postStatements).toBe(1);
      // Besides the page: the session lookup on PostgreSQL, and the channel list when its 30 s cache expired.
      const others = counted.statements.filter(
        (s) => !/"posts"/.test(s) && !/^select [^;]* from "channels"$/.test(s),
      );
      expect(others, others.join('\n')).toHaveLength(app.database.kind === 'pglite' ? 0 : 1);
    }
  });
});

/** Runs a request and counts the SQL it sent (the session lookup, one on PostgreSQL, mentions no posts). */
async function countStatements<T>(run: () => Promise<T>) {
  app.queries.reset();
  const result = await run();
  const statements = [...app.queries.statements];
  return {
    result,
    statements,
    total: statements.length,
    postStatements: statements.filter((s) => /"posts"/.test(s)).length,
  };
}

describe('feed query plans', () => {
  it('reads the first page and a deep page by an index scan with no sort', async () => {
    const channels = await queryRows<{ id: string; slug: string }>(app, sql`select id, slug from channels`);
    await app.database.db.execute(sql`
      insert into posts (channel_id, user_id, post_type, content, like_count, created_at)
      select (array[${sql.join(
        channels.map((c) => sql`${c.id}::uuid`),
        sql`, `,
      )}])[1 + g % ${channels.length}],
             ${alice.userId}, case when g % 5 = 0 then 'question' else 'discussion' end,
             'post number ' || g, g % 97, now() - make_interval(secs => g)
      from generate_series(1, 4000) as g`);
    await app.database.db.execute(sql`analyze`);
    const general = channels.find((c) => c.slug === 'general-discussion')!.id;
    const cases: {
      name: string;
      keys: KeyColumn[];
      visibility: PostVisibility;
      postType?: 'question';
      index: string;
    }[] = [
      { name: 'latest, all', keys: latestKeys, visibility: everyChannel(), index: 'posts_latest_idx' },
      { name: 'popular, all', keys: popularKeys, visibility: everyChannel(), index: 'posts_popular_idx' },
      {
        name: 'latest, one channel',
        keys: latestKeys,
        visibility: { ...everyChannel(), channelIds: [general] },
        index: 'posts_channel_latest_idx',
      },
      {
        name: 'popular, one channel',
        keys: popularKeys,
        visibility: { ...everyChannel(), channelIds: [general] },
        index: 'posts_channel_popular_idx',
      },
      {
        name: 'questions, all',
        keys: latestKeys,
        visibility: everyChannel(),
        postType: 'question',
        index: 'posts_questions_idx',
      },
    ];
    for (const c of cases) {
      let cursor: string | undefined;
      for (let i = 0; i < 10; i += 1) {
        const page = keysetPage(c.keys, cursor, 20);
        const next = page.finish(
          await listPosts(app.database.db, c.visibility, { page, postType: c.postType }),
        );
        expect(next.nextCursor).not.toBeNull();
        cursor = next.nextCursor!;
      }
      for (const at of [undefined, cursor]) {
        const page = keysetPage(c.keys, at, 20);
        const query = postPageQuery(c.visibility, { page, postType: c.postType });
        const plan = await queryRows<{ 'QUERY PLAN': string }>(app, sql`explain ${query}`);
        // The whole plan, the per-row subplans (my like, the poll's options, my vote) included: none sorts
        // (the author's badge title is on their profile, no subquery)...
        const whole = plan.map((r) => r['QUERY PLAN']).join('\n');
        expect(whole).not.toMatch(/Sort/);
        // ...and each subplan has an index to read, which a planner told to avoid full scans shows (with a
        // few test rows it rightly prefers them).
        const indexed = await app.database.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const rows = (await tx.execute(sql`explain ${query}`)) as unknown as {
            rows: { 'QUERY PLAN': string }[];
          };
          return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
        });
        // (Only the subplans: with full scans off, the page itself may trade its index for a bitmap.)
        for (const subplan of indexed.split(/\n\s*SubPlan \d+\n/).slice(1)) {
          expect(subplan, `${c.name}: a subplan`).toMatch(
            /^\s*->\s+(Aggregate[^\n]*\n\s*->\s+)?Index (Only )?Scan/,
          );
          expect(subplan, `${c.name}: a subplan`).not.toMatch(/Sort/);
        }
        const lines = whole.split(/\n\s*SubPlan/)[0]!;
        const label = `${c.name} ${at ? 'deep' : 'first'} page`;
        if (at) {
          // Deep pages: PostgreSQL estimates a row comparison by its leading key (is_pinned < false: ~no
          // rows), so with one channel it may walk posts_latest_idx filtered by channel instead of the
          // channel's own index. Either way the cursor bounds an ordered index scan: no Sort, no full read.
          expect(lines, label).toMatch(
            /Index Scan (Backward )?using posts_\w+_idx on posts[^\n]*\n\s+Index Cond: [^\n]*ROW\(/,
          );
        } else {
          expect(lines, label).toMatch(new RegExp(`Index Scan (Backward )?using ${c.index} `));
        }
        expect(lines, label).not.toMatch(/Sort/);
      }
    }
  });
});

describe('the feed page statement', () => {
  it('writes its limit out, so PostgreSQL can keep one generic plan for each shape', () => {
    // A bound LIMIT makes the generic plan look far dearer than a custom one, and PostgreSQL then plans
    // every page again on bind (1 ms of its 1.5 ms a page).
    const page = keysetPage(latestKeys, undefined, 20);
    const { sql: text, params } = new PgDialect().sqlToQuery(postPageQuery(everyChannel(), { page }));
    expect(text).toMatch(/limit 21$/);
    expect(params).not.toContain(21);
  });
});

function everyChannel(): PostVisibility {
  return { viewerId: bob.userId, seesHidden: false };
}
