// Benchmarks the community feed (issue 9 item 8). Seeds posts, likes, replies and polls straight into the
// database, runs the BUILT server (dist/server/main.js; `npm run build` first) as a separate process, and
// measures it with autocannon from this one. Also measures "the seed's design" (every post of a channel with
// its likes and poll options in one call, sorted by the client), implemented here only.
//   PostgreSQL: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx --tsconfig tsconfig.server.json scripts/bench-community.ts
//   PGlite:     npx tsx --tsconfig tsconfig.server.json scripts/bench-community.ts   (a smaller set)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { seedCommunity } from '../src/server/modules/community/community.seed';

const ADMIN_URL = process.env.BENCH_DATABASE_URL;
const BIG = Number(process.env.BENCH_POSTS ?? (ADMIN_URL ? 100_000 : 10_000));
const SMALL = 1_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = 3998;
const BASE = `http://127.0.0.1:${PORT}`;
const MEMBERS = 1_000;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench admin password' };
const DATA_DIR = '.tmp/bench-community';

interface Row {
  name: string;
  rps: number;
  p99: number;
}

async function createDatabase(): Promise<string | undefined> {
  if (!ADMIN_URL) {
    rmSync(DATA_DIR, { recursive: true, force: true });
    mkdirSync(DATA_DIR, { recursive: true });
    return undefined;
  }
  const name = `dyl_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const open = (url: string | undefined): DatabaseHandle =>
  openDatabase({ databaseUrl: url, dataDir: url ? null : `${DATA_DIR}/db` });

/** Members who write and like (inserted directly: signing 1 000 members up would only measure hashing). */
async function seedMembers(db: DatabaseHandle['db']) {
  await db.execute(sql`insert into "user" (id, name, email)
    select 'bench-' || g, 'Bench ' || g, 'bench-' || g || '@example.com' from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`insert into profiles (id, first_name, last_name, username)
    select 'bench-' || g, 'Bench', 'Member ' || g, 'bench' || g from generate_series(1, ${MEMBERS}) g`);
}

/** Appends posts up to `total`, about 10 likes per post, a reply on every second post, a poll in twenty. */
async function seedPosts(db: DatabaseHandle['db'], from: number, total: number) {
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
  await db.execute(sql`with fresh as (select id, abs(hashtext(id::text)) as h from posts p
      where not exists (select 1 from post_likes l where l.post_id = p.id))
    insert into post_likes (post_id, user_id)
    select fresh.id, 'bench-' || (1 + (fresh.h + k * 97) % ${MEMBERS})
    from fresh, generate_series(0, (fresh.h % 21)::int - 1) k`);
  await db.execute(sql`insert into replies (post_id, user_id, content)
    select id, 'bench-' || (1 + abs(hashtext(id::text)) % ${MEMBERS}), 'A kind reply' from posts p
    where abs(hashtext(id::text)) % 2 = 0 and not exists (select 1 from replies r where r.post_id = p.id)`);
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
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts.rows[0]);
}

function startServer(url: string | undefined): ChildProcess {
  const entry = existsSync('dist/server/main.js') ? ['dist/server/main.js'] : null;
  if (!entry) throw new Error('Build the server first: npm run build');
  return spawn(process.execPath, entry, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: BASE,
      DATA_DIR,
      DATABASE_URL: url ?? '',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT_PER_IP: '100000',
    },
  });
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${BASE}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A growth member (reads six of the seven channels), made through the API. */
async function growthMember(): Promise<string> {
  const member = { email: `bench-reader-${Date.now()}@example.com`, password: 'bench reader password' };
  const response = await fetch(`${BASE}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Reader', ...member }),
  });
  const { user } = (await response.json()) as { user: { id: string } };
  const admin = await signIn(ADMIN.email, ADMIN.password);
  await fetch(`${BASE}/api/admin/users/${user.id}/subscription`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: BASE, cookie: admin },
    body: JSON.stringify({ subscriptionTier: 'growth' }),
  });
  return signIn(member.email, member.password);
}

async function measure(name: string, path: string, cookie?: string): Promise<Row> {
  const result = await autocannon({
    url: `${BASE}${path}`,
    headers: cookie ? { cookie } : {},
    connections: 10,
    duration: SECONDS,
  });
  if (result.non2xx || result.errors)
    console.warn(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

/** The seed's design: every post of the channel with all its likes and poll options, sorted by the client. */
async function seedDesign(db: DatabaseHandle['db'], rounds: number): Promise<Row> {
  const times: number[] = [];
  const started = Date.now();
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
    result.rows.sort(
      (a, b) =>
        Number(b.is_pinned) - Number(a.is_pinned) ||
        new Date(b.created_at).getTime() - new Date(a.created_at).getTime(),
    );
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p99 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] ?? 0;
  return {
    name: "seed's design (whole channel, client sort)",
    rps: (rounds * 1000) / (Date.now() - started),
    p99,
  };
}

async function phase(url: string | undefined, label: string, full: boolean): Promise<Row[]> {
  const server = startServer(url);
  try {
    await waitForServer();
    const cookie = await growthMember();
    const first = (await (await fetch(`${BASE}/api/community/posts`, { headers: { cookie } })).json()) as {
      items: { id: string }[];
      nextCursor: string;
    };
    const rows = [await measure('bare JSON route (GET /api/settings)', '/api/settings')];
    rows.push(await measure(`feed latest @ ${label}`, '/api/community/posts', cookie));
    if (!full) return rows;
    rows.push(await measure('feed popular', '/api/community/posts?filter=popular', cookie));
    rows.push(await measure('feed questions', '/api/community/posts?filter=questions', cookie));
    rows.push(await measure('feed search "journaling"', '/api/community/posts?q=journaling', cookie));
    rows.push(
      await measure('feed page 2 (cursor)', `/api/community/posts?cursor=${first.nextCursor}`, cookie),
    );
    rows.push(
      await measure('GET /api/community/posts/:id', `/api/community/posts/${first.items[0]!.id}`, cookie),
    );
    return rows;
  } finally {
    await stopServer(server);
  }
}

function print(rows: Row[]) {
  const bare = rows[0]!.rps;
  console.log(
    `${'endpoint'.padEnd(46)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'% bare'.padStart(7)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(46)} ${row.rps.toFixed(0).padStart(8)} ${row.p99.toFixed(0).padStart(8)} ${((row.rps / bare) * 100).toFixed(0).padStart(6)}%`,
    );
  }
}

async function main() {
  const url = await createDatabase();
  try {
    await run(url);
  } finally {
    if (ADMIN_URL && url) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
      await admin.end();
    }
  }
}

async function run(url: string | undefined) {
  let db = open(url);
  await db.migrate();
  await seedCommunity(db.db);
  await seedMembers(db.db);
  await seedPosts(db.db, 0, SMALL);
  await db.close();
  const small = await phase(url, `${SMALL / 1000}k`, false);
  db = open(url);
  const seedSmall = await seedDesign(db.db, 20);
  await seedPosts(db.db, SMALL, BIG);
  await db.close();
  const big = await phase(url, `${BIG / 1000}k`, true);
  db = open(url);
  const seedBig = await seedDesign(db.db, 5);
  await db.close();

  console.log(`\ndatabase: ${url ? 'PostgreSQL' : 'PGlite'}; ${SECONDS}s per endpoint, 10 connections`);
  print([...big, { ...seedBig, name: `${seedBig.name} @ ${BIG / 1000}k` }]);
  console.log(`\nat ${SMALL / 1000}k posts:`);
  print([...small, { ...seedSmall, name: `${seedSmall.name} @ ${SMALL / 1000}k` }]);
  const feedBig = big[1]!;
  const feedSmall = small[1]!;
  console.log(
    `\nfeed p99 at ${BIG / 1000}k / at ${SMALL / 1000}k: ${(feedBig.p99 / Math.max(1, feedSmall.p99)).toFixed(2)} (target <= 1.3)`,
  );
  console.log(
    `feed latest / bare route: ${((feedBig.rps / big[0]!.rps) * 100).toFixed(0)} % (target >= 30 % on PostgreSQL)`,
  );
  console.log(
    `seed's design p99 / feed p99 at ${BIG / 1000}k: ${(seedBig.p99 / Math.max(1, feedBig.p99)).toFixed(0)}x (target >= 100x)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
