import { Flag } from 'lucide-react';
import { useState } from 'react';
import { reportStatuses, type ReportStatus } from '@shared/admin/admin-community.schemas';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/class-names';
import { useReportGroups } from '../api/admin-reports';
import { ClosedReportGroupCard, ReportGroupCard } from './report-group-card';

const statusLabels: Record<ReportStatus, string> = {
  pending: 'Open',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

const emptyTexts: Record<ReportStatus, string> = {
  pending:
    'Nothing waits for a decision. New reports from members land here: anyone who may be at risk first, then oldest first.',
  resolved: 'No reports have been resolved yet.',
  dismissed: 'No reports have been dismissed yet.',
};

/** The reports queue: one card per reported item, by status (open ones at-risk first, then oldest first; closed newest first). */
export function ReportsQueue() {
  const [status, setStatus] = useState<ReportStatus>('pending');
  const groups = useReportGroups(status);
  const items = groups.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <div role="tablist" aria-label="Report status" className="mb-4 flex flex-wrap gap-2">
        {reportStatuses.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            id={`tab-${s}`}
            aria-selected={status === s}
            aria-controls={`panel-${s}`}
            onClick={() => setStatus(s)}
            className={cn(
              'rounded-lg px-4 py-2 text-sm font-semibold',
              status === s ? 'bg-teal-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300',
            )}
          >
            {statusLabels[s]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${status}`} aria-labelledby={`tab-${status}`} className="space-y-4">
        {groups.isPending ? (
          <Spinner />
        ) : groups.isError ? (
          <p role="alert" className="text-red-700">
            The reports could not be loaded.
          </p>
        ) : items.length === 0 ? (
          <EmptyState icon={Flag} title={`No ${statusLabels[status].toLowerCase()} reports`}>
            <p>{emptyTexts[status]}</p>
          </EmptyState>
        ) : (
          <ul className="space-y-4" aria-label={`${statusLabels[status]} reports`}>
            {items.map((group) => (
              <li key={group.reportId}>
                {status === 'pending' ? (
                  <ReportGroupCard group={group} />
                ) : (
                  <ClosedReportGroupCard group={group} />
                )}
              </li>
            ))}
          </ul>
        )}
        {groups.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => void groups.fetchNextPage()}
            disabled={groups.isFetchingNextPage}
          >
            Show more reports
          </Button>
        ) : null}
      </div>
    </>
  );
}
