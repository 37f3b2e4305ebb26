import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDay } from '@client/lib/format-date';
import type { ProgressChart as Chart } from '@shared/progress/progress.schemas';

const palette = ['#0f766e', '#b45309', '#4338ca', '#be123c', '#15803d', '#7c3aed', '#0369a1', '#a16207'];
const moodColours = ['#e2e8f0', '#fca5a5', '#fdba74', '#fde68a', '#bef264', '#4ade80'];

function YearInPixels({ chart }: { chart: Chart }) {
  return (
    <div className="flex flex-wrap gap-0.5" aria-hidden="true">
      {chart.rows.map((row) => {
        const mood = typeof row.mood === 'number' ? Math.round(row.mood) : 0;
        return (
          <span
            key={String(row.day)}
            title={`${formatDay(String(row.day))}: ${mood ? `mood ${row.mood}` : 'no entry'}`}
            className="h-3 w-3 rounded-sm"
            style={{ backgroundColor: moodColours[mood] }}
          />
        );
      })}
    </div>
  );
}

/** Days on the axis and in the tooltip as the app writes them ("26 Nov", "26 Nov 2026"), never as ISO keys. */
function dayAxis(chart: Chart) {
  return chart.x === 'day' ? { tickFormatter: (day: string) => formatDay(day, false) } : {};
}
function dayTooltip(chart: Chart) {
  return chart.x === 'day' ? { labelFormatter: (day: unknown) => formatDay(String(day)) } : {};
}

/** The value axis: the chart's own scale when it has one (mood: 1 to 5 in whole steps), else fitted. */
function scaleOf(chart: Chart) {
  if (!chart.scale) return {};
  const { min, max } = chart.scale;
  const ticks = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return { domain: [min, max], ticks, allowDecimals: false, interval: 0 as const };
}

/** One chart with its summary in words (read by screen readers in place of the drawing). */
export function ProgressChart({ chart }: { chart: Chart }) {
  const Lines = chart.kind === 'line';
  return (
    <figure className="space-y-2">
      <figcaption className="font-semibold text-slate-900">{chart.title}</figcaption>
      <p className="text-sm text-slate-700">{chart.summary}</p>
      {chart.rows.length === 0 ? null : chart.kind === 'pixels' ? (
        <YearInPixels chart={chart} />
      ) : (
        <div className="h-64 w-full" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            {Lines ? (
              <LineChart data={chart.rows} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey={chart.x} tick={{ fontSize: 12 }} {...dayAxis(chart)} />
                <YAxis tick={{ fontSize: 12 }} {...scaleOf(chart)} />
                <Tooltip {...dayTooltip(chart)} />
                {chart.series.length > 1 ? <Legend /> : null}
                {chart.series.map((s, i) => (
                  <Line
                    key={s.key}
                    dataKey={s.key}
                    name={s.label}
                    stroke={palette[i % palette.length]}
                    // Each day with a value is a point: a single day is a dot, not an empty chart.
                    dot={{ r: 4, fill: palette[i % palette.length] }}
                    connectNulls
                  />
                ))}
              </LineChart>
            ) : (
              <BarChart data={chart.rows} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey={chart.x} tick={{ fontSize: 12 }} {...dayAxis(chart)} />
                <YAxis tick={{ fontSize: 12 }} allowDecimals={false} />
                <Tooltip {...dayTooltip(chart)} />
                {chart.series.length > 1 ? <Legend /> : null}
                {chart.series.map((s, i) => (
                  <Bar key={s.key} dataKey={s.key} name={s.label} fill={palette[i % palette.length]} />
                ))}
              </BarChart>
            )}
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}
