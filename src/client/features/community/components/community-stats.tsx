import type { CommunityStats } from '@shared/community/community.schemas';
import { Card } from '@client/components/ui/card';
import { formatCount } from '@client/lib/format-count';

const rows: [keyof CommunityStats, string][] = [
  ['members', 'Members'],
  ['posts', 'Posts'],
  ['replies', 'Replies'],
  ['answeredQuestions', 'Answered questions'],
  ['postsThisWeek', 'Posts this week'],
];

/** The community at a glance. */
export function CommunityStatsCard({ stats }: { stats: CommunityStats | undefined }) {
  return (
    <Card className="p-4" data-testid="community-stats">
      <h2 className="mb-3 text-base font-semibold text-slate-900">Community</h2>
      <dl className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-1">
        {rows.map(([key, label]) => (
          <div key={key} className="flex items-baseline justify-between gap-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">
              {stats ? (
                formatCount(stats[key])
              ) : (
                <span
                  aria-hidden="true"
                  className="inline-block h-4 w-8 animate-pulse rounded bg-slate-100"
                />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
