import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToolApiEachTest, storedEntry } from '@client/test/fake-tool-api';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { BreathingLog } from './breathing-log';

const tool = fakeToolApiEachTest('mindful-breathing');

describe('BreathingLogItem', () => {
  it('asks for whole minutes, and shows the server’s message about the duration on them', async () => {
    const session = { pattern: 'box', durationSeconds: 300, completedAt: new Date().toISOString() };
    tool.entries.push(storedEntry('mindful-breathing', session));
    const user = userEvent.setup();
    renderWithToasts(<BreathingLog />);
    const [edit] = await screen.findAllByRole('button', { name: /Edit the Box breathing/ });
    await user.click(edit!);
    const minutes = screen.getByLabelText('Minutes practised');
    for (const typed of ['', '2.5', '241']) {
      await user.clear(minutes);
      if (typed) await user.type(minutes, typed);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(minutes).toHaveAccessibleDescription('Enter whole minutes, 1 to 240.'));
      expect(minutes).toHaveAttribute('aria-invalid', 'true');
    }
    expect(tool.api.writes()).toEqual([]);

    await user.clear(minutes);
    await user.type(minutes, '12');
    tool.api.refuseNextWrite({ 'data.durationSeconds': 'That is longer than this session lasted.' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(minutes).toHaveAccessibleDescription('That is longer than this session lasted.'),
    );
    expect(screen.getByText('Could not update the session')).toBeInTheDocument();
  });
});
