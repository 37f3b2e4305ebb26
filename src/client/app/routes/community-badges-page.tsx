import { Award } from 'lucide-react';
import { BADGES, REPUTATION_RULES } from '@shared/community/reputation';
import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';

/** /community/badges — how each badge is earned, and what moves a member's reputation. */
export function CommunityBadgesPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Badges and reputation"
        description="Small marks of taking part. Each badge is earned once, by what you do in the forum."
      />
      <Card>
        <h2 className="mb-3 text-xl font-semibold text-slate-900">Badges</h2>
        <ul className="divide-y divide-slate-200">
          {BADGES.map((badge) => (
            <li key={badge.id} id={badge.id} className="scroll-mt-24 space-y-1 py-4">
              <h3 className="inline-flex items-center gap-1.5 rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-900">
                <Award aria-hidden="true" className="h-4 w-4" />
                {badge.name}
              </h3>
              <p className="text-slate-800">{badge.howEarned}</p>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">
          Your most recent badge is shown beside your name, unless a moderator gave you a title.
        </p>
      </Card>
      <Card>
        <h2 className="mb-3 text-xl font-semibold text-slate-900">Reputation</h2>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What changes a member’s reputation</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-2 font-medium">
                When
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Points
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {REPUTATION_RULES.map((rule) => (
              <tr key={rule.event}>
                <td className="py-2 text-slate-800">{rule.label}</td>
                <td className="py-2 text-right font-semibold text-slate-900">
                  {rule.points > 0 ? `+${rule.points}` : `−${Math.abs(rule.points)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-slate-600">Liking or answering yourself changes nothing.</p>
      </Card>
    </div>
  );
}
