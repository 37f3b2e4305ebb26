// The load generator runs in its own process, so it never competes with the server's event loop: wrk when it is
// installed (`apt-get install wrk`), else autocannon's CLI. BENCH_LOAD=autocannon or =wrk chooses. wrk is the
// better yardstick: autocannon appends every response body to a string, so a compressed (binary) body costs
// the generator a UTF-8 decode per response and its row measures autocannon rather than the server.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One request of a rotation: a path on the URL's server, sent with this cookie (none when empty). */
export interface RotatedRequest {
  path: string;
  cookie: string;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections?: number;
  /** Requests taken in turn instead of `url` alone (many members, many pages): wrk only. */
  rotate?: readonly RotatedRequest[];
}

const wrkInstalled = spawnSync('wrk', ['--version']).error === undefined;

/** The generator this run uses: wrk when installed, unless BENCH_LOAD names one. */
export const loadGenerator: 'wrk' | 'autocannon' =
  process.env.BENCH_LOAD === 'autocannon' || (process.env.BENCH_LOAD !== 'wrk' && !wrkInstalled)
    ? 'autocannon'
    : 'wrk';

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return loadGenerator === 'wrk' ? runWrk(options) : runAutocannon(options);
}

function output(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}: ${err}`)),
    );
  });
}

/** One wrk thread (as autocannon is one process), its summary printed as JSON by wrk-summary.lua. */
async function runWrk(options: LoadOptions): Promise<LoadResult> {
  const script = fileURLToPath(new URL('./wrk-summary.lua', import.meta.url));
  const args = [
    '-t',
    '1',
    '-c',
    String(options.connections ?? 10),
    '-d',
    `${options.seconds}s`,
    '-s',
    script,
    // A slow answer is a latency to report, not an error: wrk's own timeout is 2 s.
    '--timeout',
    '30s',
  ];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  args.push(options.url);
  const rotation = options.rotate && join(tmpdir(), `dyl-bench-${randomBytes(6).toString('hex')}.tsv`);
  if (rotation) {
    writeFileSync(rotation, options.rotate!.map((r) => `${r.path}\t${r.cookie}\n`).join(''));
    args.push('--', rotation);
  }
  const printed = await output('wrk', args).finally(() => rotation && rmSync(rotation, { force: true }));
  const line = printed.split('\n').find((text) => text.startsWith('{"requests"'));
  if (!line) throw new Error('wrk printed no summary');
  const summary = JSON.parse(line) as {
    requests: number;
    durationUs: number;
    p50Us: number;
    p99Us: number;
    errors: number;
    non2xx: number;
  };
  return {
    requestsPerSecond: summary.requests / (summary.durationUs / 1e6),
    p50: summary.p50Us / 1000,
    p99: summary.p99Us / 1000,
    errors: summary.errors,
    non2xx: summary.non2xx,
  };
}

async function runAutocannon(options: LoadOptions): Promise<LoadResult> {
  if (options.rotate) throw new Error('Rotating members and pages needs wrk (apt-get install wrk).');
  const args = ['-j', '-c', String(options.connections ?? 10), '-d', String(options.seconds)];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(options.url);
  const summary = JSON.parse(await output('node_modules/.bin/autocannon', args)) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    requestsPerSecond: summary.requests.average,
    p50: summary.latency.p50,
    p99: summary.latency.p99,
    errors: summary.errors,
    non2xx: summary.non2xx,
  };
}

/** The median of each figure over rounds. */
export function median(results: LoadResult[]): LoadResult {
  const mid = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  return {
    requestsPerSecond: mid(results.map((r) => r.requestsPerSecond)),
    p50: mid(results.map((r) => r.p50)),
    p99: mid(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}
