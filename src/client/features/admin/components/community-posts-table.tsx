import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { AdminAuthor, AdminPost } from '@shared/admin/admin-community.schemas';
import { truncateAtWord } from '@shared/text/truncate-at-word';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { toast, toastError } from '@client/components/ui/toast-store';
import { formatDate } from '@client/lib/format-date';
import { useAdminCommunityPosts } from '../api/admin-community-posts';
import { useDeleteCommunityPost } from '../api/delete-admin-community-post';
import { countOf } from '@client/lib/count-words';

/** 'Former member' once the account is gone. */
export function authorLabel(author: AdminAuthor): string {
  if (!author.id) return 'Former member';
  return author.username
    ? `${author.displayName ?? ''} (@${author.username})`.trim()
    : (author.displayName ?? '');
}

export function HiddenBadge() {
  return (
    <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      Hidden
    </span>
  );
}

function DeletePostButton({ post }: { post: AdminPost }) {
  const remove = useDeleteCommunityPost();
  const handleDelete = async () => {
    try {
      await remove.mutateAsync(post.id);
      toast({ title: 'Post deleted successfully' });
    } catch (error) {
      toastError('Error deleting post', error);
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost" className="text-red-700" disabled={remove.isPending}>
          Delete<span className="sr-only"> post “{truncateAtWord(post.excerpt, 40)}”</span>
        </Button>
      }
      title="Delete this post?"
      description="The post, its replies, likes, poll votes and reports are removed for everyone. This cannot be undone."
      confirmLabel="Delete post"
      onConfirm={() => void handleDelete()}
    />
  );
}

/** Below md the table becomes a list of cards, so the actions stay on screen at 390 px. */
function PostCards({ posts }: { posts: AdminPost[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Posts">
      {posts.map((post) => (
        <li key={post.id} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
          <p className="line-clamp-3 text-slate-900 [overflow-wrap:anywhere]">{post.excerpt}</p>
          <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
            {post.channel.name} · {authorLabel(post.author)} ·{' '}
            {formatDate(new Date(post.createdAt), 'd MMM yyyy')}
          </p>
          <p className="text-sm text-slate-700">
            {post.postType} · {countOf(post.likeCount, 'like', 'likes')} ·{' '}
            {countOf(post.replyCount, 'reply', 'replies')} ·{' '}
            {countOf(post.pendingReports, 'open report', 'open reports')}
            {post.isHidden ? <HiddenBadge /> : null}
          </p>
          <div className="flex gap-2">
            <Button asChild size="sm" variant="secondary">
              <Link to={`/community/post/${post.id}`}>
                View<span className="sr-only"> post “{truncateAtWord(post.excerpt, 40)}”</span>
              </Link>
            </Button>
            <DeletePostButton post={post} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Every forum post, hidden ones included, with search, keyset paging, a view link and delete. */
export function CommunityPostsTable() {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const posts = useAdminCommunityPosts(q);
  const rows = posts.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="space-y-4">
      <label className="block">
        <span className="sr-only">Search posts</span>
        <Input
          type="search"
          placeholder="Search posts by their words"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      {posts.isPending ? (
        <Spinner />
      ) : posts.isError ? (
        <p role="alert" className="text-red-700">
          Error fetching community posts
        </p>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">{q ? `No post matches “${q}”.` : 'No posts yet.'}</p>
      ) : (
        <>
          <PostCards posts={rows} />
          <div className="relative hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th className="px-3 py-2 font-semibold">Post</th>
                  <th className="px-3 py-2 font-semibold">Channel</th>
                  <th className="px-3 py-2 font-semibold">Author</th>
                  <th className="px-3 py-2 font-semibold">Likes / replies</th>
                  <th className="px-3 py-2 font-semibold">Open reports</th>
                  <th className="px-3 py-2 font-semibold">Posted</th>
                  <th className="px-3 py-2 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((post) => (
                  <tr key={post.id}>
                    <td className="min-w-48 px-3 py-2">
                      <p className="line-clamp-2 text-slate-900 [overflow-wrap:anywhere]">{post.excerpt}</p>
                      <p className="mt-1 text-xs text-slate-600">
                        {post.postType}
                        {post.isHidden ? <HiddenBadge /> : null}
                      </p>
                    </td>
                    <td className="px-3 py-2">{post.channel.name}</td>
                    <td className="min-w-32 px-3 py-2 [overflow-wrap:anywhere]">
                      <p>{post.author.id ? post.author.displayName : 'Former member'}</p>
                      {post.author.username ? (
                        <p className="text-slate-600">@{post.author.username}</p>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">
                      {post.likeCount} / {post.replyCount}
                    </td>
                    <td className="px-3 py-2">{post.pendingReports}</td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {formatDate(new Date(post.createdAt), 'd MMM yyyy')}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right">
                      <Button asChild size="sm" variant="secondary">
                        <Link to={`/community/post/${post.id}`}>
                          View<span className="sr-only"> post “{truncateAtWord(post.excerpt, 40)}”</span>
                        </Link>
                      </Button>{' '}
                      <DeletePostButton post={post} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {posts.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void posts.fetchNextPage()}
          disabled={posts.isFetchingNextPage}
        >
          Show more posts
        </Button>
      ) : null}
    </div>
  );
}
