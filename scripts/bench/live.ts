// The live section of `npm run bench` (BENCH_PARTS=live; issue 30 §6): the feed read by 200 members while the
// forum is written at 10 writes a second, without and then with 500 live streams open on the one process, each
// as a ratio to the bare route of the same run; and how long an event takes to reach every open stream (a probe
// writes on a post nobody else writes on, ten times a second, and each stream's arrival is timed against it).
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import { seedMembers, seedPosts } from './community';
import { startBenchServer, type BenchServer } from './bench-server';
import { loadGenerator, median, runLoad, type LoadResult, type RotatedRequest } from './load';
import { startWrites } from './writes';

const STREAMS = 500;
const READERS = 200;
const WRITERS = 300;
const WRITES_PER_SECOND = 10;
const PROBES_PER_SECOND = 10;
const CONNECTIONS = 10;

export interface LiveBenchOptions {
  postgresUrl: string;
  redisUrl?: string;
  posts: number;
  seconds: number;
  rounds: number;
}

/** One open feed stream: the times its events about `probePostId` arrived, in order. */
function openStream(server: BenchServer, cookie: string, probePostId: string) {
  const arrivals: number[] = [];
  let response: IncomingMessage | undefined;
  const url = new URL('/api/community/live', server.url);
  const opened = new Promise<void>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        agent: false,
        headers: { cookie, accept: 'text/event-stream' },
      },
      (res) => {
        response = res;
        if (res.statusCode !== 200) reject(new Error(`a live stream answered ${res.statusCode}`));
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            if (buffer.slice(0, end).includes(probePostId)) arrivals.push(performance.now());
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
        });
        resolve();
      },
    );
    req.on('error', reject);
    req.end();
  });
  return { arrivals, opened, close: () => response?.destroy() };
}

async function measureFeed(server: BenchServer, rotate: RotatedRequest[], seconds: number) {
  return runLoad({ url: `${server.url}/`, rotate, seconds, connections: CONNECTIONS });
}

/** Probes: a like and an unlike in turn on the probe post, every 1/PROBES_PER_SECOND s; their send times. */
async function probe(
  server: BenchServer,
  cookie: string,
  postId: string,
  seconds: number,
): Promise<number[]> {
  const sent: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const at = performance.now();
    const response = await fetch(`${server.url}/api/community/posts/${postId}/like`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
    });
    await response.arrayBuffer();
    if (response.ok) sent.push(at);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, 1000 / PROBES_PER_SECOND - (performance.now() - at))),
    );
  }
  return sent;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const pct = (row: LoadResult, bare: LoadResult) => (100 * row.requestsPerSecond) / bare.requestsPerSecond;

/** Runs the live section on PostgreSQL alone or with Redis, and prints its table. */
export async function benchLive(options: LiveBenchOptions): Promise<void> {
  const server = await startBenchServer('postgres', options.postgresUrl, options.redisUrl);
  let writes: Awaited<ReturnType<typeof startWrites>> | undefined;
  const streams: ReturnType<typeof openStream>[] = [];
  try {
    const setup = options.redisUrl ? 'PostgreSQL with Redis' : 'PostgreSQL alone (LISTEN/NOTIFY)';
    console.log(`\nLive threads and feed on ${setup}:`);
    const db = server.database.db;
    await seedMembers(db);
    await seedPosts(db, 0, options.posts);
    const members = await server.insertMembers('live', READERS + WRITERS + STREAMS + 1, 'growth');
    const readers = members.slice(0, READERS).map((m) => m.cookie);
    const writers = members.slice(READERS, READERS + WRITERS).map((m) => m.cookie);
    const listeners = members.slice(READERS + WRITERS, READERS + WRITERS + STREAMS).map((m) => m.cookie);
    const prober = members.at(-1)!.cookie;
    const newest = (await (
      await fetch(`${server.url}/api/community/posts?limit=40`, { headers: { cookie: readers[0]! } })
    ).json()) as { items: { id: string }[] };
    const channels = (await db.execute(
      sql`select id from channels where required_tier in ('free', 'growth')`,
    )) as unknown as { rows: { id: string }[] };
    // A post the writers never touch: its events are the probe's alone.
    const probePost = (await db.execute(
      sql`select id from posts where channel_id in (select id from channels where required_tier = 'free')
          order by created_at asc limit 1`,
    )) as unknown as { rows: { id: string }[] };
    const probePostId = probePost.rows[0]!.id;
    writes = await startWrites({
      url: server.url,
      cookies: writers,
      postIds: newest.items.map((p) => p.id),
      channelIds: channels.rows.map((c) => c.id),
    });
    const feed = readers.map((cookie) => ({ path: '/api/community/posts', cookie }));
    const bare = [{ path: '/bench/bare', cookie: '' }];

    const results: Record<'bare' | 'quiet' | 'streams', LoadResult[]> = { bare: [], quiet: [], streams: [] };
    for (let round = 0; round < options.rounds; round += 1) {
      await writes.setRate(0);
      results.bare.push(await measureFeed(server, bare, options.seconds));
      await writes.setRate(WRITES_PER_SECOND);
      results.quiet.push(await measureFeed(server, feed, options.seconds));
      // Opened for this round's row and closed before the next round's row without them (the probe, after the
      // last round, uses the last round's).
      for (const stream of streams.splice(0)) stream.close();
      for (const cookie of listeners) streams.push(openStream(server, cookie, probePostId));
      await Promise.all(streams.map((s) => s.opened));
      results.streams.push(await measureFeed(server, feed, options.seconds));
      if (round < options.rounds - 1) for (const stream of streams.splice(0)) stream.close();
    }
    await writes.setRate(WRITES_PER_SECOND);
    const sent = await probe(server, prober, probePostId, options.seconds * options.rounds);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await writes.setRate(0);
    const latencies: number[] = [];
    let missing = 0;
    for (const stream of streams) {
      sent.forEach((at, i) => {
        const arrived = stream.arrivals[i];
        if (arrived === undefined) missing += 1;
        else latencies.push(arrived - at);
      });
    }
    const [bare0, quiet, open] = [median(results.bare), median(results.quiet), median(results.streams)];
    const quietShare = pct(quiet, bare0);
    const openShare = pct(open, bare0);
    console.log(
      `  median of ${options.rounds} rounds × ${options.seconds} s, ${CONNECTIONS} connections, ${loadGenerator}; ${WRITES_PER_SECOND} writes/s`,
    );
    console.log(`  | row | req/s | share of bare | target |`);
    console.log(`  |---|---|---|---|`);
    console.log(`  | bare JSON route | ${bare0.requestsPerSecond.toFixed(0)} | 100 % | |`);
    console.log(
      `  | feed, ${READERS} readers, no live streams | ${quiet.requestsPerSecond.toFixed(0)} | ${quietShare.toFixed(1)} % | |`,
    );
    console.log(
      `  | feed, ${READERS} readers, ${STREAMS} live streams open | ${open.requestsPerSecond.toFixed(0)} | ${openShare.toFixed(1)} % | ≥ ${(quietShare * 0.8).toFixed(1)} % (4/5 of the row above): ${openShare >= quietShare * 0.8 ? 'met' : 'MISSED'} |`,
    );
    const p99 = percentile(latencies, 99);
    console.log(
      `  | event to ${STREAMS} open streams (${sent.length} probes) | p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ${missing} missed | | p99 ≤ 2,000 ms: ${p99 <= 2000 && missing === 0 ? 'met' : 'MISSED'} |`,
    );
  } finally {
    for (const stream of streams) stream.close();
    await writes?.close();
    await server.close();
  }
}
