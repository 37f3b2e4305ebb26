import { Link } from 'react-router';
import type { ReportGroup, ReviewReportInput } from '@shared/admin/admin-community.schemas';
import { reportReasonLabels } from '@shared/community/community.schemas';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast, toastError } from '@client/components/ui/toast-store';
import { formatDate } from '@client/lib/format-date';
import { useReviewReport } from '../api/review-report';
import { authorLabel, HiddenBadge } from './community-posts-table';

const day = (iso: string) => formatDate(new Date(iso), 'd MMM yyyy, HH:mm');

/** What each decision says when it worked, and the title when it failed. */
function messages(group: ReportGroup, body: ReviewReportInput) {
  const noun = group.contentType === 'post' ? 'Post' : 'Reply';
  if (body.action === 'delete') {
    return {
      done: group.contentType === 'post' ? 'Post deleted successfully' : 'Reply deleted',
      failed: group.contentType === 'post' ? 'Error deleting post' : 'Error deleting reply',
    };
  }
  const done =
    body.status === 'dismissed'
      ? 'Reports dismissed'
      : body.action === 'hide'
        ? `${noun} hidden`
        : body.action === 'restore'
          ? `${noun} restored`
          : 'Reports resolved';
  return { done, failed: 'Error updating reports' };
}

/** One reported post or reply: what was said, by whom, every reason and note, and the decisions. */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const review = useReviewReport();
  const kind = group.contentType === 'post' ? 'post' : 'reply';
  const headingId = `report-${group.reportId}`;
  const decide = async (body: ReviewReportInput) => {
    const text = messages(group, body);
    try {
      await review.mutateAsync({ id: group.reportId, body });
      toast({ title: text.done });
    } catch (error) {
      toastError(text.failed, error);
    }
  };
  const isPending = review.isPending;
  return (
    <Card className="space-y-3 p-4" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <h2 id={headingId} className="font-semibold text-slate-900">
          Reported {kind} in {group.channel.name}
        </h2>
        {group.isHidden ? <HiddenBadge /> : null}
        {group.reasons.some((r) => r.reason === 'self_harm') ? (
          <span className="rounded-full bg-rose-100 px-2.5 py-0.5 font-semibold text-rose-900">
            May be at risk: first in the queue; its author was offered help
          </span>
        ) : null}
        <span>
          {group.reportCount} {group.reportCount === 1 ? 'report' : 'reports'}
        </span>
      </div>
      <blockquote className="whitespace-pre-line break-words border-l-4 border-slate-300 pl-3 text-slate-900">
        {group.excerpt}
      </blockquote>
      <p className="text-sm text-slate-700">
        By {authorLabel(group.author)} · first reported {day(group.firstReportedAt)}
        {group.reportCount > 1 ? `, last ${day(group.lastReportedAt)}` : ''} ·{' '}
        <Link className="font-medium text-teal-800 underline" to={`/community/post/${group.postId}`}>
          Open the {kind === 'post' ? 'post' : 'thread'}
        </Link>
      </p>
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="Reasons">
        {group.reasons.map((r) => (
          <li key={r.reason} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
            {reportReasonLabels[r.reason]} × {r.count}
          </li>
        ))}
      </ul>
      {group.notes.length > 0 ? (
        <ul className="space-y-1 text-sm text-slate-800" aria-label="Notes from reporters">
          {group.notes.map((n, i) => (
            <li key={`${n.createdAt}-${i}`} className="break-words">
              <span className="font-medium">{reportReasonLabels[n.reason]}:</span> “{n.note}”
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={isPending}
          onClick={() => void decide({ status: 'dismissed' })}
        >
          Dismiss
        </Button>
        {group.isHidden ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={isPending}
            onClick={() => void decide({ status: 'resolved', action: 'restore' })}
          >
            Restore
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={isPending}
            onClick={() => void decide({ status: 'resolved', action: 'hide' })}
          >
            Hide
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="destructive" disabled={isPending}>
              Delete
            </Button>
          }
          title={`Delete this ${kind}?`}
          description={
            kind === 'post'
              ? 'The post, its replies, likes, poll votes and reports are removed for everyone. This cannot be undone.'
              : 'The reply and its reports are removed for everyone. This cannot be undone.'
          }
          confirmLabel={`Delete ${kind}`}
          onConfirm={() => void decide({ status: 'resolved', action: 'delete' })}
        />
      </div>
    </Card>
  );
}

/** A closed group: what was decided is in the audit log; here it is shown for reference. */
export function ClosedReportGroupCard({ group }: { group: ReportGroup }) {
  const kind = group.contentType === 'post' ? 'post' : 'reply';
  const headingId = `report-${group.reportId}`;
  return (
    <Card className="space-y-2 p-4" aria-labelledby={headingId} role="article">
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        {group.reportCount} {group.reportCount === 1 ? 'report' : 'reports'} on a {kind} in{' '}
        {group.channel.name}
        {group.isHidden ? <HiddenBadge /> : null}
      </h2>
      <blockquote className="line-clamp-3 break-words border-l-4 border-slate-300 pl-3 text-slate-900">
        {group.excerpt}
      </blockquote>
      <p className="text-sm text-slate-700">
        By {authorLabel(group.author)} ·{' '}
        {group.reasons.map((r) => `${reportReasonLabels[r.reason]} × ${r.count}`).join(', ')} ·{' '}
        <Link className="font-medium text-teal-800 underline" to={`/community/post/${group.postId}`}>
          Open the {kind === 'post' ? 'post' : 'thread'}
        </Link>
      </p>
    </Card>
  );
}
