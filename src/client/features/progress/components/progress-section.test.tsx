import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDaysToKey } from '@shared/progress/member-day';
import type { ProgressReport } from '@shared/progress/progress.schemas';
import { createTestQueryClient } from '@client/test/test-query-client';
import { progressQueryKey } from '../api/progress-report';
import { ProgressSection } from './progress-section';

const now = new Date();
const to = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
const from = addDaysToKey(to, -29);

const report: ProgressReport = {
  featureId: 'mood-trends',
  from,
  to,
  timeZone: 'UTC',
  charts: [
    {
      id: 'year',
      title: 'Your year in pixels',
      kind: 'pixels',
      x: 'day',
      series: [{ key: 'mood', label: 'Mood' }],
      rows: [
        { day: from, mood: 4 },
        { day: to, mood: null },
      ],
      summary: 'Mood on 1 day.',
    },
    {
      id: 'emotions',
      title: 'Emotions, most named',
      kind: 'pixels',
      x: 'emotion',
      series: [{ key: 'count', label: 'Times, named' }],
      rows: [{ emotion: 'calm', count: 2 }],
      summary: 'Calm, twice.',
    },
  ],
};

describe('ProgressSection', () => {
  it("offers each chart's numbers as a CSV file of its own, the header row first", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(progressQueryKey('mood-trends', from, to), report);
    render(
      <QueryClientProvider client={queryClient}>
        <ProgressSection featureId="mood-trends" />
      </QueryClientProvider>,
    );
    const links = screen.getAllByRole('link', { name: /^Download CSV of / });
    expect(links.map((link) => link.getAttribute('download'))).toEqual([
      `progress-mood-trends-year-${from}-${to}.csv`,
      `progress-mood-trends-emotions-${from}-${to}.csv`,
    ]);
    const csv = (link: HTMLElement) =>
      decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, ''));
    expect(csv(links[0]!)).toBe(`day,Mood\r\n${from},4\r\n${to},\r\n`);
    expect(csv(links[1]!)).toBe('emotion,"Times, named"\r\ncalm,2\r\n');
  });
});
