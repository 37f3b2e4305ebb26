import { Search } from 'lucide-react';
import { useState } from 'react';
import { difficulties, type Difficulty } from '@shared/content/content-levels';
import { PageHeader } from '@client/components/ui/page-header';
import { Input, Select } from '@client/components/ui/input';
import { CategoryGrid } from '@client/features/library/components/category-grid';
import { WithContent } from '@client/features/library/components/content-state';
import { SkillSearchResults } from '@client/features/library/components/skill-search-results';
import { PlanExplainer } from '@client/features/library/components/plan-explainer';

export function LibraryPage() {
  const [query, setQuery] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty | 'all'>('all');
  const filtering = query.trim() !== '' || difficulty !== 'all';
  return (
    <>
      <PageHeader
        title="Skill Library"
        description="Evidence-based skills, grouped by what they help with. Each takes a few minutes to learn."
      />
      <PlanExplainer />
      <form
        role="search"
        className="mb-8 grid gap-4 sm:grid-cols-[1fr_14rem]"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="space-y-1.5">
          <label htmlFor="skill-search" className="block text-sm font-medium text-slate-800">
            Search skills
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-500"
            />
            <Input
              id="skill-search"
              type="search"
              className="pl-10"
              placeholder="For example: breathing, sleep, anger"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="skill-difficulty" className="block text-sm font-medium text-slate-800">
            Difficulty
          </label>
          <Select
            id="skill-difficulty"
            value={difficulty}
            onChange={(e) => setDifficulty(e.target.value as Difficulty | 'all')}
          >
            <option value="all">All levels</option>
            {difficulties.map((d) => (
              <option key={d} value={d}>
                {d[0]?.toUpperCase()}
                {d.slice(1)}
              </option>
            ))}
          </Select>
        </div>
      </form>
      <WithContent>
        {(bundle) =>
          filtering ? (
            <SkillSearchResults bundle={bundle} query={query} difficulty={difficulty} />
          ) : (
            <CategoryGrid bundle={bundle} />
          )
        }
      </WithContent>
    </>
  );
}
