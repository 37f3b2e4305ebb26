import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToolApi, type StoredEntry } from '@client/test/fake-tool-api';
import { localDay } from '../intention-days';
import { IntentionTool } from './intention-tool';
import { createTestQueryClient } from '@client/test/test-query-client';

function renderTool() {
  const queryClient = createTestQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <IntentionTool />
    </QueryClientProvider>,
  );
}

let entries: StoredEntry[];
beforeEach(() => {
  entries = [];
  vi.stubGlobal('fetch', fakeToolApi('intention-setting-tool', entries));
});
afterEach(() => vi.unstubAllGlobals());

describe('IntentionTool', () => {
  it('sets today’s intention with an "Other" focus area and shows it after', async () => {
    const user = userEvent.setup();
    renderTool();
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your intention'), 'Take a real lunch break');
    await user.selectOptions(screen.getByLabelText('Focus area'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Set intention' }));
    expect(await screen.findByText('The focus area cannot be empty.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your focus area'), 'Energy');
    await user.click(screen.getByRole('button', { name: 'Set intention' }));

    expect(await screen.findByText('Take a real lunch break')).toBeInTheDocument();
    expect(entries[0]?.data).toEqual({
      date: localDay(new Date()),
      intention: 'Take a real lunch break',
      focusArea: 'Energy',
    });
    expect(screen.getByRole('heading', { name: 'Evening check-in' })).toBeInTheDocument();
  });

  it('saves the evening check-in on today’s intention', async () => {
    const stamp = new Date().toISOString();
    const today = localDay(new Date());
    entries.push({
      id: 'e1',
      toolKey: 'intention-setting-tool',
      createdAt: stamp,
      updatedAt: stamp,
      data: { date: today, intention: 'Be patient', focusArea: 'Calm' },
    });
    const user = userEvent.setup();
    renderTool();
    const group = await screen.findByRole('radiogroup', { name: 'How fully did you live this intention?' });
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(await screen.findByText('Choose how fully you lived it today.')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: /Mostly/ }));
    await user.type(screen.getByLabelText('A note for yourself (optional)'), 'Lost it once, came back.');
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));

    expect(await screen.findByText('Lived it: 4 of 5 · Mostly')).toBeInTheDocument();
    expect(entries[0]?.data).toMatchObject({ checkIn: { rating: 4, note: 'Lost it once, came back.' } });
  });

  it('lists earlier days with their rating, and edits and deletes them', async () => {
    entries.push({
      id: 'e1',
      toolKey: 'intention-setting-tool',
      createdAt: '2026-01-05T08:00:00.000Z',
      updatedAt: '2026-01-05T08:00:00.000Z',
      data: {
        date: '2026-01-05',
        intention: 'Walk at lunch',
        focusArea: 'Health',
        checkIn: { rating: 2, checkedInAt: '2026-01-05T21:00:00.000Z' },
      },
    });
    const user = userEvent.setup();
    renderTool();
    const history = await screen.findByRole('region', { name: 'Earlier intentions' });
    expect(await within(history).findByText('Lived it: 2 of 5 · A little')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set intention' })).toBeInTheDocument();

    await user.click(within(history).getByRole('button', { name: 'Edit this intention' }));
    const field = within(history).getByLabelText('Your intention');
    await user.clear(field);
    await user.type(field, 'Walk after lunch');
    await user.click(within(history).getByRole('button', { name: 'Save changes' }));
    expect(await within(history).findByText('Walk after lunch')).toBeInTheDocument();
    expect(entries[0]?.data).toMatchObject({
      date: '2026-01-05',
      intention: 'Walk after lunch',
      checkIn: { rating: 2 },
    });

    await user.click(within(history).getByRole('button', { name: 'Delete this intention' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
  });
});
