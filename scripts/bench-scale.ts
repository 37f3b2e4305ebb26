// npm run bench:scale (not in CI: it takes about ten minutes; needs `npm run build`, the PostgreSQL server, and
// Debian's haproxy and redis-server): HAProxy in front of three built app processes on one PostgreSQL database and
// one Redis, all on loopback, under a mixed load of SCALE_CONNECTIONS connections for SCALE_SECONDS each row.
// Rows: one process, three, and three under each fault (one killed with SIGKILL, a rolling restart, Redis
// restarted, PostgreSQL connections terminated). Each row counts every acknowledged write in the database and
// runs a probe that reads back what it just wrote (an entry, a post's edit, a signed-out session).
import { existsSync } from 'node:fs';
import { startCluster, type Cluster } from './bench/scale/cluster';
import { countAcknowledged, createFixture, probeFreshness, type Freshness } from './bench/scale/fixture';
import { runMixedLoad, type Fixture, type LoadTally } from './bench/scale/mixed-load';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 60);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  statuses: string;
  writes: string;
  fresh: string;
  remark: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/** The load for one row with a fault (or none) played at a third of it; the probe runs throughout. */
async function measure(
  name: string,
  cluster: Cluster,
  fixture: Fixture,
  fault: () => Promise<(tally: LoadTally) => string> = async () => () => '',
): Promise<Row> {
  let endProbe = () => {};
  const probeStop = new Promise<void>((resolve) => (endProbe = resolve));
  // Started while every process is ready, so its own set-up never meets the fault.
  const probe = probeFreshness(fixture.members[0]!, fixture.channelIds[0]!, probeStop);
  probe.catch(() => {}); // awaited below; a set-up failure stops the bench there
  const started = performance.now();
  const loading = runMixedLoad(fixture, CONNECTIONS, SECONDS);
  await sleep((SECONDS * 1000) / 3);
  const describe = await fault();
  const tally: LoadTally = await loading;
  const seconds = (performance.now() - started) / 1000;
  endProbe();
  const freshness: Freshness = await probe;
  const ok = tally.outcomes.filter((o) => typeof o.status === 'number' && o.status < 400);
  const latencies = ok.map((o) => o.endedAt - o.startedAt).sort((a, b) => a - b);
  const failed = tally.outcomes.filter((o) => !ok.includes(o));
  const statuses: Record<string, number> = {};
  for (const o of failed) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
  const { acknowledged, found } = await countAcknowledged(cluster.db, tally.acknowledged);
  const row: Row = {
    name,
    requestsPerSecond: ok.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed: failed.length,
    statuses: Object.entries(statuses)
      .map(([status, n]) => `${n}× ${status}`)
      .join(', '),
    writes: `${acknowledged} / ${found}`,
    fresh: `${freshness.stale} stale of ${freshness.checks} (${freshness.unanswered} unanswered)`,
    remark: describe(tally),
  };
  console.log(JSON.stringify(row));
  return row;
}

const failedRequest = (o: LoadTally['outcomes'][number]) => typeof o.status === 'string' || o.status >= 400;

/**
 * Of the failed requests: how many were in flight during the fault (started before `until`, answered after
 * `from`), and how many started after `until`, when nothing should fail any more.
 */
function failuresAround(tally: LoadTally, from: number, until = from): string {
  const failed = tally.outcomes.filter(failedRequest);
  const during = (o: LoadTally['outcomes'][number]) => o.startedAt <= until && o.endedAt >= from;
  const inFlight = tally.outcomes.filter(during).length;
  const failedInFlight = failed.filter(during).length;
  const failedLater = failed.filter((o) => o.startedAt > until).length;
  return `${inFlight} in flight during the fault (${failedInFlight} of them failed); failed after: ${failedLater}`;
}

async function main() {
  if (!existsSync('dist/server/main.js')) throw new Error('Build first: npm run build');
  const cluster = await startCluster(ADMIN_URL);
  const rows: Row[] = [];
  try {
    // Three processes started together on an empty database: one migrates and seeds, the others wait.
    await Promise.all([0, 1, 2].map((i) => cluster.startApp(i)));
    const migrations = await cluster.db.query<{ n: string }>(
      'select count(*) as n from drizzle.__drizzle_migrations',
    );
    console.log(
      `three processes started at once on an empty database: ${migrations.rows[0]!.n} migrations applied once`,
    );
    await cluster.startBalancer(3);
    const fixture = await createFixture(40, 60);

    await cluster.startBalancer(1);
    rows.push(await measure('one process', cluster, fixture));
    await cluster.startBalancer(3);
    rows.push(await measure('three processes', cluster, fixture));
    rows.push(
      await measure('app2 killed (SIGKILL) at 1/3', cluster, fixture, async () => {
        const killed = performance.now();
        await cluster.killApp(1);
        // From the moment it is gone: a request sent after that must reach another process.
        const gone = performance.now();
        return (tally) => failuresAround(tally, killed, gone);
      }),
    );
    await cluster.startApp(1);
    await sleep(1_000);
    rows.push(
      await measure('rolling restart of all three', cluster, fixture, async () => {
        const began = performance.now();
        for (const i of [0, 1, 2]) {
          await cluster.stopApp(i);
          await cluster.startApp(i);
          await sleep(1_000);
        }
        const took = ((performance.now() - began) / 1000).toFixed(1);
        return () => `each in turn: SIGTERM, exit, start, ready (${took} s in all)`;
      }),
    );
    rows.push(
      await measure('Redis restarted at 1/3', cluster, fixture, async () => {
        const at = performance.now();
        await cluster.stopRedis();
        await sleep(5_000);
        await cluster.startRedis();
        const back = performance.now();
        return (tally) => `down 5 s, back empty; ${failuresAround(tally, at, back)}`;
      }),
    );
    rows.push(
      await measure('PostgreSQL connections terminated', cluster, fixture, async () => {
        let terminated = 0;
        for (let i = 0; i < 20; i += 1) {
          const result = await cluster.db.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
               where datname = current_database() and pid <> pg_backend_pid()`,
          );
          terminated += result.rowCount ?? 0;
          await sleep(500);
        }
        return () => `${terminated} connections terminated over 10 s`;
      }),
    );
  } finally {
    await cluster.close();
  }
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s a row, through HAProxy (leastconn) on loopback; app logs in ${cluster.logDir}\n`,
  );
  console.log('| row | req/s | p50 ms | p99 ms | failed | writes acknowledged / found | probe | note |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const failed = r.failed === 0 ? '0' : `${r.failed} (${r.statuses})`;
    console.log(
      `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${failed} | ${r.writes} | ${r.fresh} | ${r.remark} |`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
