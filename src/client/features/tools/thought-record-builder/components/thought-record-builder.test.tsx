import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleRecord } from '../thought-record-fixtures';
import { DRAFT_STORAGE_KEY } from '../thought-record-draft-storage';
import { ThoughtRecordBuilder } from './thought-record-builder';
import { createTestQueryClient } from '@client/test/test-query-client';

function stubEntries(items: unknown[]) {
  const fetchMock = vi.fn(async () =>
    Response.json(
      { items, nextCursor: null },
      { status: 200, headers: { 'content-type': 'application/json' } },
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBuilder() {
  const queryClient = createTestQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <ThoughtRecordBuilder />
    </QueryClientProvider>,
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the thought record wizard', () => {
  it('refuses Next without a situation, then moves on and keeps answers when going back', async () => {
    stubEntries([]);
    const user = userEvent.setup();
    renderBuilder();
    expect(screen.getByRole('heading', { level: 2, name: /Step 1 of 7/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('The situation cannot be empty.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Step 1 of 7/ })).toBeInTheDocument();

    await user.type(screen.getByLabelText('What happened?'), 'My friend cancelled dinner.');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    const heading = screen.getByRole('heading', { level: 2, name: /Step 2 of 7/ });
    expect(heading).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByLabelText('What happened?')).toHaveValue('My friend cancelled dinner.');
  });

  it('keeps the draft in sessionStorage and restores it', async () => {
    stubEntries([]);
    const user = userEvent.setup();
    const first = renderBuilder();
    await user.type(screen.getByLabelText('What happened?'), 'Missed the bus');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toContain('Missed the bus');
    first.unmount();

    renderBuilder();
    expect(screen.getByRole('heading', { level: 2, name: /Step 2 of 7/ })).toBeInTheDocument();
    expect(screen.getByText(/We kept the record you were working on/)).toHaveAttribute('role', 'status');
  });

  it('shows each saved record with its before → after change, and its detail on request', async () => {
    stubEntries([
      {
        id: 'e1',
        toolKey: 'thought-record-builder',
        createdAt: '2026-11-22T10:00:00.000Z',
        updatedAt: '2026-11-22T10:00:00.000Z',
        data: sampleRecord,
      },
    ]);
    const user = userEvent.setup();
    renderBuilder();
    expect(await screen.findByText('80% → 30% (\u221250)')).toBeInTheDocument();
    expect(screen.getByText('60% → 20% (\u221240)')).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Mind reading')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Edit/ }));
    const heading = screen.getByRole('heading', { level: 2, name: /Editing a record · Step 1 of 7/ });
    expect(within(heading.closest('form') ?? document.body).getByLabelText('What happened?')).toHaveValue(
      sampleRecord.situation,
    );
  });
});
