import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';

/** Weekly rates as bars: a chunk of its own, so the habit page loads without the chart library. */
export default function HabitRateBars({
  data,
  color,
}: {
  data: { week: string; percent: number | null }[];
  color: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
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
  );
}
