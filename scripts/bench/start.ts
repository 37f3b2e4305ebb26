// The start section of `npm run bench` (issue 7 item 5): the BUILT server (`npm run build` first) started on the
// embedded database, from nothing (fresh data: the template is laid down, the content and admin seeded) and
// again on the data it left (existing data). Time from spawn to the first 200 of `/` and of `/api/content`, and
// the process's resident memory (VmRSS now, VmHWM its peak) read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVE_ARGS } from '../../src/server/node-flags';

const PORT = 3997;
const BASE = `http://127.0.0.1:${PORT}`;

interface StartResult {
  firstPageMs: number;
  contentMs: number;
  rssMb: number;
  peakRssMb: number;
}

function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

async function firstOk(path: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}${path}`)).ok) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function startOnce(dataDir: string): Promise<StartResult> {
  const started = performance.now();
  const child = spawn(process.execPath, SERVE_ARGS, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      AUTH_SECRET: 'bench-start-secret-bench-start-secret-00',
    },
  });
  try {
    const firstPageMs = await firstOk('/', child, started);
    const contentMs = await firstOk('/api/content', child, started);
    // Settled memory: what the process holds once it has served its first requests.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { firstPageMs, contentMs, ...memoryOf(child.pid!) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/** Prints cold start figures for fresh and existing embedded data, each the median of `rounds`. */
export async function benchStart(rounds: number): Promise<void> {
  if (!existsSync('dist/server/main.js')) throw new Error('Build first: npm run build');
  const fresh: StartResult[] = [];
  const existing: StartResult[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'dyl-start-'));
    try {
      fresh.push(await startOnce(dataDir));
      existing.push(await startOnce(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const median = (results: StartResult[], key: keyof StartResult) => {
    const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  console.log(`\nCold start of the built server on the embedded database, median of ${rounds}:`);
  console.log('| data | first 200 of / | first 200 of /api/content | target | RSS | peak RSS | target |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [label, results, target] of [
    ['existing', existing, '≤ 3 s'],
    ['fresh', fresh, '≤ 5 s'],
  ] as const) {
    console.log(
      `| ${label} | ${(median(results, 'firstPageMs') / 1000).toFixed(2)} s | ${(median(results, 'contentMs') / 1000).toFixed(2)} s | ${target} | ${median(results, 'rssMb').toFixed(0)} MB | ${median(results, 'peakRssMb').toFixed(0)} MB | ≤ 300 MB |`,
    );
  }
}
