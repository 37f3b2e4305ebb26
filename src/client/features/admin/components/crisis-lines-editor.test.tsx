import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CRISIS_LINES } from '@shared/help/crisis-lines.seed';
import { jsonResponse } from '@client/test/fake-tool-api';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { CrisisLinesEditor } from './crisis-lines-editor';

const lines = DEFAULT_CRISIS_LINES.slice(0, 2).map((line, index) => ({ id: `l${index}`, ...line }));

afterEach(() => vi.restoreAllMocks());

describe('CrisisLinesEditor', () => {
  it('saves the edited list, in its new order, with the day it was checked', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) =>
      jsonResponse({
        lines: JSON.parse(String(init?.body)).lines.map((line: object, i: number) => ({
          id: `n${i}`,
          ...line,
        })),
        updatedAt: '2026-11-29T00:00:00.000Z',
      }),
    );
    const user = userEvent.setup();
    renderWithToasts(<CrisisLinesEditor lines={lines} />);
    const second = screen.getByText('US · 988 Suicide & Crisis Lifeline').closest('details')!;
    await user.click(within(second).getByText('US · 988 Suicide & Crisis Lifeline'));
    await user.click(within(second).getByRole('button', { name: 'Checked today' }));
    await user.click(within(second).getByRole('button', { name: /Move up/ }));
    expect(within(second).getByText(/^checked /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save crisis lines' }));
    await screen.findByText('Crisis lines saved');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/admin/crisis-lines');
    expect(init?.method).toBe('PUT');
    const sent = JSON.parse(String(init?.body)).lines;
    expect(sent.map((l: { name: string }) => l.name)).toEqual([
      '988 Suicide & Crisis Lifeline',
      'Emergency services',
    ]);
    expect(sent[0].checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent[0]).not.toHaveProperty('key');
  });

  it('shows what is wrong beside the field and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderWithToasts(<CrisisLinesEditor lines={lines} />);
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.type(screen.getByLabelText('Country code', { selector: '[value=""]' }), 'GB');
    await user.click(screen.getByRole('button', { name: 'Save crisis lines' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some lines need a look');
    await waitFor(() => expect(screen.getByText('The name is required.')).toBeInTheDocument());
    expect(fetch).not.toHaveBeenCalled();
  });
});
