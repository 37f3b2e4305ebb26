import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVE_ARGS } from '../../src/server/node-flags';

export const ADMIN = { email: 'admin@e2e.example', password: 'e2e admin password' };

export async function freePort(): Promise<number> {
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

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export interface ServerProcess {
  baseUrl: string;
  /** Stops the server (SIGTERM, as a deploy or a crash-restart would) and waits for the process to end. */
  stop(): Promise<void>;
}

/**
 * Starts the built server (dist) on `port` with its data in `dataDir`, and waits until it is healthy. Started
 * again with the same port and folder, it is the same site with the same data (a restart).
 */
export async function startServer({
  port,
  dataDir,
  env = {},
  niceness = 0,
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Runs it under `nice` (1–19: a lower priority than what measures it on the same cores). */
  niceness?: number;
}): Promise<ServerProcess> {
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  // nice runs node in its own place (exec), so the signals below still reach the server.
  const [command, ...args] =
    niceness > 0 ? ['nice', '-n', String(niceness), 'node', ...SERVE_ARGS] : ['node', ...SERVE_ARGS];
  const child = spawn(command!, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
      WRITE_RATE_LIMIT_PER_MINUTE: '10000',
      LOG_LEVEL: 'warn',
      // The member-space journey upgrades with the built-in provider, which production refuses by default.
      ALLOW_FREE_UPGRADES: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
