import type { AuditEntry } from '@shared/admin/admin-audit.schemas';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { formatDate } from '@client/lib/format-date';
import { useAudit } from '../api/admin-audit';

const shown = (value: unknown) => (value === null || value === '' ? '(none)' : JSON.stringify(value));

/** A changed field as `from → to`, a list as its items, anything else as JSON. */
function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (value && typeof value === 'object' && 'from' in value && 'to' in value) {
    return `${shown(value.from)} → ${shown(value.to)}`;
  }
  return JSON.stringify(value);
}

function summaryText(summary: Record<string, unknown>): string {
  return Object.entries(summary)
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join(' · ');
}

/**
 * What an entry changed, as a reader knows it: a member by their name now ('Former member' once the account is
 * gone), content by its slug.
 */
function targetLabel(entry: AuditEntry): string {
  if (entry.targetType === 'user') return entry.targetName ?? 'Former member';
  return entry.targetId ?? '';
}

/** Who changed what in the admin area, newest first. */
export function AuditList() {
  const audit = useAudit();
  if (audit.isPending) return <Spinner />;
  if (audit.isError) return <p className="text-red-700">The audit log could not be loaded.</p>;
  const entries = audit.data.pages.flatMap((p) => p.items);
  if (entries.length === 0) return <p className="text-slate-700">No admin changes yet.</p>;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {entries.map((entry) => (
          <li key={entry.id} className="min-w-0 space-y-1 p-4 [overflow-wrap:anywhere]">
            <p className="text-sm text-slate-600">
              <time dateTime={entry.createdAt}>
                {formatDate(new Date(entry.createdAt), 'd MMM yyyy, HH:mm')}
              </time>{' '}
              · {entry.actorName ?? 'Former admin'}
            </p>
            <p className="font-medium text-slate-900">
              {entry.action} <span className="text-slate-600">{targetLabel(entry)}</span>
            </p>
            <p className="text-sm text-slate-700">{summaryText(entry.summary)}</p>
          </li>
        ))}
      </ul>
      {audit.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void audit.fetchNextPage()}
          disabled={audit.isFetchingNextPage}
        >
          Show older changes
        </Button>
      ) : null}
    </div>
  );
}
