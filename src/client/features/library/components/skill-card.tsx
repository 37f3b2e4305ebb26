import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { SkillSummary, TextSegment } from '@shared/content/content.schemas';
import { gateOfSkill } from '@shared/content/tier-access';
import { AccessMark } from './access-mark';
import { DifficultyBadge } from './content-badges';
import { HighlightedText } from './highlighted-text';

interface SkillCardProps {
  skill: SkillSummary;
  /** From a search: the title and a snippet with the matched words marked. */
  highlights?: { title: TextSegment[]; snippet: TextSegment[] };
}

export function SkillCard({ skill, highlights }: SkillCardProps) {
  return (
    <Link
      to={`/skill/${skill.id}`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-600"
    >
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={skill.difficulty} />
        <AccessMark gate={gateOfSkill(skill)} />
      </div>
      <span className="text-lg font-semibold text-slate-900">
        {highlights ? <HighlightedText segments={highlights.title} /> : skill.title}
      </span>
      <span className="flex-1 text-slate-700" data-testid={highlights ? 'search-snippet' : undefined}>
        {highlights ? <HighlightedText segments={highlights.snippet} /> : skill.summary}
      </span>
      <span className="inline-flex items-center gap-1 text-sm text-slate-600">
        <Clock aria-hidden="true" className="h-4 w-4" /> {skill.estimatedMinutes} min
      </span>
    </Link>
  );
}
