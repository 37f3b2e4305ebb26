import { Heart, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { Post } from '@shared/community/community.schemas';
import { markdownExcerpt } from '@shared/community/markdown-excerpt';
import { cn } from '@client/lib/class-names';
import { AuthorLine } from './author-line';
import { PostBadges } from './post-badges';

const FEED_EXCERPT_LENGTH = 220;

/** One topic in a feed: its marks, its title linking to it, its first words, the author and the counts. */
export function PostCard({ post }: { post: Post }) {
  const excerpt = markdownExcerpt(post.content, FEED_EXCERPT_LENGTH);
  return (
    <article
      aria-label={post.title}
      className={cn(
        'space-y-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
        post.isPinned ? 'border-teal-300' : 'border-slate-200',
      )}
    >
      <PostBadges post={post} />
      <h3 className="text-lg leading-snug font-semibold break-words text-slate-900">
        {/* A block of its own line height: a short title's link is still a 24 px target (WCAG 2.5.8). */}
        <Link
          to={`/community/post/${encodeURIComponent(post.id)}`}
          className="inline-block min-h-6 hover:text-teal-800"
        >
          {post.title}
        </Link>
      </h3>
      {excerpt ? <p className="line-clamp-2 text-sm break-words text-slate-700">{excerpt}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AuthorLine author={post.author} createdAt={post.createdAt} />
        <p className="flex items-center gap-4 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <Heart aria-hidden="true" className="h-4 w-4" />
            {post.likeCount}
            <span className="sr-only">{post.likeCount === 1 ? 'like' : 'likes'}</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare aria-hidden="true" className="h-4 w-4" />
            {post.replyCount}
            <span className="sr-only">{post.replyCount === 1 ? 'reply' : 'replies'}</span>
          </span>
        </p>
      </div>
    </article>
  );
}

/** A placeholder the size of a PostCard while the feed loads. */
export function PostCardSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="h-5 w-40 animate-pulse rounded-full bg-slate-100" />
      <div className="h-5 w-full animate-pulse rounded bg-slate-100" />
      <div className="h-5 w-2/3 animate-pulse rounded bg-slate-100" />
      <div className="flex items-center gap-3">
        <div className="h-9 w-9 animate-pulse rounded-full bg-slate-100" />
        <div className="h-9 w-32 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}
