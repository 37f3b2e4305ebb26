import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ADMIN, freePort, startServer } from './server-process';

export { ADMIN };

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds when dist is missing or older than the sources, so a journey never tests stale code. */
function ensureBuilt(): void {
  const outputs = ['dist/client/index.html', 'dist/server/main.js'];
  const stale = outputs.some(
    (f) => !existsSync(f) || statSync(f).mtimeMs < Math.max(newestMtime('src'), newestMtime('drizzle')),
  );
  if (!stale) return;
  // NODE_ENV=production: under vitest it is "test", which would build React's development bundle.
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    admin: { email: string; password: string };
  }
}

export default async function setup(project: TestProject) {
  ensureBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dyl-e2e-'));
  const server = await startServer({ port, dataDir });
  const baseUrl = server.baseUrl;

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('admin', ADMIN);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
