// Drives scripts/bench/writer.ts, the forum's writers in their own process, for the members section of
// `npm run bench`: one process per server, its rate changed between rows.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { WriterPlan, WriterReport } from './writer';

// Long enough after a change of rate for the caches to reach what they hold under it.
const SETTLE_MS = 1_000;

export interface Writes {
  /**
   * Writes this many a second from now on; resolves once they have run SETTLE_MS, or for 0 once the writes in
   * flight are answered.
   */
  setRate(perSecond: number): Promise<void>;
  /** What was sent since the last setRate. */
  report(): Promise<WriterReport>;
  close(): Promise<void>;
}

export async function startWrites(plan: WriterPlan): Promise<Writes> {
  const planFile = join(tmpdir(), `dyl-bench-writer-${randomBytes(6).toString('hex')}.json`);
  writeFileSync(planFile, JSON.stringify(plan));
  const script = fileURLToPath(new URL('./writer.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, planFile], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  async function ask(command: string): Promise<string> {
    child.stdin!.write(`${command}\n`);
    const answer = await lines.next();
    if (answer.done) throw new Error(`the bench writer exited before answering "${command}"`);
    return answer.value;
  }
  return {
    async setRate(perSecond) {
      await ask(`rate ${perSecond}`);
      if (perSecond > 0) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    },
    async report() {
      return JSON.parse(await ask('report')) as WriterReport;
    },
    async close() {
      child.stdin!.end();
      await exited;
      rmSync(planFile, { force: true });
    },
  };
}
