// One Lighthouse (12, mobile, simulated throttling) run of a page whose CPU slowdown is calibrated to the machine
// it runs on, from the CPU benchmark index that same run measured.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';

/**
 * The benchmark index of the phone every audit simulates: slowdown = measured index ÷ 500, so index ÷ slowdown
 * is 500 on every machine (the index of a run: see gatherAndScore). Why 500: Lighthouse's default 4× slowdown is meant for its target host, which it puts
 * at about 2000 (lighthouse/core/gather/driver/environment.js warns below 1000 as "at least ~2x weaker than our
 * regular target device"; docs/throttling.md: "4x moves a typical run in the high-end desktop bracket [1500–2000]
 * into the mid-tier mobile bracket [125–800]"). 2000 ÷ 4 = 500: a machine at 2000 runs the default 4×, a busier
 * or slower one (1300) 2.6×, a faster one (2600) 5.2×, and all of them judge the page on the same phone.
 */
export const REFERENCE_BENCHMARK_INDEX = 500;

/**
 * Lighthouse's own CPU benchmark (about a second), run in a new tab of the Chrome on `port`: the same measure
 * Lighthouse takes before loading the page, taken again once it has loaded.
 */
async function benchmarkIndexNow(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    try {
      return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    } finally {
      await page.close();
    }
  } finally {
    // Disconnects; the browser, launched by the audit, stays up.
    await browser.close();
  }
}

export interface RunResult {
  score: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  jsBytes: number;
  /**
   * The machine's CPU benchmark over this run: the mean of Lighthouse's, taken before the page loads, and the
   * same benchmark taken right after. Lower means a slower or busier machine.
   */
  benchmarkIndex: number;
  /** The CPU slowdown this run was scored with: benchmarkIndex ÷ REFERENCE_BENCHMARK_INDEX. */
  cpuSlowdown: number;
}

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

interface SavedArtifacts {
  BenchmarkIndex: number;
  settings: { throttling: { cpuSlowdownMultiplier: number } };
}

/**
 * Gathers the page once (simulated throttling applies no CPU slowdown while gathering: it is applied when the
 * trace is scored), benchmarks the machine again, and scores the saved run with the slowdown that the mean of
 * the two benchmarks calls for (Lighthouse's -G / -A modes; the saved settings get the same slowdown, as
 * Lighthouse refuses to score a run under settings other than those it was gathered with). Two benchmarks
 * around the load follow a machine whose load changes meanwhile (other work starting or ending) better than
 * the one before it.
 */
async function gatherAndScore(url: string, flags: Flags & { port: number }) {
  const folder = mkdtempSync(join(tmpdir(), 'dyl-lighthouse-'));
  try {
    // The JavaScript samples of AUDIT_DETAILS=trace (they slow the page a little: for finding causes, not scores).
    if (process.env.AUDIT_DETAILS === 'trace')
      flags = { ...flags, additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' };
    await lighthouse(url, { ...flags, gatherMode: folder });
    if (process.env.AUDIT_DETAILS === 'trace')
      cpSync(folder, `.tmp/lh-gather${new URL(url).pathname.replace(/\W/g, '_')}`, { recursive: true });
    const after = await benchmarkIndexNow(flags.port);
    const artifactsFile = join(folder, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as SavedArtifacts;
    const benchmarkIndex = (artifacts.BenchmarkIndex + after) / 2;
    const cpuSlowdownMultiplier = benchmarkIndex / REFERENCE_BENCHMARK_INDEX;
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const result = await lighthouse(url, {
      ...flags,
      auditMode: folder,
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, benchmarkIndex };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Audits `url` in the Chrome listening on `port`; `cookie` signs the page in. */
export async function auditPage(url: string, port: number, cookie?: string): Promise<RunResult> {
  const { lhr, benchmarkIndex } = await gatherAndScore(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items;
  if (process.env.AUDIT_DETAILS) {
    if (process.env.AUDIT_DETAILS === 'json') {
      mkdirSync('.tmp', { recursive: true });
      writeFileSync(`.tmp/lhr-${new URL(url).pathname.replace(/\W/g, '_')}.json`, JSON.stringify(lhr));
    }
    // Why a page scores as it does: its shifts, its LCP element and phases, and the request waterfall.
    for (const id of ['layout-shifts', 'largest-contentful-paint-element', 'bootup-time', 'long-tasks'])
      console.log(url, id, JSON.stringify(lhr.audits[id]?.details));
    for (const request of requests ?? [])
      console.log(
        `${Math.round(request.networkRequestTime ?? 0)}–${Math.round(request.networkEndTime ?? 0)} ms`,
        request.transferSize,
        request.url,
      );
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    jsBytes: (requests ?? [])
      .filter((request) => request.resourceType === 'Script')
      .reduce((total, request) => total + (request.transferSize ?? 0), 0),
  };
}
