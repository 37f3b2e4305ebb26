import { describe, expect, it } from 'vitest';
import { progressChartCsv, progressChartCsvName } from './progress-csv';
import type { ProgressReport } from './progress.schemas';

const report: ProgressReport = {
  featureId: 'focus-time',
  from: '2026-11-22',
  to: '2026-11-23',
  timeZone: 'Europe/Paris',
  charts: [
    {
      id: 'minutes',
      title: 'Focus minutes per day',
      kind: 'bar',
      x: 'day',
      series: [{ key: 'minutes', label: 'Minutes' }],
      rows: [
        { day: '2026-11-22', minutes: 25 },
        { day: '2026-11-23', minutes: null },
      ],
      summary: '25 focus minutes.',
    },
    {
      id: 'tasks',
      title: 'Minutes per task',
      kind: 'bar',
      x: 'task',
      series: [
        { key: 'minutes', label: 'Minutes' },
        { key: 'sessions', label: 'Sessions, done' },
      ],
      rows: [{ task: '=SUM(A1)', minutes: 25, sessions: 1 }],
      summary: 'One task.',
    },
  ],
};

describe('progressChartCsv', () => {
  it('writes one chart as one table, its header row first', () => {
    expect(progressChartCsv(report.charts[0]!).split('\r\n')).toEqual([
      'day,Minutes',
      '2026-11-22,25',
      '2026-11-23,',
      '',
    ]);
    expect(progressChartCsv(report.charts[1]!)).toBe(`task,Minutes,"Sessions, done"\r\n'=SUM(A1),25,1\r\n`);
  });

  it('names each file by section, chart and range', () => {
    expect(report.charts.map((chart) => progressChartCsvName(report, chart))).toEqual([
      'progress-focus-time-minutes-2026-11-22-2026-11-23.csv',
      'progress-focus-time-tasks-2026-11-22-2026-11-23.csv',
    ]);
  });
});
