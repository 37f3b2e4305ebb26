import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToolApi, type StoredEntry } from '@client/test/fake-tool-api';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { BreathingLog } from './breathing-log';

let entries: StoredEntry[];
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  entries = [];
});

describe('BreathingLogItem', () => {
  it('asks for whole minutes, and shows the server’s message about the duration on them', async () => {
    const stamp = new Date().toISOString();
    entries.push({
      id: 'e1',
      toolKey: 'mindful-breathing',
      createdAt: stamp,
      updatedAt: stamp,
      data: { pattern: 'box', durationSeconds: 300, completedAt: stamp },
    });
    const api = fakeToolApi('mindful-breathing', entries);
    vi.stubGlobal('fetch', api);
    const user = userEvent.setup();
    renderWithToasts(<BreathingLog />);
    const [edit] = await screen.findAllByRole('button', { name: /Edit the Box breathing/ });
    await user.click(edit!);
    const minutes = screen.getByLabelText('Minutes practised');
    // Left empty (the browser's own checks stop fractions and numbers out of range).
    await user.clear(minutes);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(minutes).toHaveAccessibleDescription('Enter whole minutes, 1 to 240.'));

    await user.clear(minutes);
    await user.type(minutes, '12');
    api.refuseNextWrite({ 'data.durationSeconds': 'That is longer than this session lasted.' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(minutes).toHaveAccessibleDescription('That is longer than this session lasted.'),
    );
    expect(screen.getByText('Could not update the session')).toBeInTheDocument();
  });
});
