import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useSkillSearch } from '@client/features/library/api/skill-search';

/** At most this many skills are offered under an unanswered question. */
const SHOWN = 4;

/**
 * When no question answers the words, the library may: its best skills for the same words, as links. Nothing is
 * shown while the search runs or when it finds nothing (the "no answer" card already says what to do).
 */
export function LibrarySuggestions({ query }: { query: string }) {
  const deferred = useDeferredValue(query.trim());
  const search = useSkillSearch(deferred);
  const hits = search.data?.items.slice(0, SHOWN) ?? [];
  if (!deferred || hits.length === 0) return null;
  return (
    <section aria-labelledby="library-suggestions" className="mt-5 border-t border-slate-200 pt-4">
      <h3 id="library-suggestions" className="font-semibold text-slate-900">
        From the library
      </h3>
      <p className="mt-1 text-sm text-slate-600">Skills that speak to “{deferred}”:</p>
      <ul className="mt-3 space-y-2">
        {hits.map((hit) => (
          <li key={hit.skillId}>
            <Link
              to={`/skill/${hit.skillId}`}
              className="inline-flex min-h-11 items-center font-medium text-teal-800 underline underline-offset-4 hover:text-teal-900"
            >
              {hit.title.map((segment) => segment.text).join('')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
