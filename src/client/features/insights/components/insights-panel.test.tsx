import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InsightsReport } from '@shared/insights/insights.schemas';
import { createTestQueryClient } from '@client/test/test-query-client';
import { insightsQueryKey } from '../api/insights';
import { InsightsPanel } from './insights-panel';

function renderWith(report: InsightsReport) {
  const client = createTestQueryClient();
  client.setQueryData(insightsQueryKey, report);
  render(
    <QueryClientProvider client={client}>
      <InsightsPanel />
    </QueryClientProvider>,
  );
}

const base = { computedOn: '2026-11-29', minimumDays: 14, windowDays: 90 };

describe('InsightsPanel', () => {
  it('shows each card with its finding, size, basis and that it is a pattern, not a cause', () => {
    renderWith({
      ...base,
      moodDays: 30,
      items: [
        {
          id: 'mood-gratitude',
          kind: 'mood-with',
          title: 'Mood and gratitude',
          body: 'On days you wrote in your gratitude log, your journal mood averaged 4.0 of 5, against 2.0 on the other days.',
          size: '2.0 higher on a 1–5 scale',
          basis: '30 days with a mood, 15 of them with a gratitude entry',
          caveat: 'This shows a pattern, not a cause.',
        },
      ],
    });
    const card = screen.getByRole('article', { name: 'Mood and gratitude' });
    expect(card).toHaveTextContent('your journal mood averaged 4.0 of 5, against 2.0 on the other days.');
    expect(card).toHaveTextContent('Size: 2.0 higher on a 1–5 scale');
    expect(card).toHaveTextContent('From: 30 days with a mood, 15 of them with a gratitude entry');
    expect(card).toHaveTextContent('This shows a pattern, not a cause.');
  });

  it('says how many days are still needed, and that nothing stands out when nothing does', () => {
    renderWith({ ...base, moodDays: 5, items: [] });
    expect(screen.getByTestId('insights-empty')).toHaveTextContent(
      'Insights appear once your journal has a mood on 14 days in the last 90. You have 5 so far.',
    );
  });

  it('says nothing stands out when there are days enough but no pattern', () => {
    renderWith({ ...base, moodDays: 40, items: [] });
    expect(screen.getByTestId('insights-empty')).toHaveTextContent(/^Nothing stands out yet/);
  });
});
