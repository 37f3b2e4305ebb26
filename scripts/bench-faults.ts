// npm run bench:faults (not in CI; needs `npm run build` and the PostgreSQL server): the built server under
// load and faults, against a scratch database. Three phases:
//  1. mixed reads and writes from many connections: no request may fail;
//  2. kill -9 of the server under write load: every acknowledged write must be there after a restart;
//  3. PostgreSQL connections terminated under read load: no request may fail once the pool recovers.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVE_ARGS } from '../src/server/node-flags';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.FAULTS_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.FAULTS_SECONDS ?? 60);
const PORT = 3950;
const base = `http://127.0.0.1:${PORT}`;
const TOOL = 'gratitude-log';
// One data folder and secret for every start, so sessions stay valid across the kill -9 restart.
const DATA_DIR = mkdtempSync(join(tmpdir(), 'dyl-faults-'));

function startServer(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn('node', SERVE_ARGS, {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATA_DIR,
      AUTH_SECRET: 'faults-secret-faults-secret-faults-secret',
      // The load is many writes a minute per member on purpose; the per-member limit is tested elsewhere.
      WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'faults admin password',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      if (Date.now() > deadline) return reject(new Error('server did not start'));
      try {
        if ((await fetch(`${base}/api/health`)).ok) return resolve(child);
      } catch {
        // not yet listening
      }
      setTimeout(poll, 100);
    };
    void poll();
  });
}

async function signUp(): Promise<string> {
  const email = `faults-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'faults member password';
  const headers = { 'content-type': 'application/json', origin: base };
  await fetch(`${base}/api/account/sign-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ firstName: 'Load', lastName: 'Test', email, password }),
  });
  const signIn = await fetch(`${base}/api/account/sign-in`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

interface Tally {
  ok: number;
  failed: number;
  statuses: Record<string, number>;
}

/** Workers that loop until stopped; each request is a read, or a write with probability `writeShare`. */
async function load(cookies: string[], seconds: number, writeShare: number, onWrite?: (id: string) => void) {
  const tally: Tally = { ok: 0, failed: 0, statuses: {} };
  const stopAt = Date.now() + seconds * 1000;
  const worker = async (i: number) => {
    const cookie = cookies[i % cookies.length]!;
    while (Date.now() < stopAt) {
      const write = Math.random() < writeShare;
      try {
        const response = await fetch(`${base}/api/tools/${TOOL}/entries${write ? '' : '?limit=20'}`, {
          method: write ? 'POST' : 'GET',
          headers: write ? { cookie, origin: base, 'content-type': 'application/json' } : { cookie },
          body: write ? JSON.stringify({ data: { items: [`load ${i}`] } }) : undefined,
        });
        const body = (await response.json()) as { id?: string };
        tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
        if (response.ok) {
          tally.ok += 1;
          if (write && body.id) onWrite?.(body.id);
        } else tally.failed += 1;
      } catch {
        tally.statuses.network = (tally.statuses.network ?? 0) + 1;
        tally.failed += 1;
        if (Date.now() < stopAt) await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => worker(i)));
  return tally;
}

async function main() {
  const name = `dyl_faults_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let server = await startServer(url.toString());
  try {
    const cookies = await Promise.all(Array.from({ length: 20 }, () => signUp()));

    const mixed = await load(cookies, SECONDS, 0.2);
    console.log(
      `1. mixed load, ${CONNECTIONS} connections × ${SECONDS} s: ${mixed.ok} ok, ${mixed.failed} failed`,
      mixed.statuses,
    );

    const acknowledged: string[] = [];
    const writing = load(cookies, 10, 1, (id) => acknowledged.push(id));
    await new Promise((r) => setTimeout(r, 4_000));
    server.kill('SIGKILL');
    await writing;
    server = await startServer(url.toString());
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const found = await db.query<{ n: string }>(
      'select count(*) as n from tool_entries where id = any($1::uuid[])',
      [acknowledged],
    );
    console.log(
      `2. kill -9 under writes: ${acknowledged.length} writes acknowledged, ${found.rows[0]!.n} found after restart, ${acknowledged.length - Number(found.rows[0]!.n)} lost`,
    );

    let terminations = 0;
    const terminator = setInterval(() => {
      void db
        .query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [name],
        )
        .then((r) => (terminations += r.rowCount ?? 0));
    }, 500);
    const reads = await load(cookies, 20, 0);
    clearInterval(terminator);
    console.log(
      `3. reads while connections are terminated (${terminations} terminated): ${reads.ok} ok, ${reads.failed} failed`,
      reads.statuses,
    );
    await db.end();
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
