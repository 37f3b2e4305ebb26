import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  fakeCommunityState,
  installFakeCommunityApi,
  type FakeCommunityState,
} from '../test/fake-community-api';
import { makePost } from '../test/community-fixtures';
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
