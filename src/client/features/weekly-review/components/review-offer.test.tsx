import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@client/test/test-query-client';
import { reviewStatusKey } from '../api/review-status';
import { ReviewOffer } from './review-offer';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function renderOffer(state: 'due' | 'not-yet' | 'done', reviewedWeek?: string) {
  const client = createTestQueryClient({ staleTime: Infinity });
  client.setQueryData(reviewStatusKey, { weekStart: '2026-11-23', weekday: 0, state });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter
        initialEntries={[{ pathname: '/dashboard', state: reviewedWeek ? { reviewedWeek } : null }]}
      >
        <ReviewOffer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ReviewOffer', () => {
  it('offers the review only while it is due', () => {
    renderOffer('not-yet');
    expect(screen.queryByTestId('review-offer')).toBeNull();
  });

  it('is gone on the way back from the review page, before the status is read again', () => {
    renderOffer('due', '2026-11-23');
    expect(screen.queryByTestId('review-offer')).toBeNull();
  });

  it('is gone the moment the week is skipped, whatever the status read answers meanwhile', async () => {
    // The status read still answers "due" (read before the skip): the skip's own answer decides.
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/skip')
        ? json({ ok: true })
        : json({ weekStart: '2026-11-23', weekday: 0, state: 'due' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderOffer('due');
    expect(screen.getByRole('link', { name: 'Start review' })).toHaveAttribute('href', '/review');
    fireEvent.click(screen.getByRole('button', { name: 'Skip this week' }));
    await waitFor(() => expect(screen.queryByTestId('review-offer')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/weekly-review/skip',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ weekStart: '2026-11-23' }) }),
    );
  });
});
