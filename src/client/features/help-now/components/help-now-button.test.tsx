import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CRISIS_LINES } from '@shared/help/crisis-lines.seed';
import type { CrisisLines } from '@shared/help/crisis-lines.schemas';
import { createTestQueryClient } from '@client/test/test-query-client';
import { jsonResponse } from '@client/test/fake-tool-api';
import { CRISIS_LINES_KEY } from '../crisis-lines-query';
import { closeHelpNow } from '../help-now-store';
import { TRUSTED_PERSON_KEY } from '../trusted-person';
import { HelpNowButton } from './help-now-button';

const fromServer: CrisisLines = {
  lines: [
    {
      id: 'l1',
      ...DEFAULT_CRISIS_LINES.find((line) => line.countryCode === 'GB' && line.name === 'Samaritans')!,
      checkedOn: '2026-11-20',
    },
  ],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderButton() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <HelpNowButton />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  Object.defineProperty(navigator, 'languages', { value: ['en-GB', 'en'], configurable: true });
});
afterEach(() => {
  closeHelpNow();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('HelpNowButton', () => {
  it("opens the panel with the lines of the device's country at once, then the server's newer list", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderButton();
    const trigger = screen.getByRole('button', { name: 'Need help now' });
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Need help now' }, { timeout: 5000 });
    // Before any answer: the lines the app shipped with, for en-GB the United Kingdom's.
    expect(within(panel).getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    expect(within(panel).getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(within(panel).getByRole('link', { name: 'Text SHOUT to 85258' })).toHaveAttribute(
      'href',
      'sms:85258?&body=SHOUT',
    );
    expect(within(panel).getByRole('link', { name: 'Call 999' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    answer(jsonResponse(fromServer));
    await waitFor(() => expect(within(panel).queryByRole('link', { name: 'Call 999' })).toBeNull());
    expect(within(panel).getByText(/checked 20 Nov 2026/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CRISIS_LINES_KEY)!)).toEqual(fromServer);
  });

  it('opens offline from what the device kept, and keeps the chosen country', async () => {
    localStorage.setItem(CRISIS_LINES_KEY, JSON.stringify(fromServer));
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Need help now' }));
    const panel = await screen.findByRole('dialog', { name: 'Need help now' }, { timeout: 5000 });
    expect(within(panel).getByRole('link', { name: 'Call 116 123' })).toBeInTheDocument();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Country' }), 'Another country');
    expect(within(panel).getByRole('link', { name: /findahelpline\.com/ })).toBeInTheDocument();
    expect(localStorage.getItem('dyl-help-country')).toBe('""');
  });

  it('keeps someone the member trusts on the device only, one tap to call', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(fromServer));
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Need help now' }));
    const panel = await screen.findByRole('dialog', { name: 'Need help now' }, { timeout: 5000 });
    await user.click(within(panel).getByRole('button', { name: 'Keep on this device' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Add a name and a phone number.');
    await user.type(within(panel).getByLabelText('Name'), 'Sam');
    await user.type(within(panel).getByLabelText('Phone number'), '+44 7700 900123');
    await user.click(within(panel).getByRole('button', { name: 'Keep on this device' }));
    expect(within(panel).getByRole('link', { name: 'Call Sam' })).toHaveAttribute(
      'href',
      'tel:+447700900123',
    );
    expect(JSON.parse(localStorage.getItem(TRUSTED_PERSON_KEY)!)).toEqual({
      name: 'Sam',
      phone: '+44 7700 900123',
    });
    for (const [, init] of fetch.mock.calls) expect(String(init?.body ?? '')).not.toContain('7700');
    await user.click(within(panel).getByRole('button', { name: 'Remove' }));
    expect(localStorage.getItem(TRUSTED_PERSON_KEY)).toBeNull();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(fromServer));
    const user = renderButton();
    const trigger = screen.getByRole('button', { name: 'Need help now' });
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Need help now' }, { timeout: 5000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });
});
