import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { SkillSummary } from '@shared/content/content.schemas';
import { AccessMark } from './access-mark';
import { DifficultyBadge } from './content-badges';

export function SkillCard({ skill }: { skill: SkillSummary }) {
  const gate = { kind: 'skill', categoryId: skill.categoryId, accessLevel: skill.accessLevel } as const;
  return (
    <Link
      to={`/skill/${skill.id}`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-600"
    >
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={skill.difficulty} />
        <AccessMark gate={gate} />
      </div>
      <span className="text-lg font-semibold text-slate-900">{skill.title}</span>
      <span className="flex-1 text-slate-700">{skill.summary}</span>
      <span className="inline-flex items-center gap-1 text-sm text-slate-600">
        <Clock aria-hidden="true" className="h-4 w-4" /> {skill.estimatedMinutes} min
      </span>
    </Link>
  );
}
