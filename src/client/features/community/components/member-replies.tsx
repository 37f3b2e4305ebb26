import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useUserReplies } from '../api/user-replies';
import { relativeTime } from './community-format';

/** A member's replies, or only their accepted answers, each with the topic it is in. */
export function MemberReplies({ username, answers }: { username: string; answers: boolean }) {
  const list = useUserReplies(username, answers);
  if (list.isPending) return <Spinner label={answers ? 'Loading accepted answers' : 'Loading replies'} />;
  if (list.isError) return <p className="text-red-700">These could not be loaded.</p>;
  if (list.replies.length === 0)
    return <p className="text-slate-700">{answers ? 'No accepted answers yet.' : 'No replies yet.'}</p>;
  return (
    <>
      <ul
        className="space-y-3"
        aria-label={answers ? `Accepted answers by ${username}` : `Replies by ${username}`}
      >
        {list.replies.map((reply) => (
          <li key={reply.id} className="space-y-1 rounded-2xl border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-600">
              In{' '}
              <Link
                to={`/community/post/${encodeURIComponent(reply.postId)}`}
                className="font-semibold text-teal-800 underline"
              >
                {reply.postTitle}
              </Link>{' '}
              · {relativeTime(reply.createdAt)}
            </p>
            {reply.isAnswer ? (
              <p className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
                <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
                Accepted answer
              </p>
            ) : null}
            <p className="break-words text-slate-800">{reply.excerpt}</p>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          className="w-full"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </>
  );
}
