import { MessagesSquare } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import type { Post } from '@shared/community/community.schemas';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { PostCard, PostCardSkeleton } from './post-card';

interface PostListProps {
  label: string;
  posts: Post[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  empty: ReactNode;
}

/**
 * Posts with skeletons while loading and 'Load more' by cursor. Memoised: the feed's page renders again as the
 * channels and the stats arrive, which leave the posts as they are.
 */
export const PostList = memo(function PostList({
  label,
  posts,
  isPending,
  isError,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  empty,
}: PostListProps) {
  if (isPending) {
    return (
      <div role="status" aria-label={`Loading ${label}`} className="space-y-3">
        <PostCardSkeleton />
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    );
  }
  if (isError && posts.length === 0) {
    return (
      <EmptyState icon={MessagesSquare} title="The posts could not be loaded">
        <p>Please try again in a moment.</p>
      </EmptyState>
    );
  }
  if (posts.length === 0) return <>{empty}</>;
  return (
    <div className="space-y-3">
      <ul aria-label={label} className="space-y-3">
        {posts.map((post) => (
          // Laid out and painted only near the screen: a page of cards below the first screen made the
          // forum's first layout a long task on a phone.
          <li key={post.id} className="[content-visibility:auto] [contain-intrinsic-size:auto_14rem]">
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={onLoadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
});
