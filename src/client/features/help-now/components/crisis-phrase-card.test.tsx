import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeHelpNow, useHelpNowOpen } from '../help-now-store';
import { CrisisPhraseCard } from './crisis-phrase-card';

function Writing() {
  const [text, setText] = useState('');
  const open = useHelpNowOpen();
  return (
    <>
      <label>
        Entry
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <CrisisPhraseCard text={text} />
      <p>{open ? 'panel open' : 'panel closed'}</p>
    </>
  );
}

afterEach(() => closeHelpNow());

describe('CrisisPhraseCard', () => {
  it('appears when a crisis phrase is typed, without a request, and opens the help panel', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(<Writing />);
    const entry = screen.getByLabelText('Entry');
    await user.type(entry, 'A long day at work.');
    expect(screen.queryByRole('complementary', { name: 'Support' })).toBeNull();
    await user.type(entry, ' I want to die.');
    expect(screen.getByRole('complementary', { name: 'Support' })).toHaveTextContent(
      'It sounds like things may be really hard right now.',
    );
    await user.click(screen.getByRole('button', { name: 'See help now' }));
    expect(screen.getByText('panel open')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('goes away with "Not now" while the member keeps writing, and comes back for a new match', async () => {
    const user = userEvent.setup();
    render(<Writing />);
    const entry = screen.getByLabelText('Entry');
    await user.type(entry, 'I have no reason to live');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await user.type(entry, ' and I am tired.');
    expect(screen.queryByRole('complementary', { name: 'Support' })).toBeNull();
    await user.clear(entry);
    await user.type(entry, 'thinking about suicide');
    expect(screen.getByRole('complementary', { name: 'Support' })).toBeInTheDocument();
  });
});
