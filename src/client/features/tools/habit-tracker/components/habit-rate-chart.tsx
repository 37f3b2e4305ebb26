import { dateOfDayKey } from '@client/lib/day-key';
import { ChunkBoundary } from '@client/components/ui/chunk-boundary';
import { formatDate } from '@client/lib/format-date';
import { lazyChunk } from '@client/lib/lazy-chunk';
import type { WeeklyRate } from '../habit-days';

const HabitRateBars = lazyChunk(async () => (await import('./habit-rate-bars')).default);

/** One sentence that says what the chart shows, for everyone who cannot or would rather not read it. */
export function describeRates(rates: readonly WeeklyRate[], unitWord: string): string {
  const counted = rates.flatMap((r) =>
    r.percent === null ? [] : [{ weekStart: r.weekStart, percent: r.percent }],
  );
  const latest = counted.at(-1);
  if (!latest) return 'No weeks to show yet.';
  const average = Math.round(counted.reduce((sum, r) => sum + r.percent, 0) / counted.length);
  const best = counted.reduce((top, r) => (r.percent > top.percent ? r : top));
  const span = counted.length === 1 ? 'This week' : `Over the last ${counted.length} weeks`;
  return `${span} you reached on average ${average}% of your ${unitWord}. Your best week started ${formatDate(
    dateOfDayKey(best.weekStart),
    'd MMMM',
  )} at ${best.percent}%, and this week stands at ${latest.percent}%.`;
}

/** Weekly completion rate as bars; the chart is decorative next to its summary sentence. */
export function HabitRateChart({
  rates,
  color,
  unitWord,
}: {
  rates: WeeklyRate[];
  color: string;
  unitWord: string;
}) {
  const data = rates.map((r) => ({
    week: formatDate(dateOfDayKey(r.weekStart), 'd MMM'),
    percent: r.percent,
  }));
  return (
    <figure className="space-y-2">
      <div aria-hidden="true" className="h-48 w-full">
        {/* Decorative beside its sentence: offline it stays blank until its code can load. */}
        <ChunkBoundary quiet={null}>
          <HabitRateBars data={data} color={color} />
        </ChunkBoundary>
      </div>
      <figcaption className="text-sm text-slate-700">{describeRates(rates, unitWord)}</figcaption>
    </figure>
  );
}
