import type { Post } from '@shared/community/community.schemas';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useDeleteReply } from '../api/delete-reply';
import { useMarkAnswer } from '../api/mark-answer';
import { useReplies } from '../api/replies';
import { useViewer } from '../hooks/use-viewer';
import { ForumNameGate } from './forum-name-gate';
import { ReplyForm } from './reply-form';
import { ReplyItem } from './reply-item';

/** The replies (accepted answer first, as the server sends them) and the reply box. */
export function ReplyThread({ post }: { post: Post }) {
  const { isAdmin, wrote } = useViewer();
  const replies = useReplies(post.id);
  const markAnswer = useMarkAnswer(post.id);
  const deleteReply = useDeleteReply();
  const isPostAuthor = wrote(post.author);
  const canMarkAnswer = post.postType === 'question' && (isPostAuthor || isAdmin);

  return (
    <section aria-labelledby="replies-heading" className="space-y-4">
      <h2 id="replies-heading" className="text-xl font-semibold text-slate-900">
        Replies
      </h2>
      {replies.isPending ? (
        <Spinner label="Loading replies" />
      ) : replies.replies.length === 0 ? (
        <p className="text-slate-700">No replies yet. Be the first to answer kindly.</p>
      ) : (
        <ol aria-label="Replies" className="space-y-3">
          {replies.replies.map((reply) => (
            <li key={reply.id}>
              <ReplyItem
                reply={reply}
                canMarkAnswer={canMarkAnswer}
                canEdit={isAdmin || wrote(reply.author)}
                canDelete={isAdmin || wrote(reply.author)}
                canReport={!wrote(reply.author)}
                onMarkAnswer={(replyId) => markAnswer.mutate(replyId)}
                onDelete={(replyId) => deleteReply.mutate(replyId)}
              />
            </li>
          ))}
        </ol>
      )}
      {replies.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void replies.fetchNextPage()}
          disabled={replies.isFetchingNextPage}
        >
          Load more replies
        </Button>
      ) : null}
      <ForumNameGate before="reply" headingLevel={3}>
        <ReplyForm postId={post.id} />
      </ForumNameGate>
    </section>
  );
}
