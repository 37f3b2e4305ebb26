// The built server the audit measures: started on a free port with a throwaway DATA_DIR and a known admin.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVE_ARGS } from '../../src/server/node-flags';

export interface AuditServer {
  baseUrl: string;
  admin: { email: string; password: string };
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, exited: () => boolean, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** Builds if needed, then starts `dist/server/main.js` as `npm run serve` does, on data of its own. */
export async function startAuditServer(): Promise<AuditServer> {
  if (!existsSync('dist/client/index.html') || !existsSync('dist/server/main.js')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dyl-audit-'));
  const baseUrl = `http://localhost:${port}`;
  // The seeded admin sets the audit member's tier, so the forum shows its channels as a paying member sees them.
  const admin = { email: 'audit-admin@example.com', password: randomBytes(18).toString('base64url') };
  let output = '';
  const child = spawn(process.execPath, SERVE_ARGS, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // The member, the forum's authors and the admin all sign in from this one address.
      AUTH_RATE_LIMIT_PER_IP: '200',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(
    baseUrl,
    () => child.exitCode !== null,
    () => output,
  );
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, admin, stop };
}
