import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** The week's focus minutes as bars: a chunk of its own, so the timer page loads without the chart library. */
export default function FocusMinutesBars({ days }: { days: { label: string; minutes: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={days} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-slate-200)" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
        <Tooltip formatter={(value) => [`${String(value)} min`, 'Focus']} />
        <Bar dataKey="minutes" fill="var(--color-teal-700)" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
