import { Link } from 'react-router';
import type { OwnProfile } from '@shared/profiles/profiles.schemas';
import { BadgeList } from '@client/components/forum/badge-list';
import { formatCount } from '@client/lib/format-count';

/** The member's title and badges from the forum, on their own profile. */
export function ForumStanding({ profile }: { profile: OwnProfile }) {
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Title</dt>
          <dd className="text-lg font-semibold text-slate-900">
            {profile.title ?? <span className="text-base font-normal text-slate-600">No title yet</span>}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Reputation</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatCount(profile.reputation)}</dd>
        </div>
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Badges</h3>
        <BadgeList badges={profile.badges} label="Your badges" />
      </div>
      <p className="text-sm">
        <Link
          to={`/community/user/${profile.username}`}
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
        >
          See your forum profile
        </Link>
      </p>
    </div>
  );
}
