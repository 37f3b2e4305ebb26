import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePost } from '../test/community-fixtures';
import {
  fakeCommunityState,
  installFakeCommunityApi,
  type FakeCommunityState,
} from '../test/fake-community-api';
import { FAKE_IMAGE_URL } from '../test/fake-images-api';
import { renderThread } from '../test/render-post-thread';
import { withImage } from './insert-image-dialog';
import { PostMarkdown } from './post-markdown';

let state: FakeCommunityState;
installFakeCommunityApi(() => (state = fakeCommunityState()));

const picture = () => new File([new Uint8Array([137, 80, 78, 71])], 'walk.png', { type: 'image/png' });

describe('adding an image to a reply', () => {
  it('uploads the picture and puts it in the text with the words that describe it', async () => {
    state.posts.push(makePost({ id: 'p1' }));
    const user = userEvent.setup();
    renderThread();
    const reply = await screen.findByLabelText('Your reply');
    await user.type(reply, 'The path this morning:');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an image' });
    await user.upload(within(dialog).getByLabelText('Image'), picture());
    await user.type(within(dialog).getByLabelText('Describe the image'), 'A path through pine trees');
    await user.click(within(dialog).getByRole('button', { name: 'Add image' }));
    expect(await screen.findByDisplayValue(/A path through pine trees/)).toBe(reply);
    expect(reply).toHaveValue(`The path this morning:\n\n![A path through pine trees](${FAKE_IMAGE_URL})\n`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state.calls).toContain('POST /api/community/images');
  });

  it('asks for the description before uploading anything', async () => {
    state.posts.push(makePost({ id: 'p1' }));
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Add image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an image' });
    await user.upload(within(dialog).getByLabelText('Image'), picture());
    await user.click(within(dialog).getByRole('button', { name: 'Add image' }));
    expect(await within(dialog).findByText(/Describe each image in a few words/)).toBeVisible();
    expect(state.calls).not.toContain('POST /api/community/images');
  });
});

describe('images in a post', () => {
  it('shows the forum’s own image lazily in its reserved box, and another site’s picture as its words only', () => {
    render(
      <PostMarkdown
        markdown={`![A path through pine trees](${FAKE_IMAGE_URL})\n\n![a tracking pixel](https://tracker.example/p.png)`}
      />,
    );
    const image = screen.getByRole('img', { name: 'A path through pine trees' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText('a tracking pixel')).toBeVisible();
  });

  it('adds an image as a paragraph of its own', () => {
    expect(withImage('', '![a](u)')).toBe('![a](u)\n');
    expect(withImage('Words  \n', '![a](u)')).toBe('Words\n\n![a](u)\n');
  });
});
