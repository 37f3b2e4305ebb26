import { ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { gateOfCategory } from '@shared/content/tier-access';
import { PageHeader } from '@client/components/ui/page-header';
import { WithContent } from '@client/features/library/components/content-state';
import { LockedNotice } from '@client/features/library/components/locked-notice';
import { PlanExplainer } from '@client/features/library/components/plan-explainer';
import { SkillCard } from '@client/features/library/components/skill-card';
import { useAccess } from '@client/features/library/use-access';
import { useSession } from '@client/features/account/use-session';
import { useMastery } from '@client/features/mastery/api/mastery';
import { SkillPath } from '@client/features/mastery/components/skill-path';
import { NotFoundPage } from './not-found-page';

export function CategoryPage() {
  const { categoryId = '' } = useParams();
  const { canOpen, requiredTier } = useAccess();
  const { user } = useSession();
  const mastery = useMastery(categoryId, { enabled: Boolean(user) && categoryId !== '' });
  return (
    <WithContent>
      {(bundle) => {
        const category = bundle.skillCategories.find((c) => c.id === categoryId);
        if (!category) return <NotFoundPage />;
        const skills = bundle.skills.filter((s) => s.categoryId === category.id);
        const gate = gateOfCategory(category);
        return (
          <>
            <Link
              to="/library"
              className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-teal-800 hover:underline"
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" /> Skill Library
            </Link>
            <PageHeader title={category.title} description={category.description} />
            {canOpen(gate) ? (
              <PlanExplainer />
            ) : (
              <div className="mb-6">
                <LockedNotice requiredTier={requiredTier(gate)} what={category.title} />
              </div>
            )}
            {canOpen(gate) && mastery.data ? (
              <SkillPath skills={skills} mastery={mastery.data.items} />
            ) : null}
            <ol aria-label={`${category.title} skills`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {skills.map((skill) => (
                <li key={skill.id}>
                  <SkillCard skill={skill} />
                </li>
              ))}
            </ol>
          </>
        );
      }}
    </WithContent>
  );
}
