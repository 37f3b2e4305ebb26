import { useDeferredValue } from 'react';
import type { Difficulty } from '@shared/content/content-levels';
import type { ContentBundle, SkillSummary, TextSegment } from '@shared/content/content.schemas';
import { Spinner } from '@client/components/ui/spinner';
import { useSkillSearch } from '../api/skill-search';
import { filterSkills } from '../filter-skills';
import { SkillCard } from './skill-card';

interface Result {
  skill: SkillSummary;
  highlights?: { title: TextSegment[]; snippet: TextSegment[] };
}

/** The library's results: ranked by the server's search when there is a query, then by difficulty. */
export function SkillSearchResults({
  bundle,
  query,
  difficulty,
}: {
  bundle: ContentBundle;
  query: string;
  difficulty: Difficulty | 'all';
}) {
  const deferred = useDeferredValue(query.trim());
  const search = useSkillSearch(deferred);
  let results: Result[];
  if (!deferred) {
    results = filterSkills(bundle.skills, { query: '', difficulty }).map((skill) => ({ skill }));
  } else if (search.data) {
    const byId = new Map(bundle.skills.map((skill) => [skill.id, skill]));
    results = search.data.items.flatMap((hit) => {
      const skill = byId.get(hit.skillId);
      if (!skill || (difficulty !== 'all' && skill.difficulty !== difficulty)) return [];
      return [{ skill, highlights: { title: hit.title, snippet: hit.snippet } }];
    });
  } else if (search.isError) {
    // The search endpoint failed: fall back to matching titles and summaries here.
    results = filterSkills(bundle.skills, { query: deferred, difficulty }).map((skill) => ({ skill }));
  } else {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Searching" />
      </div>
    );
  }
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="mb-4 text-xl font-semibold text-slate-900" aria-live="polite">
        {results.length} {results.length === 1 ? 'skill matches' : 'skills match'}
      </h2>
      {results.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {results.map(({ skill, highlights }) => (
            <li key={skill.id}>
              <SkillCard skill={skill} highlights={highlights} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">No skill matches yet. Try another word, or choose all levels.</p>
      )}
    </section>
  );
}
