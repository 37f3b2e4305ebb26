import { useState } from 'react';
import { addDaysToKey } from '@shared/progress/member-day';
import { progressRanges } from '@shared/progress/progress.schemas';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { progressCsvUrl, useProgressReport } from '../api/progress-report';
import { ProgressChart } from './progress-chart';

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** One progress section: a range picker, its charts with summaries, and the CSV download. */
export function ProgressSection({ featureId }: { featureId: string }) {
  const [days, setDays] = useState<number>(30);
  const to = localToday();
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
        <Button asChild size="sm" variant="link">
          <a href={progressCsvUrl(featureId, from, to)} download>
            Download CSV
          </a>
        </Button>
      </div>
      {isPending ? <Spinner /> : null}
      {isError ? (
        <p role="alert" className="text-red-700">
          Your progress could not be loaded.
        </p>
      ) : null}
      {data ? data.charts.map((chart) => <ProgressChart key={chart.id} chart={chart} />) : null}
    </div>
  );
}
