import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  fakeCommunityState,
  installFakeCommunityApi,
  type FakeCommunityState,
} from '../test/fake-community-api';
import { makePost, makeProfile } from '../test/community-fixtures';
import { renderCommunity } from '../test/render-community';
import { ReplyForm } from './reply-form';

let state: FakeCommunityState;
installFakeCommunityApi(() => (state = fakeCommunityState({ posts: [makePost({ id: 'p1' })] })));

const renderForm = () =>
  renderCommunity(
    [{ path: '/community/post/:postId', element: <ReplyForm postId="p1" /> }],
    '/community/post/p1',
  );
const saves = () => state.calls.filter((c) => c === 'PUT /api/community/drafts/reply%3Ap1');

describe('ReplyForm drafts', () => {
  it('fills the reply box from the draft kept for this post, not from another post’s', async () => {
    state.drafts.set('reply:p2', {
      data: { content: 'For the other post' },
      updatedAt: '2026-11-28T10:00:00.000Z',
    });
    state.drafts.set('reply:p1', {
      data: { content: 'Half a thought' },
      updatedAt: '2026-11-28T10:00:00.000Z',
    });
    renderForm();
    expect(await screen.findByRole('status')).toHaveTextContent('Draft restored');
    expect(screen.getByLabelText('Your reply')).toHaveValue('Half a thought');
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeVisible();
  });

  it('saves what is typed once typing stops; the sent reply clears the box and its draft', async () => {
    const user = userEvent.setup();
    renderForm();
    await waitFor(() => expect(state.calls).toContain('GET /api/community/drafts/reply%3Ap1'));
    await user.type(screen.getByLabelText('Your reply'), 'Welcome aboard!');
    await waitFor(() => expect(state.drafts.get('reply:p1')?.data).toEqual({ content: 'Welcome aboard!' }));
    expect(saves()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(screen.getByLabelText('Your reply')).toHaveValue(''));
    expect(state.replies.map((r) => r.content)).toEqual(['Welcome aboard!']);
    expect(state.drafts.has('reply:p1')).toBe(false);
    expect(saves()).toHaveLength(1);
  });

  it('keeps the draft when the reply is refused, and saves again as the member goes on', async () => {
    state.failures.set('POST /api/community/posts/p1/replies', {
      status: 429,
      code: 'rate_limited',
      message: 'Slow down a little.',
    });
    const user = userEvent.setup();
    renderForm();
    await waitFor(() => expect(state.calls).toContain('GET /api/community/drafts/reply%3Ap1'));
    await user.type(screen.getByLabelText('Your reply'), 'Me too');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Failed to add reply')).toBeInTheDocument();
    // Sent as the reply went out, and kept: the reply was not.
    expect(state.drafts.get('reply:p1')?.data).toEqual({ content: 'Me too' });
    await user.type(screen.getByLabelText('Your reply'), ', later');
    await waitFor(() => expect(state.drafts.get('reply:p1')?.data).toEqual({ content: 'Me too, later' }));
  });
});

describe('ReplyForm mentions', () => {
  it('suggests members after an @, moved through with the arrow keys, and puts the chosen name in', async () => {
    state.profiles.push(
      makeProfile({ username: 'piakowalski' }),
      makeProfile({ username: 'pip_k' }),
      makeProfile({ username: 'sam' }),
    );
    const user = userEvent.setup();
    renderForm();
    const box = screen.getByLabelText('Your reply');
    await user.type(box, 'Thanks @pi');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['P@piakowalski', 'P@pip_k']);
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Thanks @pip_k ');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(box, 'this helped');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(state.replies.at(-1)?.content).toBe('Thanks @pip_k this helped'));
  });

  it('closes the suggestions with Escape and leaves what was typed', async () => {
    state.profiles.push(makeProfile({ username: 'piakowalski' }));
    const user = userEvent.setup();
    renderForm();
    const box = screen.getByLabelText('Your reply');
    await user.type(box, '@pia');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveValue('@pia');
  });
});
