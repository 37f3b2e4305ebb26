// The members section's table (scripts/bench/members.ts): each row as a share of the bare route, its latency,
// the statements a read cost, the writes running meanwhile, and its targets with whether they are met.
import type { LoadResult, RotatedRequest } from './load';
import type { WriterReport } from './writer';

export type Setup = 'postgres' | 'redis';

/** A share of the bare route (≥ ratio %), or a p50 within `factor` × another row's p50. */
export type Target = { ratio: number; only?: Setup } | { factor: number; of: string; only?: Setup };

export interface Row {
  name: string;
  rotate: RotatedRequest[];
  writes?: number;
  targets?: Target[];
}

export interface Measured {
  row: Row;
  result: LoadResult;
  queriesPerRead?: number;
  /** The writes made while the row was measured, over all its rounds. */
  writes?: WriterReport;
}

/** Reports of several periods as one. */
export function addReports(reports: WriterReport[]): WriterReport | undefined {
  if (reports.length === 0) return undefined;
  const statuses: Record<string, number> = {};
  for (const r of reports)
    for (const [status, n] of Object.entries(r.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  const sum = (pick: (r: WriterReport) => number) => reports.reduce((n, r) => n + pick(r), 0);
  return {
    seconds: sum((r) => r.seconds),
    sent: sum((r) => r.sent),
    statuses,
    failed: sum((r) => r.failed),
    skipped: sum((r) => r.skipped),
  };
}

/** Writes that did not happen: refused (any answer but 2xx), failed, or never sent. */
function notWritten(report: WriterReport): number {
  const refused = Object.entries(report.statuses).filter(([status]) => !status.startsWith('2'));
  return report.failed + report.skipped + refused.reduce((n, [, count]) => n + count, 0);
}

/** Prints the rows as a Markdown table, each beside its targets for this set-up and whether it meets them. */
export function printTable(title: string, setup: Setup, summary: Measured[]) {
  const bare = summary[0]!.result.requestsPerSecond;
  const ratioOf = (m: Measured) => (100 * m.result.requestsPerSecond) / bare;
  const p50Of = (name: string) => {
    const row = summary.find((m) => m.row.name === name);
    if (!row) throw new Error(`A target refers to "${name}", which is no row.`);
    return row.result.p50;
  };
  console.log(`\n${title}`);
  console.log(
    '| what | req/s | % of bare | p50 ms | p99 ms | queries / read | writes/s sent (refused, failed, skipped) | errors | target | met |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
  for (const m of summary) {
    const targets = (m.row.targets ?? []).filter((t) => !t.only || t.only === setup);
    const checks = targets.map((t) =>
      'ratio' in t
        ? { text: `≥ ${t.ratio} %`, met: ratioOf(m) >= t.ratio }
        : {
            text: `p50 ≤ ${t.factor} × ${t.of}'s (${(t.factor * p50Of(t.of)).toFixed(1)} ms)`,
            met: m.result.p50 <= t.factor * p50Of(t.of),
          },
    );
    const writes = m.writes
      ? `${(m.writes.sent / m.writes.seconds).toFixed(1)} (${notWritten(m.writes)})`
      : '';
    console.log(
      `| ${m.row.name} | ${m.result.requestsPerSecond.toFixed(0)} | ${ratioOf(m).toFixed(1)} % | ${m.result.p50.toFixed(2)} | ${m.result.p99.toFixed(2)} | ${m.queriesPerRead?.toFixed(2) ?? ''} | ${writes} | ${m.result.errors + m.result.non2xx} | ${checks.map((c) => c.text).join('; ')} | ${checks.length ? (checks.every((c) => c.met) ? 'yes' : 'no') : ''} |`,
    );
  }
}
