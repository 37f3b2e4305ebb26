// npm run bench: the core request path as ratios to a bare JSON route of the same server, measured in one run
// on PGlite and on PostgreSQL (DATABASE_URL, default the local server's `test` database: a scratch database is
// created in it and dropped). The load generator runs in its own process: wrk when installed, else autocannon
// (scripts/bench/load.ts). Each row is the median of
// BENCH_ROUNDS interleaved rounds of BENCH_SECONDS. Then the community feed section (scripts/bench/community.ts)
// on each database (and PostgreSQL with Redis), what many members do under writes on PostgreSQL alone and with
// Redis (scripts/bench/members.ts), the feed with 500 live streams open and the time an event takes to reach them
// (scripts/bench/live.ts), and the cold start of the built server (scripts/bench/start.ts).
// BENCH_PARTS=start,core,community,members,live chooses the parts; BENCH_DATABASE=pglite or =postgres one database.
import { benchCommunity } from './bench/community';
import { benchMembers } from './bench/members';
import { benchLive } from './bench/live';
import { benchStart } from './bench/start';
import { loadGenerator, median, runLoad, type LoadResult } from './bench/load';
import { startBenchServer } from './bench/bench-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BIG_HISTORY = Number(process.env.BENCH_BIG_HISTORY ?? 100_000);
const COMMUNITY_POSTS = { pglite: 10_000, postgres: 100_000 };
// The community section already holds the feed to its size (100 k ÷ 1 k); this one is about many members.
const MEMBERS_POSTS = 10_000;
const PARTS = (process.env.BENCH_PARTS ?? 'start,core,community,members,live').split(',');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOOL = 'gratitude-log';
const DEEP_PAGE = 5;

interface Row {
  name: string;
  url: string;
  headers?: Record<string, string>;
  target?: number;
}

async function benchDatabase(kind: 'pglite' | 'postgres', redisUrl?: string) {
  const server = await startBenchServer(kind, POSTGRES_URL, redisUrl);
  try {
    const small = await server.signUp('small');
    const big = await server.signUp('big');
    await server.insertEntries(small.userId, TOOL, 1_000);
    await server.insertEntries(big.userId, TOOL, BIG_HISTORY);
    const entries = (cookie: string) => ({
      url: `${server.url}/api/tools/${TOOL}/entries?limit=20`,
      headers: { cookie },
    });
    let deepPage = entries(big.cookie).url;
    for (let page = 1; page < DEEP_PAGE; page += 1) {
      const response = await fetch(deepPage, { headers: { cookie: big.cookie } });
      const { nextCursor } = (await response.json()) as { nextCursor: string };
      deepPage = `${entries(big.cookie).url}&cursor=${nextCursor}`;
    }
    const rows: Row[] = [
      { name: 'bare JSON route (100 %)', url: `${server.url}/bench/bare` },
      { name: 'GET /api/tools/:key/entries (signed in)', ...entries(small.cookie), target: 25 },
      {
        name: 'GET /api/account/session (signed in)',
        url: `${server.url}/api/account/session`,
        headers: { cookie: small.cookie },
        target: 35,
      },
      {
        name: 'GET /api/content (br)',
        url: `${server.url}/api/content`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        target: 30,
      },
      { name: `history page, 1 k entries`, ...entries(small.cookie) },
      { name: `history page, ${BIG_HISTORY / 1000} k entries`, ...entries(big.cookie) },
      {
        name: `history page ${DEEP_PAGE} (cursor), ${BIG_HISTORY / 1000} k entries`,
        url: deepPage,
        headers: { cookie: big.cookie },
        target: 10,
      },
    ];
    const results = new Map<string, LoadResult[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const row of rows) {
        const result = await runLoad({ url: row.url, headers: row.headers, seconds: SECONDS });
        results.set(row.name, [...(results.get(row.name) ?? []), result]);
      }
    }
    const summary = rows.map((row) => ({ row, result: median(results.get(row.name) ?? []) }));
    const bare = summary[0]!.result.requestsPerSecond;
    console.log(
      `\n${kind === 'pglite' ? 'PGlite (embedded)' : redisUrl ? 'PostgreSQL with Redis (the at-scale set-up)' : 'PostgreSQL without Redis (session marks in the database)'}: median of ${ROUNDS} rounds × ${SECONDS} s, 10 connections, ${loadGenerator}`,
    );
    console.log('| what | req/s | % of bare | target | p50 ms | p99 ms | errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const { row, result } of summary) {
      const ratio = (100 * result.requestsPerSecond) / bare;
      console.log(
        `| ${row.name} | ${result.requestsPerSecond.toFixed(0)} | ${ratio.toFixed(1)} % | ${row.target ? `≥ ${row.target} %` : ''} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | ${result.errors + result.non2xx} |`,
      );
    }
    const p50 = (name: string) => summary.find((s) => s.row.name === name)!.result.p50;
    const ratio =
      p50(`history page, ${BIG_HISTORY / 1000} k entries`) /
      Math.max(p50('history page, 1 k entries'), 0.001);
    console.log(`history page p50 at ${BIG_HISTORY / 1000} k ÷ at 1 k: ${ratio.toFixed(2)}× (target ≤ 1.3×)`);
  } finally {
    await server.close();
  }
}

async function main() {
  const only = process.env.BENCH_DATABASE;
  const kinds = (['pglite', 'postgres'] as const).filter((kind) => !only || only === kind);
  if (PARTS.includes('start')) await benchStart(ROUNDS);
  if (PARTS.includes('core')) {
    for (const kind of kinds) await benchDatabase(kind);
    if (kinds.includes('postgres') && REDIS_URL) await benchDatabase('postgres', REDIS_URL);
  }
  if (PARTS.includes('community')) {
    const community = (kind: 'pglite' | 'postgres', redisUrl?: string) =>
      benchCommunity({
        kind,
        postgresUrl: POSTGRES_URL,
        bigPosts: Number(process.env.BENCH_COMMUNITY_POSTS ?? COMMUNITY_POSTS[kind]),
        seconds: SECONDS,
        rounds: ROUNDS,
        redisUrl,
      });
    for (const kind of kinds) await community(kind);
    if (kinds.includes('postgres') && REDIS_URL) await community('postgres', REDIS_URL);
  }
  if (PARTS.includes('members') && kinds.includes('postgres')) {
    const members = (redisUrl?: string) =>
      benchMembers({
        postgresUrl: POSTGRES_URL,
        redisUrl,
        posts: Number(process.env.BENCH_MEMBERS_POSTS ?? MEMBERS_POSTS),
        seconds: SECONDS,
        rounds: ROUNDS,
      });
    await members();
    if (REDIS_URL) await members(REDIS_URL);
  }
  if (PARTS.includes('live') && kinds.includes('postgres')) {
    const live = (redisUrl?: string) =>
      benchLive({
        postgresUrl: POSTGRES_URL,
        redisUrl,
        posts: MEMBERS_POSTS,
        seconds: SECONDS,
        rounds: ROUNDS,
      });
    await live();
    if (REDIS_URL) await live(REDIS_URL);
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
