import { Award } from 'lucide-react';
import { Link } from 'react-router';
import type { Badge } from '@shared/profiles/profiles.schemas';

/** A member's forum badges as pills (their public forum profile and their own /profile show the same). */
export function BadgeList({ badges, label }: { badges: Badge[]; label: string }) {
  if (badges.length === 0) return <p className="text-sm text-slate-600">No badges yet.</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {badges.map((badge) => (
        <li key={badge.id} title={badge.description}>
          <Link
            to={`/community/badges#${encodeURIComponent(badge.id)}`}
            aria-label={`${badge.name}: how it is earned`}
            className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2.5 py-1 text-xs font-semibold text-teal-900 hover:bg-teal-100"
          >
            <Award aria-hidden="true" className="h-3.5 w-3.5" />
            {badge.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
