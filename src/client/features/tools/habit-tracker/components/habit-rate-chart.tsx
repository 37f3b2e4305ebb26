import { format, parseISO } from 'date-fns';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { WeeklyRate } from '../habit-days';

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
  return `${span} you reached on average ${average}% of your ${unitWord}. Your best week started ${format(
    parseISO(best.weekStart),
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
  const data = rates.map((r) => ({ week: format(parseISO(r.weekStart), 'd MMM'), percent: r.percent }));
  return (
    <figure className="space-y-2">
      <div aria-hidden="true" className="h-48 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="var(--color-slate-200)" />
            <XAxis
              dataKey="week"
              tick={{ fontSize: 11, fill: 'var(--color-slate-600)' }}
              interval="preserveStartEnd"
              tickLine={false}
            />
            <YAxis
              domain={[0, 100]}
              ticks={[0, 50, 100]}
              tickFormatter={(v: number) => `${v}%`}
              tick={{ fontSize: 11, fill: 'var(--color-slate-600)' }}
            />
            <Bar dataKey="percent" fill={color} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-slate-700">{describeRates(rates, unitWord)}</figcaption>
    </figure>
  );
}
