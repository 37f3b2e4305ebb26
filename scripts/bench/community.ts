// The community feed section of `npm run bench` (issue 9 item 8): posts, likes, replies and polls are seeded
// in SQL, the feed is measured against the bare route of the same server at 1 k posts and at the big size, and
// "the seed's design" (every post of a channel with its likes and poll options in one call, sorted by the
// client) is implemented here only, as the peer.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { startBenchServer, type BenchServer } from './bench-server';
import { loadGenerator, median, runLoad, type LoadResult } from './load';

const SMALL = 1_000;
const MEMBERS = 1_000;

export interface CommunityBenchOptions {
  kind: 'pglite' | 'postgres';
  postgresUrl: string;
  bigPosts: number;
  seconds: number;
  rounds: number;
  /** Shares state through Redis (the at-scale set-up), which turns the session and feed caches on. */
  redisUrl?: string;
}

interface Row {
  name: string;
  path: string;
  target?: string;
}

/** Members who write and like (inserted directly: signing 1 000 members up would only measure hashing). */
export async function seedMembers(db: DatabaseHandle['db']) {
  await db.execute(sql`insert into "user" (id, name, email)
    select 'bench-' || g, 'Bench ' || g, 'bench-' || g || '@example.com' from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`insert into profiles (id, first_name, last_name, username)
    select 'bench-' || g, 'Bench', 'Member ' || g, 'bench' || g from generate_series(1, ${MEMBERS}) g`);
}

/** Appends posts up to `total`: about 10 likes per post, a reply on every second post, a poll in twenty. */
export async function seedPosts(db: DatabaseHandle['db'], from: number, total: number) {
  const started = Date.now();
  await db.execute(sql`insert into posts (channel_id, user_id, post_type, content, created_at)
    select (select array_agg(id order by slug) from channels where required_tier <> 'lifetime_mastery')
             [1 + g % 6],
           'bench-' || (1 + g % ${MEMBERS}),
           case when g % 20 = 0 then 'poll' when g % 5 = 0 then 'question' else 'discussion' end,
           'Post ' || g || case g % 3 when 0 then ' about morning journaling' when 1 then ' on gratitude and habits'
             else ' sharing a small win' end,
           now() - make_interval(secs => ${total}::int - g)
    from generate_series(${from + 1}::int, ${total}::int) g`);
  // Posts without likes or replies yet are the new ones; a hash of the id spreads 0–20 likes per post over
  // distinct members (97 is coprime with 1 000).
  await db.execute(sql`with fresh as (select id, abs(hashtext(id::text)::bigint) as h from posts p
      where not exists (select 1 from post_likes l where l.post_id = p.id))
    insert into post_likes (post_id, user_id)
    select fresh.id, 'bench-' || (1 + (fresh.h + k * 97) % ${MEMBERS})
    from fresh, generate_series(0, (fresh.h % 21)::int - 1) k`);
  await db.execute(sql`insert into replies (post_id, user_id, content)
    select id, 'bench-' || (1 + abs(hashtext(id::text)::bigint) % ${MEMBERS}), 'A kind reply' from posts p
    where abs(hashtext(id::text)::bigint) % 2 = 0 and not exists (select 1 from replies r where r.post_id = p.id)`);
  await db.execute(sql`with fresh as (select id from posts where post_type = 'poll'
      and not exists (select 1 from poll_options o where o.post_id = posts.id))
    insert into poll_options (post_id, option_text, position)
    select id, 'Option ' || k, k from fresh, generate_series(0, 2) k`);
  await db.execute(sql`update posts set like_count = c.n from
    (select post_id, count(*)::int n from post_likes group by post_id) c where c.post_id = posts.id`);
  await db.execute(sql`update posts set reply_count = c.n from
    (select post_id, count(*)::int n from replies group by post_id) c where c.post_id = posts.id`);
  await db.execute(sql`analyze`);
  const counts = (await db.execute(sql`select (select count(*) from posts)::int as posts,
    (select count(*) from post_likes)::int as likes, (select count(*) from replies)::int as replies,
    (select count(*) from posts where post_type = 'poll')::int as polls`)) as unknown as {
    rows: Record<string, number>[];
  };
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts.rows[0]);
}

/** The seed's design: every post of the channel with all its likes and poll options, sorted by the client. */
async function seedDesign(db: DatabaseHandle['db'], rounds: number): Promise<LoadResult> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) {
    const t = performance.now();
    const result = (await db.execute(sql`select p.*,
        coalesce((select json_agg(json_build_object('user_id', l.user_id)) from post_likes l where l.post_id = p.id), '[]') as likes,
        coalesce((select json_agg(json_build_object('option_text', o.option_text, 'poll_votes',
          coalesce((select json_agg(json_build_object('user_id', v.user_id, 'option_id', v.option_id))
            from poll_votes v where v.option_id = o.id), '[]'))) from poll_options o where o.post_id = p.id), '[]') as poll_options,
        (select row_to_json(pr) from profiles pr where pr.id = p.user_id) as profile
      from posts p join channels c on c.id = p.channel_id where c.slug = 'general-discussion'`)) as unknown as {
      rows: { is_pinned: boolean; created_at: string | Date }[];
    };
    const sorted = JSON.parse(JSON.stringify(result.rows)) as typeof result.rows;
    sorted.sort(
      (a, b) =>
        Number(b.is_pinned) - Number(a.is_pinned) ||
        new Date(b.created_at).getTime() - new Date(a.created_at).getTime(),
    );
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(times.length * q) - 1)] ?? 0;
  return {
    requestsPerSecond: (rounds * 1000) / (performance.now() - started),
    p50: at(0.5),
    p99: at(0.99),
    errors: 0,
    non2xx: 0,
  };
}

async function measureRows(
  server: BenchServer,
  cookie: string,
  rows: Row[],
  seconds: number,
  rounds: number,
) {
  const results = new Map<string, LoadResult[]>();
  for (let round = 0; round < rounds; round += 1) {
    for (const row of rows) {
      const headers = row.path.startsWith('/bench/') ? undefined : { cookie };
      const result = await runLoad({ url: `${server.url}${row.path}`, headers, seconds });
      results.set(row.name, [...(results.get(row.name) ?? []), result]);
    }
  }
  return rows.map((row) => ({ row, result: median(results.get(row.name) ?? []) }));
}

function printTable(title: string, summary: { row: Row; result: LoadResult }[]) {
  const bare = summary[0]!.result.requestsPerSecond;
  console.log(`\n${title}`);
  console.log('| what | req/s | % of bare | target | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { row, result } of summary) {
    console.log(
      `| ${row.name} | ${result.requestsPerSecond.toFixed(1)} | ${((100 * result.requestsPerSecond) / bare).toFixed(2)} % | ${row.target ?? ''} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.errors + result.non2xx} |`,
    );
  }
}

/** Runs the community section on one database kind and prints its tables and ratios. */
export async function benchCommunity(options: CommunityBenchOptions): Promise<void> {
  const { kind, seconds, rounds, bigPosts } = options;
  const server = await startBenchServer(kind, options.postgresUrl, options.redisUrl);
  try {
    const db = server.database.db;
    const where =
      kind === 'pglite'
        ? 'PGlite (embedded; session and feed caches on)'
        : options.redisUrl
          ? 'PostgreSQL with Redis (the at-scale set-up; session and feed caches on)'
          : 'PostgreSQL without Redis (session marks in the database; no feed cache)';
    console.log(`\nCommunity feed on ${where}:`);
    await seedMembers(db);
    await seedPosts(db, 0, SMALL);
    // A growth member reads six of the seven channels.
    const { cookie } = await server.signUp('reader', 'growth');
    const feed = (path: string) => fetch(`${server.url}${path}`, { headers: { cookie } });
    const bare: Row = { name: 'bare JSON route (100 %)', path: '/bench/bare' };
    const latest = (label: string): Row => ({
      name: `feed latest @ ${label}`,
      path: '/api/community/posts',
      target: kind === 'postgres' ? '≥ 30 %' : undefined,
    });
    const small = await measureRows(server, cookie, [bare, latest('1 k')], seconds, rounds);
    const seedSmall = await seedDesign(db, 20);

    await seedPosts(db, SMALL, bigPosts);
    const bigLabel = `${bigPosts / 1000} k`;
    const first = (await (await feed('/api/community/posts')).json()) as {
      items: { id: string }[];
      nextCursor: string;
    };
    const big = await measureRows(
      server,
      cookie,
      [
        bare,
        latest(bigLabel),
        { name: 'feed popular', path: '/api/community/posts?filter=popular' },
        { name: 'feed questions', path: '/api/community/posts?filter=questions' },
        { name: 'feed search "journaling"', path: '/api/community/posts?q=journaling' },
        { name: 'feed page 2 (cursor)', path: `/api/community/posts?cursor=${first.nextCursor}` },
        { name: 'GET /api/community/posts/:id', path: `/api/community/posts/${first.items[0]!.id}` },
      ],
      seconds,
      rounds,
    );
    const seedBig = await seedDesign(db, 5);
    const seedRow = (label: string): Row => ({
      name: `seed's design (whole channel, client sort) @ ${label}, in-process`,
      path: '',
    });

    printTable(
      `${bigLabel} posts: median of ${rounds} rounds × ${seconds} s, 10 connections, ${loadGenerator}`,
      [...big, { row: seedRow(bigLabel), result: seedBig }],
    );
    printTable(`1 k posts`, [...small, { row: seedRow('1 k'), result: seedSmall }]);
    const feedBig = big[1]!.result;
    const feedSmall = small[1]!.result;
    console.log(
      `feed p99 at ${bigLabel} ÷ at 1 k: ${(feedBig.p99 / Math.max(1, feedSmall.p99)).toFixed(2)}× (target ≤ 1.3×)`,
    );
    console.log(
      `feed latest ÷ bare at ${bigLabel}: ${((100 * feedBig.requestsPerSecond) / big[0]!.result.requestsPerSecond).toFixed(1)} % (target ≥ 30 % on PostgreSQL)`,
    );
    console.log(
      `seed's design p99 ÷ feed p99 at ${bigLabel}: ${(seedBig.p99 / Math.max(0.001, feedBig.p99)).toFixed(0)}×; feed req/s ÷ seed's design req/s: ${(feedBig.requestsPerSecond / seedBig.requestsPerSecond).toFixed(0)}× (target ≥ 100× slower)`,
    );
  } finally {
    await server.close();
  }
}
