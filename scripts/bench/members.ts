// The members section of `npm run bench` (BENCH_PARTS=members): what members do, on PostgreSQL alone and with
// Redis, each row next to its target. Readers are many members, not one: wrk takes a list of (path, cookie) in
// turn (wrk-summary.lua), so the per-member caches are exercised as real traffic exercises them. Writes come
// from another process at 1, 10 and 50 a second (writer.ts) while wrk reads; the bare route is measured without
// them, so a row under writes also pays for serving the writes, as the server does.
//
// "Every read a miss" rows measure the uncached path, a reader's first read: the feed rotates 200 readers over
// ten page sizes (the cache keys on the limit) and the post 200 readers over 20 posts, so a key comes back only
// after 2,000 or 4,000 reads, more than the caches keep (1,000 pages, 2,000 posts, oldest dropped first). The
// "queries / read" column shows it: at least one statement per read is a miss; near 0 is a cache. Were the
// caches to grow past that, these rows would become hit-rate rows, and the column would say so.
import { sql } from 'drizzle-orm';
import { seedMembers, seedPosts } from './community';
import { startBenchServer, type BenchServer } from './bench-server';
import { insertActivity, insertHistories } from './member-seed';
import { loadGenerator, median, runLoad, type RotatedRequest } from './load';
import { addReports, printTable, type Measured, type Row, type Setup, type Target } from './members-table';
import type { WriterPlan } from './writer';
import { startWrites, type Writes } from './writes';

const MEMBERS = 2_000;
const READERS = 200;
const HISTORY_TOOL = 'gratitude-log';
const BIG_HISTORY = 100_000;
const DEEP_PAGE = 5;
const WRITE_RATES = [1, 10, 50];
const CONNECTIONS = 10;

export interface MembersBenchOptions {
  postgresUrl: string;
  redisUrl?: string;
  posts: number;
  seconds: number;
  rounds: number;
}

const turnOf = (cookies: string[], paths: string[]): RotatedRequest[] =>
  paths.flatMap((path) => cookies.map((cookie) => ({ path, cookie })));

async function getJson<T>(server: BenchServer, path: string, cookie: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const VOLUMES = [
  { label: 'a week of data', prefix: 'week', days: 7, perDay: 6 },
  { label: 'a year of data', prefix: 'year', days: 365, perDay: 6 },
  { label: '100 k entries a year', prefix: 'heavy', days: 365, perDay: Math.ceil(100_000 / 365) },
];

/** The forum, 2,000 members with short histories, one with a long one, and one member per volume of activity. */
async function seed(server: BenchServer, posts: number) {
  const db = server.database.db;
  const started = Date.now();
  await seedMembers(db);
  await seedPosts(db, 0, posts);
  const members = await server.insertMembers('member', MEMBERS, 'growth');
  await insertHistories(db, 'member', MEMBERS, HISTORY_TOOL, 25);
  const [history] = await server.insertMembers('history', 1, 'growth');
  await server.insertEntries(history!.userId, HISTORY_TOOL, BIG_HISTORY);
  const active: Record<string, string> = {};
  for (const { label, prefix, days, perDay } of VOLUMES) {
    const [member] = await server.insertMembers(prefix, 1, 'growth');
    await insertActivity(db, member!.userId, days, perDay);
    active[label] = member!.cookie;
  }
  console.log(`  members and their entries seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const readers = members.slice(0, READERS).map((m) => m.cookie);
  const newest = await getJson<{ items: { id: string }[] }>(
    server,
    '/api/community/posts?limit=40',
    readers[0]!,
  );
  const channels = (await db.execute(
    sql`select id from channels where required_tier in ('free', 'growth')`,
  )) as unknown as { rows: { id: string }[] };
  const plan: WriterPlan = {
    url: server.url,
    cookies: members.slice(READERS).map((m) => m.cookie),
    postIds: newest.items.map((p) => p.id),
    channelIds: channels.rows.map((c) => c.id),
  };
  return { members: members.map((m) => m.cookie), readers, history: history!.cookie, active, plan };
}

/** The URL of a page some way into the long history, as a member paging down reaches it. */
async function deepHistoryPage(server: BenchServer, cookie: string): Promise<string> {
  const first = `/api/tools/${HISTORY_TOOL}/entries?limit=20`;
  let path = first;
  for (let page = 1; page < DEEP_PAGE; page += 1) {
    const { nextCursor } = await getJson<{ nextCursor: string }>(server, path, cookie);
    path = `${first}&cursor=${nextCursor}`;
  }
  return path;
}

function rowsFor(seeded: Awaited<ReturnType<typeof seed>>, deep: string): Row[] {
  const { readers, active, plan } = seeded;
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const progress = (feature: string) => `/api/progress/${feature}?from=${yearAgo}&to=${today}`;
  const feed = '/api/community/posts';
  const post = `/api/community/posts/${plan.postIds[0]}`;
  const underWrites = (what: string, path: string, targets: (rate: number) => Target[] = () => []) =>
    WRITE_RATES.map((rate) => ({
      name: `${what}, 200 readers, ${rate} write${rate === 1 ? '' : 's'}/s`,
      rotate: turnOf(readers, [path]),
      writes: rate,
      targets: targets(rate),
    }));
  const perVolume = (what: string, path: string, targets: Record<string, Target[]>): Row[] =>
    VOLUMES.map(({ label }) => ({
      name: `${what}, ${label}`,
      rotate: [{ path, cookie: active[label]! }],
      targets: targets[label],
    }));
  return [
    { name: 'bare JSON route (100 %)', rotate: [{ path: '/bench/bare', cookie: '' }] },
    {
      name: 'session, 200 members',
      rotate: turnOf(readers, ['/api/account/session']),
      targets: [{ ratio: 15, only: 'postgres' }],
    },
    {
      name: 'feed, 200 readers, every read a miss',
      rotate: turnOf(
        readers,
        Array.from({ length: 10 }, (_, i) => `${feed}?limit=${16 + i}`),
      ),
      targets: [{ ratio: 10, only: 'postgres' }],
    },
    { name: 'feed, 200 readers, no writes', rotate: turnOf(readers, [feed]) },
    ...underWrites('feed', feed, (rate) => (rate === 10 ? [{ ratio: 15, only: 'redis' }] : [])),
    {
      name: 'post, 200 readers × 20 posts, every read a miss',
      rotate: turnOf(
        readers,
        plan.postIds.slice(0, 20).map((id) => `/api/community/posts/${id}`),
      ),
      targets: [{ ratio: 10 }],
    },
    { name: 'post, 200 readers, no writes', rotate: turnOf(readers, [post]) },
    ...underWrites('post', post),
    {
      name: `history page 1, ${MEMBERS.toLocaleString('en')} members in turn`,
      rotate: turnOf(seeded.members, [`/api/tools/${HISTORY_TOOL}/entries?limit=20`]),
      targets: [{ ratio: 10 }],
    },
    {
      name: `history page ${DEEP_PAGE} (cursor), ${BIG_HISTORY / 1000} k entries`,
      rotate: [{ path: deep, cookie: seeded.history }],
      targets: [{ ratio: 10 }],
    },
    ...perVolume('dashboard', '/api/me/dashboard', {
      'a week of data': [{ ratio: 5 }],
      'a year of data': [{ factor: 1.5, of: 'dashboard, a week of data' }],
      '100 k entries a year': [{ factor: 1.5, of: 'dashboard, a week of data' }],
    }),
    ...perVolume('progress overview over a year', progress('overview'), {
      'a year of data': [{ ratio: 3 }],
      '100 k entries a year': [
        { ratio: 3 },
        { factor: 1.5, of: 'progress overview over a year, a week of data' },
      ],
    }),
    ...perVolume('progress streaks over a year', progress('streaks'), { 'a year of data': [{ ratio: 3 }] }),
  ];
}

/** Every row's requests answer 200 before anything is measured (a 401 would be fast, and wrong). */
async function checkRows(server: BenchServer, rows: Row[]) {
  for (const row of rows) {
    const { rotate } = row;
    for (const { path, cookie } of [rotate[0]!, rotate[Math.floor(rotate.length / 2)]!, rotate.at(-1)!]) {
      const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${row.name}: GET ${path} answered ${response.status}`);
    }
  }
}

/** The statement count once the server has sent none for a while (the reads in flight are done). */
async function quietStatements(server: BenchServer): Promise<number> {
  let last = server.statements();
  for (let waited = 0; waited < 30_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = server.statements();
    if (now === last) break;
    last = now;
  }
  return last;
}

async function measure(server: BenchServer, writes: Writes, rows: Row[], seconds: number, rounds: number) {
  const results = new Map<string, Measured[]>();
  for (let round = 0; round < rounds; round += 1) {
    for (const row of rows) {
      await writes.setRate(row.writes ?? 0);
      // After a row under writes, its reads may still be running: counting starts once they are done.
      const before = row.writes ? 0 : await quietStatements(server);
      const result = await runLoad({
        url: `${server.url}/`,
        rotate: row.rotate,
        seconds,
        connections: CONNECTIONS,
      });
      const measured: Measured = { row, result };
      // With writes running, their statements are in the count too: it says nothing about the reads then.
      if (row.writes) measured.writes = await writes.report();
      else {
        // The reads wrk left in flight when it stopped still run to their end: their statements count, and so
        // do they (wrk counts only the answers it read).
        const statements = (await quietStatements(server)) - before;
        measured.queriesPerRead = statements / (result.requestsPerSecond * seconds + CONNECTIONS);
      }
      results.set(row.name, [...(results.get(row.name) ?? []), measured]);
    }
  }
  await writes.setRate(0);
  return rows.map((row): Measured => {
    const all = results.get(row.name) ?? [];
    const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    return {
      row,
      result: median(all.map((m) => m.result)),
      queriesPerRead: row.writes ? undefined : mid(all.map((m) => m.queriesPerRead ?? 0)),
      writes: addReports(all.flatMap((m) => (m.writes ? [m.writes] : []))),
    };
  });
}

/** Runs the members section on PostgreSQL alone or with Redis, and prints its table. */
export async function benchMembers(options: MembersBenchOptions): Promise<void> {
  const setup: Setup = options.redisUrl ? 'redis' : 'postgres';
  const server = await startBenchServer('postgres', options.postgresUrl, options.redisUrl);
  let writes: Writes | undefined;
  try {
    console.log(
      `\nMembers on ${setup === 'redis' ? 'PostgreSQL with Redis' : 'PostgreSQL alone (LISTEN/NOTIFY)'}:`,
    );
    const seeded = await seed(server, options.posts);
    const rows = rowsFor(seeded, await deepHistoryPage(server, seeded.history));
    await checkRows(server, rows);
    writes = await startWrites(seeded.plan);
    const summary = await measure(server, writes, rows, options.seconds, options.rounds);
    printTable(
      `${options.posts / 1000} k posts, ${MEMBERS.toLocaleString('en')} members: median of ${options.rounds} rounds × ${options.seconds} s, ${CONNECTIONS} connections, ${loadGenerator}`,
      setup,
      summary,
    );
  } finally {
    await writes?.close();
    await server.close();
  }
}
