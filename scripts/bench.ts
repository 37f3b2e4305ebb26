// Benchmarks the hot endpoints with autocannon against the in-process app (PGlite in memory, or PostgreSQL
// when DATABASE_URL is set). Prints requests/s and latency percentiles per endpoint.
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedContent } from '../src/server/modules/content/content.seed';
import { toolEntries } from '../src/server/modules/tool-data/tool-data.table';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const HISTORY_SIZE = 2000;

async function main() {
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PORT: '3999',
    DATA_DIR: '.tmp/bench',
  });
  const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
  await database.migrate();
  await seedContent(database.db);
  const app = await buildApp({
    config,
    database,
    authSecret: 'bench-secret-bench-secret-bench-secret-0',
    serveClient: false,
    rateLimits: { perIp: 1_000_000, perAccount: 1_000_000, accountBackoffAfter: 1_000_000, windowMs: 60_000 },
  });
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const signUp = await fetch(`${address}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: address },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench password',
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await signUp.json()) as { user: { id: string } };

  // Over a year of hourly entries for one member, listed a page at a time.
  const start = Date.now() - HISTORY_SIZE * 3_600_000;
  const rows = Array.from({ length: HISTORY_SIZE }, (_, i) => ({
    userId: user.id,
    toolKey: 'gratitude-log',
    data: { items: [`Thing ${i}`] },
    createdAt: new Date(start + i * 3_600_000),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await database.db.insert(toolEntries).values(rows.slice(i, i + 500));
  const etag = (await fetch(`${address}/api/content`)).headers.get('etag') ?? '';
  const entriesUrl = `${address}/api/tools/gratitude-log/entries?limit=50`;
  const firstPage = (await (await fetch(entriesUrl, { headers: { cookie } })).json()) as {
    nextCursor: string;
  };

  const targets = [
    { name: 'GET /api/health', path: '/api/health', headers: {}, expect304: false },
    { name: 'GET /api/settings', path: '/api/settings', headers: {}, expect304: false },
    {
      name: 'GET /api/account/session (signed in)',
      path: '/api/account/session',
      headers: { cookie },
      expect304: false,
    },
    { name: 'GET /api/content (bundle)', path: '/api/content', headers: {}, expect304: false },
    {
      name: 'GET /api/content (If-None-Match: 304)',
      path: '/api/content',
      headers: { 'if-none-match': etag },
      expect304: true,
    },
    {
      name: `GET tool entries, page 1 of ${HISTORY_SIZE}`,
      path: '/api/tools/gratitude-log/entries?limit=50',
      headers: { cookie },
      expect304: false,
    },
    {
      name: 'GET tool entries, page 2 (cursor)',
      path: `/api/tools/gratitude-log/entries?limit=50&cursor=${firstPage.nextCursor}`,
      headers: { cookie },
      expect304: false,
    },
  ];
  console.log(`database: ${database.kind}; ${DURATION_S}s per endpoint, 10 connections`);
  for (const target of targets) {
    const result = await autocannon({
      url: `${address}${target.path}`,
      headers: target.headers,
      connections: 10,
      duration: DURATION_S,
    });
    const errors = (target.expect304 ? 0 : result.non2xx) + result.errors;
    console.log(
      `${target.name.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${errors ? `  (${errors} errors)` : ''}`,
    );
  }
  await app.server.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
