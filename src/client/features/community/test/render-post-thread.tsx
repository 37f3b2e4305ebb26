import { screen } from '@testing-library/react';
import { signedInSession } from '@client/test/render-app';
import { PostThread } from '../components/post-thread';
import { renderCommunity } from './render-community';

/** The thread of post p1 at its own address. */
export function renderThread(session = signedInSession()) {
  return renderCommunity(
    [{ path: '/community/post/:postId', element: <PostThread postId="p1" /> }],
    '/community/post/p1',
    session,
  );
}

/** The post's article, once it has loaded (the fixtures' post contents). */
export const postArticle = () =>
  screen.findByRole('article', { name: /Question about breathing|Pick a time|Hello/ });
