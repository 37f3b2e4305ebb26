import { UserX } from 'lucide-react';
import { BadgeList } from '@client/components/forum/badge-list';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { formatCount } from '@client/lib/format-count';
import { formatDate } from '@client/lib/format-date';
import { useUserPosts } from '../api/user-posts';
import { useUserProfile } from '../api/user-profile';
import { useSession } from '@client/features/account/use-session';
import { BlockMember } from './block-member';
import { MemberAvatar } from './member-avatar';
import { PostList } from './post-list';

/** /community/user/:username — who they are in the forum, and their posts newest first. */
export function MemberProfile({ username }: { username: string }) {
  const profile = useUserProfile(username);
  const me = useSession().profile;
  const posts = useUserPosts(username, profile.isSuccess);
  if (profile.isError) {
    return (
      <EmptyState icon={UserX} title="This member could not be found">
        <p>The name may be misspelt, or the account no longer exists.</p>
      </EmptyState>
    );
  }
  const p = profile.data;
  const name = p?.username ?? '';
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <Card className="space-y-4 self-start">
        {p ? (
          <>
            <div className="flex items-center gap-4 lg:flex-col lg:items-start">
              <MemberAvatar name={name} avatarUrl={p.avatarUrl} size="lg" />
              <div className="min-w-0">
                <h1 className="text-2xl font-bold break-words text-slate-900">{name}</h1>
                {p.title ? (
                  <p className="mt-1 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-sm font-medium text-amber-900">
                    {p.title}
                  </p>
                ) : null}
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              {(
                [
                  ['Reputation', p.reputation],
                  ['Posts', p.postCount],
                  ['Replies', p.replyCount],
                  ['Answers', p.answerCount],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="text-lg font-semibold text-slate-900">{formatCount(value)}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-slate-600">Joined {formatDate(new Date(p.joinedAt), 'MMMM yyyy')}</p>
            <div>
              <h2 className="mb-2 text-sm font-semibold text-slate-900">Badges</h2>
              <BadgeList badges={p.badges} label={`Badges of ${name}`} />
            </div>
            {me?.username === name ? null : <BlockMember username={name} />}
          </>
        ) : (
          <div role="status" aria-label="Loading the profile" className="space-y-3">
            <div className="h-20 w-20 animate-pulse rounded-full bg-slate-100" />
            <div className="h-7 w-40 animate-pulse rounded bg-slate-100" />
            <div className="h-24 w-full animate-pulse rounded bg-slate-100" />
          </div>
        )}
      </Card>
      <section aria-labelledby="member-posts-heading" className="min-w-0 space-y-4">
        <h2 id="member-posts-heading" className="text-xl font-semibold text-slate-900">
          Posts
        </h2>
        <PostList
          label={`Posts by ${username}`}
          posts={posts.posts}
          isPending={posts.isPending}
          isError={posts.isError}
          hasNextPage={posts.hasNextPage}
          isFetchingNextPage={posts.isFetchingNextPage}
          onLoadMore={() => void posts.fetchNextPage()}
          empty={<p className="text-slate-700">No posts yet.</p>}
        />
      </section>
    </div>
  );
}
