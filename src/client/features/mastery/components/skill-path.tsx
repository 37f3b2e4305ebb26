import { CheckCircle2, Circle, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import type { SkillSummary } from '@shared/content/content.schemas';
import type { SkillMastery } from '@shared/mastery/mastery.schemas';

function StatusIcon({ mastery }: { mastery: SkillMastery | undefined }) {
  if (mastery?.status === 'mastered')
    return <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-teal-700" />;
  if (mastery?.status === 'refresh-due')
    return <RefreshCw aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-700" />;
  return <Circle aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-400" />;
}

function statusLabel(mastery: SkillMastery | undefined): string {
  if (!mastery) return 'Mark as practised when you have tried it';
  if (mastery.status === 'mastered') return 'Mastered';
  if (mastery.status === 'refresh-due') return 'Refresh due';
  return `${mastery.progress} of ${mastery.goal}`;
}

/** A category's skills in order, each with how far the member has come toward mastering it. */
export function SkillPath({ skills, mastery }: { skills: SkillSummary[]; mastery: SkillMastery[] }) {
  const bySkill = new Map(mastery.map((item) => [item.skillId, item]));
  const mastered = mastery.filter((item) => item.status !== 'learning').length;
  return (
    <section aria-labelledby="skill-path-heading" className="mb-8 space-y-3" data-testid="skill-path">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="skill-path-heading" className="text-xl font-semibold text-slate-900">
          Your path
        </h2>
        <p className="text-sm text-slate-700">
          {mastered} of {skills.length} skills mastered
        </p>
      </div>
      <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {skills.map((skill, index) => {
          const item = bySkill.get(skill.id);
          return (
            <li key={skill.id} className="flex items-center gap-3 px-4 py-3">
              <span className="w-5 text-right text-sm text-slate-600">{index + 1}.</span>
              <StatusIcon mastery={item} />
              <Link
                to={`/skill/${skill.id}`}
                className="min-w-0 flex-1 font-medium text-slate-900 hover:underline"
              >
                {skill.title}
              </Link>
              <span className="text-sm text-slate-700">{statusLabel(item)}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
