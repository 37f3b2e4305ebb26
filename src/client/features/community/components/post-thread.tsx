import { ArrowLeft, Lock, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ApiRequestError } from '@client/lib/api-client';
import { usePost } from '../api/post';
import { PostCardSkeleton } from './post-card';
import { PostView } from './post-view';
import { ReplyThread } from './reply-thread';
import { ForumSanctionNotice } from './forum-standing-notice';
import { useReadingTime } from '../hooks/use-reading-time';
import { useLiveForum } from '../hooks/use-live-forum';

/** /community/post/:postId — the post and its replies, re-fetched after every change. */
export function PostThread({ postId }: { postId: string }) {
  const post = usePost(postId);
  useReadingTime(postId, post.isSuccess);
  useLiveForum({ postId, enabled: post.isSuccess });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to="/community"
        className="-mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-teal-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to the community
      </Link>
      {post.isPending ? (
        <div role="status" aria-label="Loading the post">
          <PostCardSkeleton />
        </div>
      ) : post.error instanceof ApiRequestError && post.error.code === 'upgrade_required' ? (
        <EmptyState icon={Lock} title="This post is in a members' channel">
          <p>{post.error.message}</p>
          <Button asChild>
            <Link to="/subscription">See memberships</Link>
          </Button>
        </EmptyState>
      ) : post.isError ? (
        <EmptyState icon={SearchX} title="This post could not be found">
          <p>It may have been deleted, or it is in a channel your membership does not open.</p>
        </EmptyState>
      ) : (
        <>
          <PostView post={post.data} />
          <ForumSanctionNotice />
          <ReplyThread post={post.data} />
        </>
      )}
    </div>
  );
}
