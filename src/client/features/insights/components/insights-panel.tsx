import { Spinner } from '@client/components/ui/spinner';
import { useInsights } from '../api/insights';
import { InsightCard } from './insight-card';

/** Insights across the member's tools, or why there are none yet: never a claim the data cannot carry. */
export function InsightsPanel() {
  const query = useInsights();
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        Your insights could not be loaded.
      </p>
    );
  const report = query.data;
  if (report.items.length > 0)
    return (
      <div className="space-y-4">
        {report.items.map((insight) => (
          <InsightCard key={insight.id} insight={insight} />
        ))}
        <p className="text-sm text-slate-700">
          From the last {report.windowDays} days of your own entries, worked out once a day.
        </p>
      </div>
    );
  return (
    <p className="text-slate-700" data-testid="insights-empty">
      {report.moodDays < report.minimumDays
        ? `Insights appear once your journal has a mood on ${report.minimumDays} days in the last ${report.windowDays}. You have ${report.moodDays} so far.`
        : 'Nothing stands out yet: no difference in your days is larger than chance would make. That is worth knowing too.'}
    </p>
  );
}
