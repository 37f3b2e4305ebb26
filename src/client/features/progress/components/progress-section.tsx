import { useState } from 'react';
import { addDaysToKey } from '@shared/progress/member-day';
import { progressChartCsv, progressChartCsvName } from '@shared/progress/progress-csv';
import { progressRanges } from '@shared/progress/progress.schemas';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useDayOf } from '@client/lib/member-day';
import { useProgressReport } from '../api/progress-report';
import { ProgressChart } from './progress-chart';

/** The chart's numbers as a file the browser saves: built from the report on screen, so it matches it. */
const csvHref = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;

/** One progress section: a range picker, its charts with summaries, and each chart's numbers as CSV. */
export function ProgressSection({ featureId }: { featureId: string }) {
  const [days, setDays] = useState<number>(30);
  // The member's today, as the server counts the days it charts.
  const to = useDayOf()(new Date());
  const from = addDaysToKey(to, -(days - 1));
  const { data, isPending, isError } = useProgressReport(featureId, from, to);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Date range">
        {progressRanges.map((range) => (
          <Button
            key={range}
            size="sm"
            variant={range === days ? 'primary' : 'secondary'}
            aria-pressed={range === days}
            onClick={() => setDays(range)}
          >
            {range} days
          </Button>
        ))}
      </div>
      {isPending ? <Spinner /> : null}
      {isError ? (
        <p role="alert" className="text-red-700">
          Your progress could not be loaded.
        </p>
      ) : null}
      {data
        ? data.charts.map((chart) => (
            <div key={chart.id} className="space-y-1">
              <ProgressChart chart={chart} />
              <Button asChild size="sm" variant="link">
                <a href={csvHref(progressChartCsv(chart))} download={progressChartCsvName(data, chart)}>
                  Download CSV<span className="sr-only"> of {chart.title}</span>
                </a>
              </Button>
            </div>
          ))
        : null}
    </div>
  );
}
