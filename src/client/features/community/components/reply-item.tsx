import { CheckCircle2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Reply } from '@shared/community/community.schemas';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { cn } from '@client/lib/class-names';
import { AuthorLine } from './author-line';
import { EditReplyForm } from './edit-reply-form';
import { EditedMark } from './edited-mark';
import { PostMarkdown } from './post-markdown';
import { ReportDialog } from './report-dialog';

interface ReplyItemProps {
  reply: Reply;
  canMarkAnswer: boolean;
  /** Its author, or an admin. */
  canEdit: boolean;
  canDelete: boolean;
  /** Members report what others wrote, never their own words (as Discourse's flag). */
  canReport: boolean;
  onMarkAnswer: (replyId: string | null) => void;
  onDelete: (replyId: string) => void;
}

/** One reply; the accepted answer is marked, and its marker can take the mark back. */
export function ReplyItem({
  reply,
  canMarkAnswer,
  canEdit,
  canDelete,
  canReport,
  onMarkAnswer,
  onDelete,
}: ReplyItemProps) {
  const [editing, setEditing] = useState(false);
  return (
    <article
      aria-label={reply.isAnswer ? 'Accepted answer' : 'Reply'}
      className={cn(
        'space-y-3 rounded-2xl border bg-white p-4',
        reply.isAnswer ? 'border-emerald-300 bg-emerald-50/40' : 'border-slate-200',
      )}
    >
      {reply.isAnswer ? (
        <p className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
          <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
          Accepted answer
        </p>
      ) : null}
      <AuthorLine author={reply.author} createdAt={reply.createdAt} />
      {reply.isHidden ? <p className="text-sm text-slate-600">Hidden while reports are reviewed.</p> : null}
      {editing ? (
        <EditReplyForm reply={reply} onDone={() => setEditing(false)} />
      ) : (
        <PostMarkdown markdown={reply.content} />
      )}
      {reply.editedAt ? <EditedMark editedAt={reply.editedAt} /> : null}
      <div className="flex flex-wrap items-center justify-end gap-1">
        {canMarkAnswer ? (
          <Button variant="ghost" size="sm" onClick={() => onMarkAnswer(reply.isAnswer ? null : reply.id)}>
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {reply.isAnswer ? 'Unmark answer' : 'Mark as answer'}
          </Button>
        ) : null}
        {canEdit && !editing ? (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit<span className="sr-only"> reply</span>
          </Button>
        ) : null}
        {canReport ? <ReportDialog target={{ contentType: 'reply', id: reply.id }} /> : null}
        {canDelete ? (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-red-700" aria-label="Delete reply">
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Delete
              </Button>
            }
            title="Delete this reply?"
            description="The reply will be gone for good."
            confirmLabel="Delete reply"
            onConfirm={() => onDelete(reply.id)}
          />
        ) : null}
      </div>
    </article>
  );
}
