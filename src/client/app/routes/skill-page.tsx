import { ChevronLeft, Clock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { gateOfSkill } from '@shared/content/tier-access';
import { MarkdownContent } from '@client/components/content/markdown-content';
import { Card } from '@client/components/ui/card';
import { FormAlert } from '@client/components/ui/form-alert';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError } from '@client/lib/api-client';
import { useContent } from '@client/features/library/api/content';
import { useSkill } from '@client/features/library/api/skill';
import { AccessMark } from '@client/features/library/components/access-mark';
import { DifficultyBadge } from '@client/features/library/components/content-badges';
import { LockedNotice } from '@client/features/library/components/locked-notice';
import { PracticePanel } from '@client/features/library/components/practice-panel';
import { RecommendedSkills } from '@client/features/library/components/recommended-skills';
import { useSession } from '@client/features/account/use-session';
import { useMastery } from '@client/features/mastery/api/mastery';
import { MasteryPanel } from '@client/features/mastery/components/mastery-panel';
import { NotFoundPage } from './not-found-page';

export function SkillPage() {
  const { skillId = '' } = useParams();
  const { data: bundle } = useContent();
  const skillQuery = useSkill(skillId);
  const summary = bundle?.skills.find((s) => s.id === skillId);
  const category = bundle?.skillCategories.find((c) => c.id === summary?.categoryId);
  const error = skillQuery.error;
  const { user } = useSession();
  const categoryOfSkill = summary?.categoryId ?? null;
  const mastery = useMastery(categoryOfSkill, { enabled: Boolean(user) && categoryOfSkill !== null });
  const skillMastery = mastery.data?.items.find((item) => item.skillId === skillId);

  if (error instanceof ApiRequestError && error.status === 404) return <NotFoundPage />;
  const view = skillQuery.data;
  const skill = view && !('locked' in view) ? view : undefined;
  const locked = view && 'locked' in view ? view : undefined;
  const shown = view ?? summary;

  return (
    <article className="space-y-8">
      {category ? (
        <Link
          to={`/skills/${category.id}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 hover:underline"
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" /> {category.title}
        </Link>
      ) : null}
      {shown ? (
        <header className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <DifficultyBadge difficulty={shown.difficulty} />
            <AccessMark gate={gateOfSkill(shown)} />
            <span className="inline-flex items-center gap-1 text-sm text-slate-600">
              <Clock aria-hidden="true" className="h-4 w-4" /> {shown.estimatedMinutes} min
            </span>
          </div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{shown.title}</h1>
          <p className="max-w-2xl text-lg text-slate-700">{shown.summary}</p>
        </header>
      ) : null}

      {skill ? (
        <>
          <MarkdownContent markdown={skill.body} />
          <Card className="space-y-4">
            <h2 className="text-xl font-semibold text-slate-900">Practice, step by step</h2>
            <ol className="list-decimal space-y-2 pl-6 text-slate-800 marker:font-semibold marker:text-teal-700">
              {skill.practiceSteps.map((step) => (
                <li key={step} className="pl-1">
                  {step}
                </li>
              ))}
            </ol>
            <PracticePanel skill={skill} />
          </Card>
          {skillMastery ? (
            <Card>
              <MasteryPanel mastery={skillMastery} skillTitle={skill.title} />
            </Card>
          ) : null}
          {skill.relatedToolIds.length ? (
            <section aria-labelledby="related-tools" className="space-y-3">
              <h2 id="related-tools" className="text-xl font-semibold text-slate-900">
                Tools for this skill
              </h2>
              <ul className="flex flex-wrap gap-3">
                {skill.relatedToolIds.map((toolId) => (
                  <li key={toolId}>
                    <Link
                      to={`/tools/${toolId}`}
                      className="inline-block rounded-full border border-teal-200 bg-teal-50 px-4 py-2 font-medium text-teal-900 hover:border-teal-600"
                    >
                      {bundle?.tools.find((t) => t.id === toolId)?.name ?? toolId}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : locked ? (
        <section aria-label="Preview" className="space-y-6">
          <div className="relative" data-testid="skill-preview">
            <MarkdownContent markdown={locked.preview} />
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-stone-50 to-transparent"
            />
          </div>
          <LockedNotice requiredTier={locked.requiredTier} what={`"${locked.title}"`} />
        </section>
      ) : error ? (
        <FormAlert message={error.message} />
      ) : (
        <div className="flex justify-center py-12">
          <Spinner label="Loading the skill" />
        </div>
      )}
      <RecommendedSkills excludeId={skillId} />
    </article>
  );
}
