// Starts the real app in this process on a fresh database (embedded PGlite in memory, or a scratch database on
// the PostgreSQL server), with a bare JSON route beside it as the 100 % line.
import { createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { seedCommunity } from '../../src/server/modules/community/community.seed';
import { SESSION_EXPIRES_IN } from '../../src/server/modules/account/auth';
import { seedContent } from '../../src/server/modules/content/content.seed';
import { createPostgresState } from '../../src/server/shared-state/postgres-state';
import { createRedisState } from '../../src/server/shared-state/redis-state';

export interface BenchServer {
  url: string;
  database: DatabaseHandle;
  /** A member with a session cookie. */
  signUp(name: string, tier?: 'free' | 'growth' | 'premium'): Promise<{ cookie: string; userId: string }>;
  /** Entries of one tool for a member, spread over the past, inserted in SQL. */
  insertEntries(userId: string, toolKey: string, count: number): Promise<void>;
  /**
   * Members `<prefix>-1` … `<prefix>-<count>`, a month old, each with a profile, a tier and a session, inserted in
   * SQL (signing 2,000 members up would only measure password hashing); their cookies in that order.
   */
  insertMembers(
    prefix: string,
    count: number,
    tier: 'free' | 'growth' | 'premium',
  ): Promise<{ cookie: string; userId: string }[]>;
  /** Statements the app has sent to the database so far (through drizzle), to tell a cached answer from a query. */
  statements(): number;
  close(): Promise<void>;
}

export async function startBenchServer(
  kind: 'pglite' | 'postgres',
  postgresUrl: string,
  /** Shares state through Redis, as processes at scale do (which turns the session cache on for PostgreSQL). */
  redisUrl?: string,
): Promise<BenchServer> {
  let drop = async () => {};
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const name = `dyl_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  let statements = 0;
  const database = openDatabase({
    databaseUrl,
    dataDir: null,
    onQuery: () => {
      statements += 1;
    },
  });
  await database.migrate();
  await seedContent(database.db);
  await seedCommunity(database.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', DATA_DIR: '.tmp/bench' });
  // As main.ts chooses: Redis when given, else PostgreSQL's own LISTEN/NOTIFY, else memory (PGlite).
  const sharedState = redisUrl
    ? createRedisState(redisUrl, { prefix: `dyl-bench-${randomBytes(4).toString('hex')}:` })
    : database.kind === 'postgres'
      ? await createPostgresState(database)
      : undefined;
  const authSecret = 'bench-secret-bench-secret-bench-secret-0';
  const app = await buildApp({
    config,
    database,
    sharedState,
    authSecret,
    serveClient: false,
    rateLimits: {
      perIp: 1_000_000,
      perAccount: 1_000_000,
      perAccountUnderAttack: 1_000_000,
      accountBackoffAfter: 1_000_000,
      windowMs: 60_000,
    },
  });
  // The 100 % line: a JSON route on the same server, through the same hooks, doing no work.
  app.server.get('/bench/bare', async () => ({ ok: true }));
  const url = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const sessionCookie = (await app.auth.$context).authCookies.sessionToken.name;

  return {
    url,
    database,
    async signUp(name, tier = 'free') {
      const email = `${name}-${randomBytes(3).toString('hex')}@example.com`;
      // Nothing of the name or the address in it: the password policy refuses those.
      const password = 'quiet harbour lanterns at dusk';
      const headers = { 'content-type': 'application/json', origin: url };
      const signUp = await fetch(`${url}/api/account/sign-up`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ firstName: 'Bench', lastName: name, email, password }),
      });
      if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
      // The tier is set before the session exists, so the session sees it from its first request.
      if (tier !== 'free')
        await database.db.execute(sql`update user_subscription_status set subscription_tier = ${tier}
          where user_id = (select id from "user" where email = ${email})`);
      const signIn = await fetch(`${url}/api/account/sign-in`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      });
      if (!signIn.ok) throw new Error(`bench sign-in failed: ${signIn.status} ${await signIn.text()}`);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { user } = (await signIn.json()) as { user: { id: string } };
      return { cookie, userId: user.id };
    },
    async insertEntries(userId, toolKey, count) {
      const batch = 20_000;
      for (let done = 0; done < count; done += batch) {
        const size = Math.min(batch, count - done);
        await database.db.execute(sql`
          insert into tool_entries (user_id, tool_key, data, created_at)
          select ${userId}, ${toolKey}, jsonb_build_object('items', jsonb_build_array('Thing ' || g)),
                 now() - make_interval(mins => g + ${done})
          from generate_series(1, ${size}) as g`);
      }
      await database.db.execute(sql`analyze tool_entries`);
    },
    async insertMembers(prefix, count, tier) {
      const run = randomBytes(8).toString('hex');
      const members = sql`generate_series(1, ${count}) g`;
      await database.db.execute(sql`insert into "user" (id, name, email, created_at)
        select ${prefix} || '-' || g, 'Member ' || g, ${prefix} || '-' || g || '-' || ${run} || '@example.com',
               now() - interval '30 days' from ${members}`);
      // Each chose their forum name, so the writers may post.
      await database.db.execute(sql`insert into profiles (id, first_name, last_name, username, created_at,
          forum_name_chosen_at)
        select ${prefix} || '-' || g, 'Member', ${prefix} || ' ' || g, ${prefix} || g || ${run},
               now() - interval '30 days', now() - interval '30 days' from ${members}`);
      await database.db.execute(sql`insert into user_subscription_status (user_id, subscription_tier)
        select ${prefix} || '-' || g, ${tier}::subscription_tier from ${members}`);
      // Created now, so no session is old enough for better-auth to renew it (which would turn a read into a write).
      await database.db.execute(sql`insert into session (id, token, user_id, expires_at)
        select ${prefix} || '-session-' || g, ${run} || '-' || g, ${prefix} || '-' || g,
               now() + make_interval(secs => ${SESSION_EXPIRES_IN}) from ${members}`);
      await database.db.execute(sql`analyze`);
      return Array.from({ length: count }, (_, i) => {
        const token = `${run}-${i + 1}`;
        // better-auth's signed cookie value: the token, a dot and its HMAC-SHA256 in base64.
        const signature = createHmac('sha256', authSecret).update(token).digest('base64');
        return {
          userId: `${prefix}-${i + 1}`,
          cookie: `${sessionCookie}=${encodeURIComponent(`${token}.${signature}`)}`,
        };
      });
    },
    statements: () => statements,
    async close() {
      await app.server.close();
      await sharedState?.close();
      await database.close();
      await drop();
    },
  };
}
