import { Heart, Pencil, Pin, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Post } from '@shared/community/community.schemas';
import { markdownExcerpt } from '@shared/community/markdown-excerpt';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { cn } from '@client/lib/class-names';
import { useDeletePost } from '../api/delete-post';
import { useToggleLike } from '../api/like-post';
import { useTogglePin } from '../api/pin-post';
import { useViewer } from '../hooks/use-viewer';
import { DocumentMeta } from '@client/lib/document-meta';
import { AuthorLine } from './author-line';
import { EditPostForm } from './edit-post-form';
import { EditedMark } from './edited-mark';
import { PollView } from './poll-view';
import { PostBadges } from './post-badges';
import { PostMarkdown } from './post-markdown';
import { ReportDialog } from './report-dialog';

/** The post itself with its poll and its actions: like, pin (admins), delete (author, admins), report. */
export function PostView({ post }: { post: Post }) {
  const { isAdmin, wrote } = useViewer();
  const navigate = useNavigate();
  const like = useToggleLike(post.id);
  const pin = useTogglePin(post.id);
  const remove = useDeletePost(post.id, () => navigate('/community', { replace: true }));
  const isAuthor = wrote(post.author);
  const [editing, setEditing] = useState(false);

  return (
    <article
      aria-labelledby="post-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <DocumentMeta meta={{ title: post.title, description: markdownExcerpt(post.content, 150) }} />
      <PostBadges post={post} />
      <h1 id="post-heading" className="text-2xl font-bold break-words text-slate-900">
        {post.title}
      </h1>
      <AuthorLine author={post.author} createdAt={post.createdAt} />
      {editing ? (
        <EditPostForm post={post} onDone={() => setEditing(false)} />
      ) : (
        <PostMarkdown markdown={post.content} className="text-base" />
      )}
      {post.editedAt ? <EditedMark editedAt={post.editedAt} /> : null}
      {post.poll ? <PollView poll={post.poll} /> : null}
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={post.likedByMe}
          aria-label={post.likedByMe ? 'Unlike' : 'Like'}
          onClick={() => like.mutate()}
          disabled={like.isPending}
        >
          <Heart
            aria-hidden="true"
            className={cn('h-4 w-4', post.likedByMe && 'fill-rose-600 text-rose-600')}
          />
          <span data-testid="like-count">{post.likeCount}</span>
        </Button>
        <span className="text-sm text-slate-700">
          {post.replyCount} {post.replyCount === 1 ? 'reply' : 'replies'}
        </span>
        <div className="ml-auto flex flex-wrap items-center gap-1">
          {isAdmin ? (
            <Button variant="ghost" size="sm" onClick={() => pin.mutate()} disabled={pin.isPending}>
              <Pin aria-hidden="true" className="h-4 w-4" />
              {post.isPinned ? 'Unpin' : 'Pin'}
            </Button>
          ) : null}
          {isAuthor && !editing ? (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit
            </Button>
          ) : null}
          {isAuthor ? null : <ReportDialog target={{ contentType: 'post', id: post.id }} />}
          {isAuthor || isAdmin ? (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" className="text-red-700">
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Delete
                </Button>
              }
              title="Delete this post?"
              description="The post, its replies, likes and poll votes will be gone for good."
              confirmLabel="Delete post"
              onConfirm={() => remove.mutate()}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
