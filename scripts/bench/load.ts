// The load generator runs in its own process (autocannon's CLI), so it never competes with the server's
// event loop; this module starts it and reads its JSON summary.
import { spawn } from 'node:child_process';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections?: number;
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const args = ['-j', '-c', String(options.connections ?? 10), '-d', String(options.seconds)];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(options.url);
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/autocannon', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      const summary = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        errors: number;
        non2xx: number;
      };
      resolve({
        requestsPerSecond: summary.requests.average,
        p50: summary.latency.p50,
        p99: summary.latency.p99,
        errors: summary.errors,
        non2xx: summary.non2xx,
      });
    });
  });
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
