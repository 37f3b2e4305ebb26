import { Link } from 'react-router';
import type { PostAuthor } from '@shared/community/community.schemas';
import { authorName, relativeTime } from './community-format';
import { MemberAvatar } from './member-avatar';

/** Avatar, name (linking to their page), title and when they wrote it. */
export function AuthorLine({ author, createdAt }: { author: PostAuthor; createdAt: string }) {
  const name = authorName(author);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <MemberAvatar name={name} avatarUrl={author.id ? author.avatarUrl : null} />
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-x-2">
          {author.id && author.username ? (
            <Link
              to={`/community/user/${encodeURIComponent(author.username)}`}
              className="inline-flex min-h-6 items-center font-semibold text-slate-900 hover:underline"
            >
              {name}
            </Link>
          ) : (
            <span className="font-semibold text-slate-700">{name}</span>
          )}
          {author.id && author.title ? (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
              {author.title}
            </span>
          ) : null}
        </p>
        <p className="text-slate-600">
          {/* The full date as a hover title, written when first hovered: on a feed's first render it would be
              the page's first Intl call, whose set-up costs a phone tens of milliseconds. */}
          <time
            dateTime={createdAt}
            onPointerEnter={(event) => {
              event.currentTarget.title ||= new Date(createdAt).toLocaleString();
            }}
          >
            {relativeTime(createdAt)}
          </time>
        </p>
      </div>
    </div>
  );
}
