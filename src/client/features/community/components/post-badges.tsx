import { CheckCircle2, HelpCircle, Pin, BarChart3, EyeOff } from 'lucide-react';
import type { Post } from '@shared/community/community.schemas';

const chip = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';

/** Pinned, Question, Poll, Answered and Hidden marks of a post. */
export function PostBadges({ post }: { post: Post }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {post.isPinned ? (
        <span className={`${chip} bg-teal-700 text-white`}>
          <Pin aria-hidden="true" className="h-3 w-3" />
          Pinned
        </span>
      ) : null}
      {post.postType === 'question' ? (
        <span className={`${chip} bg-sky-100 text-sky-900`}>
          <HelpCircle aria-hidden="true" className="h-3 w-3" />
          Question
        </span>
      ) : null}
      {post.postType === 'poll' ? (
        <span className={`${chip} bg-violet-100 text-violet-900`}>
          <BarChart3 aria-hidden="true" className="h-3 w-3" />
          Poll
        </span>
      ) : null}
      {post.postType === 'question' && post.acceptedReplyId ? (
        <span className={`${chip} bg-emerald-100 text-emerald-900`}>
          <CheckCircle2 aria-hidden="true" className="h-3 w-3" />
          Answered
        </span>
      ) : null}
      {post.isHidden ? (
        <span className={`${chip} bg-slate-200 text-slate-800`}>
          <EyeOff aria-hidden="true" className="h-3 w-3" />
          Hidden while reports are reviewed
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <span
          aria-hidden="true"
          className="h-2 w-2 rounded-full"
          style={{ backgroundColor: post.channel.color }}
        />
        {post.channel.name}
      </span>
    </div>
  );
}
