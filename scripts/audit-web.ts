// `npm run audit:web`: builds if needed, starts the built server on a free port with a throwaway DATA_DIR, and runs
// Lighthouse 12 (mobile, simulated throttling) on the system Chromium: the public pages as a visitor sees them,
// and /community, /dashboard and the heaviest tool page as a paying member with a week of use (made through the
// API, audit-web/audit-member.ts). The CPU slowdown of each run is calibrated from the benchmark index that run
// measured, so every machine simulates the same phone (audit-web/calibrated-lighthouse.ts:
// slowdown = index ÷ REFERENCE_BENCHMARK_INDEX). Prints each run, then per page the score, CLS, LCP, FCP, TBT, the
// JS it downloaded, the benchmark index and the slowdown used. Exits 1 when a page misses the targets (performance
// ≥ 90, CLS ≤ 0.05). AUDIT_RUNS=3 takes the median run of each page. AUDIT_PAGES=/a,/b and AUDIT_MEMBER_PAGES=/c
// audit other pages as a visitor and as the member; AUDIT_DETAILS=1 prints why each run scored as it did,
// AUDIT_DETAILS=json also keeps each run's whole Lighthouse report in .tmp/lhr-<page>.json, and AUDIT_DETAILS=trace
// keeps what each run gathered (its trace, with JavaScript samples) in .tmp/lh-gather<page>/.
import * as chromeLauncher from 'chrome-launcher';
import { createAuditMember } from './audit-web/audit-member';
import { startAuditServer } from './audit-web/audit-server';
import { auditPage, REFERENCE_BENCHMARK_INDEX, type RunResult } from './audit-web/calibrated-lighthouse';

const pagesFrom = (value: string | undefined, fallback: string[]) =>
  value === undefined ? fallback : value.split(',').filter((path) => path !== '');
const VISITOR_PAGES = pagesFrom(process.env.AUDIT_PAGES, ['/', '/library', '/login', '/help', '/pricing']);
const MEMBER_PAGES = pagesFrom(process.env.AUDIT_MEMBER_PAGES, [
  '/community',
  '/dashboard',
  '/tools/pomodoro-timer',
]);
const TARGET_SCORE = 90;
const TARGET_CLS = 0.05;
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 1));
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface PageResult extends RunResult {
  path: string;
  signedIn: boolean;
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART); such a run is tried again. */
async function auditWithRetry(url: string, port: number, cookie?: string): Promise<RunResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditPage(url, port, cookie);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function median<T>(runs: T[], by: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const describeRun = (r: RunResult) =>
  `score ${r.score}, TBT ${Math.round(r.tbtMs)} ms, LCP ${seconds(r.lcpMs)}, JS ${(r.jsBytes / 1024).toFixed(1)} KiB, ` +
  `benchmark index ${Math.round(r.benchmarkIndex)} → CPU slowdown ${r.cpuSlowdown.toFixed(2)}×`;

function printTable(results: PageResult[]): void {
  const rows = [
    [
      'page',
      'as',
      'performance',
      'CLS',
      'LCP',
      'FCP',
      'TBT',
      'JS loaded (transfer)',
      'benchmark',
      'slowdown',
    ],
    ...results.map((r) => [
      r.path,
      r.signedIn ? 'member' : 'visitor',
      String(r.score),
      r.cls.toFixed(3),
      seconds(r.lcpMs),
      seconds(r.fcpMs),
      `${Math.round(r.tbtMs)} ms`,
      `${(r.jsBytes / 1024).toFixed(1)} KiB`,
      String(Math.round(r.benchmarkIndex)),
      `${r.cpuSlowdown.toFixed(2)}×`,
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
}

async function main() {
  const server = await startAuditServer();
  const pages = [
    ...VISITOR_PAGES.map((path) => ({ path, signedIn: false })),
    ...MEMBER_PAGES.map((path) => ({ path, signedIn: true })),
  ];
  const results: PageResult[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const cookie = MEMBER_PAGES.length > 0 ? await createAuditMember(server) : undefined;
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    for (const { path, signedIn } of pages) {
      const runs: RunResult[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await auditWithRetry(
          `${server.baseUrl}${path}`,
          chrome.port,
          signedIn ? cookie : undefined,
        );
        console.log(`${path} run ${run}: ${describeRun(result)}`);
        runs.push(result);
      }
      results.push({ path, signedIn, ...median(runs, (r) => r.score) });
    }
  } finally {
    chrome?.kill();
    await server.stop();
  }
  console.log(
    `\nLighthouse 12 mobile, ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page, CPU slowdown = ` +
      `benchmark index ÷ ${REFERENCE_BENCHMARK_INDEX}:`,
  );
  printTable(results);
  const missed = results.filter((r) => r.score < TARGET_SCORE || !(r.cls <= TARGET_CLS));
  if (missed.length > 0) {
    console.log(
      `Missed the targets (performance ≥ ${TARGET_SCORE}, CLS ≤ ${TARGET_CLS}): ${missed.map((r) => r.path).join(', ')}`,
    );
    process.exitCode = 1;
  } else console.log(`All pages meet the targets (performance ≥ ${TARGET_SCORE}, CLS ≤ ${TARGET_CLS}).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
