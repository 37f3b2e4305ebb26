import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteAccountSchema } from '@shared/account/account-deletion.schemas';
import { createTestQueryClient } from '@client/test/test-query-client';
import { YourDataCard } from './your-data-card';

afterEach(() => vi.unstubAllGlobals());

function renderCard() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(deleteAccountSchema.parse(JSON.parse(String(init?.body))));
      return Response.json({ ok: true });
    }),
  );
  const onDeleted = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <YourDataCard onDeleted={onDeleted} />
    </QueryClientProvider>,
  );
  return { sent, onDeleted };
}

describe('YourDataCard', () => {
  it('says what happens to community posts and keeps them unless the member removes them too', async () => {
    const user = userEvent.setup();
    const { sent, onDeleted } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText(/signed “Former member” instead of your name/)).toBeInTheDocument();
    expect(screen.getByText(/A paid plan that renews is cancelled with it/)).toBeInTheDocument();
    const removePosts = screen.getByRole('checkbox', { name: 'Also remove my community posts and replies' });
    expect(removePosts).not.toBeChecked();
    await user.type(screen.getByLabelText('Your password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(sent).toEqual([{ password: 'secret-password', removeCommunityContent: false }]);
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it('sends the choice to remove posts and replies too', async () => {
    const user = userEvent.setup();
    const { sent } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('checkbox', { name: 'Also remove my community posts and replies' }));
    await user.type(screen.getByLabelText('Your password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(sent).toEqual([{ password: 'secret-password', removeCommunityContent: true }]);
  });
});
