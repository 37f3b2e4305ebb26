import type { RatedChange } from '@shared/tools/thought-records/thought-record-change';

/** A signed difference with a true minus sign: "−50", "+10", or "no change". */
export function formatDifference(change: number): string {
  if (change === 0) return 'no change';
  return change < 0 ? `\u2212${Math.abs(change)}` : `+${change}`;
}

/** "80% → 30% (−50)", or "80% (not re-rated)" before the record was re-rated. */
export function formatRatedChange(rated: Pick<RatedChange, 'before' | 'after' | 'change'>): string {
  if (rated.after === null || rated.change === null) return `${rated.before}% (not re-rated)`;
  return `${rated.before}% → ${rated.after}% (${formatDifference(rated.change)})`;
}
