import { UserX } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@client/lib/class-names';
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
import { MemberReplies } from './member-replies';
import { PostList } from './post-list';

const activityTabs = [
  { id: 'posts', label: 'Posts' },
  { id: 'replies', label: 'Replies' },
  { id: 'answers', label: 'Accepted answers' },
] as const;
type ActivityTab = (typeof activityTabs)[number]['id'];

/** /community/user/:username — who they are in the forum, and their posts, replies and accepted answers. */
export function MemberProfile({ username }: { username: string }) {
  const profile = useUserProfile(username);
  const me = useSession().profile;
  const [tab, setTab] = useState<ActivityTab>('posts');
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
      <section aria-labelledby="member-activity-heading" className="min-w-0 space-y-4">
        <h2 id="member-activity-heading" className="sr-only">
          In the forum
        </h2>
        <div role="tablist" aria-label={`What ${username} wrote`} className="flex flex-wrap gap-2">
          {activityTabs.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`member-tab-${id}`}
              aria-selected={tab === id}
              aria-controls="member-activity-panel"
              tabIndex={tab === id ? 0 : -1}
              onClick={() => setTab(id)}
              onKeyDown={(event) => {
                const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                if (!step) return;
                const next = activityTabs[(activityTabs.findIndex((t) => t.id === tab) + step + 3) % 3]!;
                setTab(next.id);
                document.getElementById(`member-tab-${next.id}`)?.focus();
              }}
              className={cn(
                'rounded-lg px-4 py-2 text-sm font-semibold',
                tab === id ? 'bg-teal-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id="member-activity-panel"
          aria-labelledby={`member-tab-${tab}`}
          className="space-y-4"
        >
          {tab === 'posts' ? (
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
          ) : (
            <MemberReplies key={tab} username={username} answers={tab === 'answers'} />
          )}
        </div>
      </section>
    </div>
  );
}
