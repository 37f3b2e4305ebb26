// The parts `npm run bench:scale` starts and stops on loopback: a scratch database on the PostgreSQL server, a
// Redis of its own (so restarting it never touches the machine's), three built app processes and HAProxy in front.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVE_ARGS } from '../../../src/server/node-flags';

export const BALANCER_PORT = 3960;
export const APP_PORTS = [3961, 3962, 3963] as const;
const REDIS_PORT = 6391;
export const balancerUrl = `http://127.0.0.1:${BALANCER_PORT}`;
const HAPROXY_CONFIG = new URL('./haproxy.cfg', import.meta.url);

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function until(what: string, ready: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not come up in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Cluster {
  databaseUrl: string;
  /** Where each app process's log is (app1.log …). */
  logDir: string;
  db: pg.Client;
  /** Starts app process `index` (0–2) and resolves once it answers its readiness check. */
  startApp(index: number): Promise<void>;
  /** SIGKILL: no goodbye, as a crash or the OOM killer. */
  killApp(index: number): Promise<void>;
  /** SIGTERM: the graceful stop (readiness fails, in-flight requests finish, pools close). */
  stopApp(index: number): Promise<void>;
  /** HAProxy over the first `processes` app ports; restarted when called again. */
  startBalancer(processes: number): Promise<void>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  /** Stops everything and drops the scratch database. */
  close(): Promise<void>;
}

export async function startCluster(adminUrl: string): Promise<Cluster> {
  const name = `dyl_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const workDir = mkdtempSync(join(tmpdir(), 'dyl-scale-'));
  // One data folder for the three processes: the disk is shared here, as one host's is.
  const dataDir = join(workDir, 'data');
  // Kept after the run: what each process logged (errors only), to read when a row shows failures.
  const logDir = join(tmpdir(), 'dyl-scale-logs');
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir);
  const apps: (ChildProcess | null)[] = APP_PORTS.map(() => null);
  let redis: ChildProcess | null = null;
  let balancer: ChildProcess | null = null;

  const startRedis = async () => {
    redis = spawn(
      'redis-server',
      ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await until('redis', async () => {
      const ping = spawn('redis-cli', ['-p', String(REDIS_PORT), 'ping'], { stdio: 'ignore' });
      return new Promise<boolean>((resolve) => ping.once('exit', (code) => resolve(code === 0)));
    });
  };
  const stopRedis = async () => {
    const child = redis;
    redis = null;
    child?.kill('SIGKILL');
    if (child) await exited(child);
  };

  const startApp = async (index: number) => {
    const port = APP_PORTS[index]!;
    const log = openSync(join(logDir, `app${index + 1}.log`), 'a');
    const child = spawn(process.execPath, SERVE_ARGS, {
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: balancerUrl,
        TRUST_PROXY: '1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        MEDIA_DISK_SHARED: 'true',
        AUTH_SECRET: 'scale-secret-scale-secret-scale-secret-00',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'scale admin password',
        // The load is many writes and sign-ins a minute per member on purpose; the limits are tested elsewhere.
        WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
        AUTH_RATE_LIMIT_PER_IP: '1000000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
        FORUM_PACE_LIMITS: 'off',
        // Longer than HAProxy needs to see a stopping process fail two checks (inter 500 ms, fall 2) under load.
        SHUTDOWN_GRACE_MS: '3000',
      },
    });
    apps[index] = child;
    await until(`app ${index + 1}`, async () => {
      if (child.exitCode !== null) throw new Error(`app ${index + 1} exited with ${child.exitCode}`);
      return (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok;
    });
  };
  const signal = async (index: number, how: NodeJS.Signals) => {
    const child = apps[index];
    apps[index] = null;
    child?.kill(how);
    if (child) await exited(child);
  };

  const startBalancer = async (processes: number) => {
    const stopping = balancer;
    balancer = null;
    stopping?.kill('SIGTERM');
    if (stopping) await exited(stopping);
    const kept = APP_PORTS.slice(processes).map((_, i) => `server app${processes + i + 1} `);
    const config = readFileSync(HAPROXY_CONFIG, 'utf8')
      .split('\n')
      .filter((line) => !kept.some((server) => line.trim().startsWith(server)))
      .join('\n');
    const file = join(workDir, `haproxy-${processes}.cfg`);
    writeFileSync(file, config);
    // Its warnings (a server down, up again) are what the rows show; its alerts would be too.
    balancer = spawn('haproxy', ['-db', '-f', file], { stdio: 'ignore' });
    // Ready once every running process has passed its checks (rise 2 × 250 ms): poll until all answer through it.
    await until('haproxy', async () => (await fetch(`${balancerUrl}/api/ready`)).ok);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  };

  // A bench that dies leaves nothing listening on its ports.
  process.once('exit', () => {
    for (const child of [...apps, redis, balancer]) child?.kill('SIGKILL');
  });
  await startRedis();
  return {
    databaseUrl,
    logDir,
    db,
    startApp,
    killApp: (index) => signal(index, 'SIGKILL'),
    stopApp: (index) => signal(index, 'SIGTERM'),
    startBalancer,
    stopRedis,
    startRedis,
    async close() {
      await Promise.all(apps.map((_, i) => signal(i, 'SIGTERM')));
      balancer?.kill('SIGTERM');
      await stopRedis();
      await db.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
