import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AdminDashboard, DailyCount } from '@shared/admin/admin-dashboard.schemas';
import { subscriptionTierLabels } from '@shared/profiles/subscription-tiers';
import { Card } from '@client/components/ui/card';

function Figure({ label, value }: { label: string; value: number | null }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="text-3xl font-bold text-slate-900">{value ?? '—'}</p>
    </Card>
  );
}

/**
 * The palette's CSS variables, which the dark theme mirrors, so the charts follow the theme. No animation: a
 * figure for reading, drawn at once (and never half-drawn in a screenshot).
 */
const chart = {
  series: 'var(--color-teal-700)',
  grid: 'var(--color-slate-200)',
  axis: 'var(--color-slate-400)',
  text: 'var(--color-slate-600)',
};

function DailyChart({ title, data, kind }: { title: string; data: DailyCount[]; kind: 'bar' | 'line' }) {
  const rows = data.map((d) => ({ day: d.day.slice(5), count: d.count }));
  const chrome = [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke={chart.grid} />,
    <XAxis
      key="x"
      dataKey="day"
      fontSize={12}
      interval="preserveStartEnd"
      stroke={chart.axis}
      tick={{ fill: chart.text }}
    />,
    <YAxis
      key="y"
      allowDecimals={false}
      fontSize={12}
      width={32}
      stroke={chart.axis}
      tick={{ fill: chart.text }}
    />,
    <Tooltip
      key="tooltip"
      contentStyle={{
        background: 'var(--color-white)',
        borderColor: chart.grid,
        color: 'var(--color-slate-900)',
      }}
      cursor={{ fill: 'var(--color-slate-100)', stroke: chart.grid }}
    />,
  ];
  return (
    <Card className="p-4">
      <h2 className="mb-3 font-semibold text-slate-900">{title}</h2>
      <div
        className="h-56"
        role="img"
        aria-label={`${title}: ${data.reduce((n, d) => n + d.count, 0)} in 30 days`}
      >
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'bar' ? (
            <BarChart data={rows}>
              {chrome}
              <Bar dataKey="count" fill={chart.series} isAnimationActive={false} />
            </BarChart>
          ) : (
            <LineChart data={rows}>
              {chrome}
              <Line
                dataKey="count"
                stroke={chart.series}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

export function DashboardView({ data }: { data: AdminDashboard }) {
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Figure label="Members" value={data.membersTotal} />
        <Figure label="Active, 7 days" value={data.activeMembers7d} />
        <Figure label="Active, 30 days" value={data.activeMembers30d} />
        <Figure label="Messages this week" value={data.contactMessagesThisWeek} />
        <Figure label="Posts this week" value={data.postsThisWeek} />
        <Figure label="Replies this week" value={data.repliesThisWeek} />
        <Figure label="Reported items to review" value={data.openReports} />
      </div>
      <Card className="p-4">
        <h2 className="mb-2 font-semibold text-slate-900">Members by tier</h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
          {data.membersByTier.map((t) => (
            <li key={t.tier}>
              {subscriptionTierLabels[t.tier]}: <strong className="text-slate-900">{t.count}</strong>
            </li>
          ))}
        </ul>
      </Card>
      <div className="grid gap-4 xl:grid-cols-2">
        <DailyChart title="Sign-ups per day" data={data.signupsPerDay} kind="bar" />
        <DailyChart title="Tool entries per day" data={data.toolEntriesPerDay} kind="line" />
      </div>
    </div>
  );
}
