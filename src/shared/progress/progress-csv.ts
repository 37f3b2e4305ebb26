import { toCsv } from '../text/csv';
import type { ProgressChart, ProgressReport } from './progress.schemas';

/**
 * The numbers behind one chart as a CSV file of its own: the header row first (the x column, then each series
 * by its label), one row per point. Spreadsheets import it as one table, which several charts in one file
 * (each under a title line) are not.
 */
export function progressChartCsv(chart: ProgressChart): string {
  const keys = [chart.x, ...chart.series.map((s) => s.key)];
  return toCsv(
    [chart.x, ...chart.series.map((s) => s.label)],
    chart.rows.map((row) => keys.map((key) => row[key] ?? null)),
  );
}

/** The file name a chart's CSV downloads as: the section, the chart and the range. */
export const progressChartCsvName = (report: ProgressReport, chart: ProgressChart) =>
  `progress-${report.featureId}-${chart.id}-${report.from}-${report.to}.csv`;
